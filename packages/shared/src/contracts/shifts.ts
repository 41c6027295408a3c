// The shifts board (spec /shifts-dashboard), absences on occurrences, coverage (candidates, cover, offers, opening a
// shift) and the occurrence id `{shiftId}:{yyyy-MM-dd}` (a shift of a roster on one date; stable).
import { z } from 'zod';
import { GUARD_RANKS } from '../enums';
import { isDateInRange } from '../rules/dates';
import { AVAILABILITY_STATUSES, SHIFT_BOARD_STATES } from '../rules/shifts';
import { ZDateString, ZId, ZOptionalText, ZPageQuery, ZRequiredText, ZTimeString } from './common';
import { ZConflict } from './rosters';

export const SHIFT_MESSAGES = {
  markedAbsent: 'Guard has been marked absent successfully',
  markAbsentFailed: 'Failed to mark guard absent. Please try again.',
  missingGuardOrShift: 'Missing guard or shift information',
  guardNotOnOccurrence: 'shifts:validation.guardNotOnOccurrence',
  guardAlreadyOnOccurrence: 'shifts:validation.guardAlreadyOnOccurrence',
  guardBlocked: 'shifts:validation.guardBlocked',
  offerClosed: 'shifts:validation.offerClosed',
  occurrenceNotInForce: 'shifts:validation.occurrenceNotInForce',
} as const;

const UUID = '[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}';
const OCCURRENCE_ID = new RegExp(`^(${UUID}):(\\d{4}-\\d{2}-\\d{2})$`);

/** `{shiftId}:{yyyy-MM-dd}`. */
export const occurrenceIdOf = (shiftId: string, date: string) => `${shiftId}:${date}`;

/** The shift and date of an occurrence id; null when malformed or its date is outside 1900 … 2199 (rules/dates.ts). */
export const parseOccurrenceId = (id: string): { shiftId: string; date: string } | null => {
  const match = OCCURRENCE_ID.exec(id);
  if (!match || !isDateInRange(match[2])) return null;
  return { shiftId: match[1].toLowerCase(), date: match[2] };
};

export const ZOccurrenceId = z
  .string()
  .refine((v) => parseOccurrenceId(v) !== null, { message: 'shifts:validation.occurrenceId' })
  .transform((v) => parseOccurrenceId(v) as { shiftId: string; date: string });

export const ZOccurrenceParams = z.object({ occurrenceId: ZOccurrenceId });

// The board ----------------------------------------------------------------------------------------

export const GUARD_WEEKLY_HOURS_FILTERS = ['under40'] as const;

export const ZShiftBoardQuery = z
  .object({
    /** The day (default: today in the company's time zone). */
    date: ZDateString.optional(),
    customerCompanyId: ZId.optional(),
    /** The name for the customer filter (`customerId`): the same as customerCompanyId. */
    customerId: ZId.optional(),
    postId: ZId.optional(),
    state: z.enum(SHIFT_BOARD_STATES).optional(),
    guardId: ZId.optional(),
    /** Only occurrences with a guard under 40 hours this week. */
    guardHours: z.enum(GUARD_WEEKLY_HOURS_FILTERS).optional(),
    /** Occurrences starting within [startFrom, startTo] (wall clock, HH:mm). */
    startFrom: ZTimeString.optional(),
    startTo: ZTimeString.optional(),
    /** Platform admins only: the security company. */
    companyId: ZId.optional(),
  })
  .extend(ZPageQuery.shape);
export type TShiftBoardQuery = z.input<typeof ZShiftBoardQuery>;

/** present: confirmed or checked in on time; late: checked in after the grace; no_show: no check-in after it (issue 13). */
export const BOARD_GUARD_STATUSES = ['assigned', 'present', 'late', 'absent', 'no_show'] as const;
export type TBoardGuardStatus = (typeof BOARD_GUARD_STATUSES)[number];

export const ZBoardGuard = z.object({
  id: ZId,
  name: z.string(),
  status: z.enum(BOARD_GUARD_STATUSES),
  /** Added to this occurrence only (a cover). */
  isCover: z.boolean(),
  /** How many minutes after the start a late check-in was (status 'late'), else null. */
  lateMinutes: z.number().int().nullable(),
  /** Hours of the guard's weekly patterns in the occurrence's week (company's zone). */
  weeklyHours: z.number(),
});
export type TBoardGuard = z.infer<typeof ZBoardGuard>;

/** What the viewer may do with one occurrence (shifts.policy.ts). */
export const ZShiftOccurrenceCan = z.object({
  markAbsent: z.boolean(),
  confirmPresence: z.boolean(),
  cover: z.boolean(),
  open: z.boolean(),
  offer: z.boolean(),
});
export type TShiftOccurrenceCan = z.infer<typeof ZShiftOccurrenceCan>;

export const ZShiftOccurrence = z.object({
  id: z.string(),
  shiftId: ZId,
  rosterId: ZId,
  rosterName: z.string().nullable(),
  postId: ZId,
  postName: z.string(),
  customerCompanyId: ZId,
  customerCompanyName: z.string(),
  date: z.string(),
  shiftNumber: z.number().int(),
  startTime: z.string(),
  endTime: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  timeZone: z.string(),
  requiredGuards: z.number().int(),
  /** Guards who count toward staffing (absent ones do not). */
  countedGuards: z.number().int(),
  guards: z.array(ZBoardGuard),
  state: z.enum(SHIFT_BOARD_STATES),
  needsCoverage: z.boolean(),
  openOfferId: ZId.nullable(),
  can: ZShiftOccurrenceCan,
});
export type TShiftOccurrence = z.infer<typeof ZShiftOccurrence>;

export const ZShiftBoard = z.object({
  date: z.string(),
  timeZone: z.string(),
  /** One page of the occurrences matching every filter, in start time and post order. */
  items: z.array(ZShiftOccurrence),
  /** Occurrences matching every filter (all pages). */
  total: z.number().int(),
  /** Per state, over the occurrences matching every filter but the state. */
  counts: z.record(z.enum(SHIFT_BOARD_STATES), z.number().int()),
});
export type TShiftBoard = z.infer<typeof ZShiftBoard>;

// Writes on one occurrence ---------------------------------------------------------------------------

export const ZMarkAbsent = z.object({
  guardId: ZId,
  categoryId: ZId,
  notes: ZOptionalText(2000),
});
export type TMarkAbsent = z.input<typeof ZMarkAbsent>;

export const ZCoverOccurrence = z.object({ guardId: ZId });
export type TCoverOccurrence = z.input<typeof ZCoverOccurrence>;

export const ZOpenOccurrence = z.object({ guardId: ZId, reason: ZRequiredText(500) });
export type TOpenOccurrence = z.input<typeof ZOpenOccurrence>;

export const ZConfirmPresence = z.object({ guardId: ZId });
export type TConfirmPresence = z.input<typeof ZConfirmPresence>;

// Coverage candidates --------------------------------------------------------------------------------

export const CANDIDATE_REASON_CODES = [
  'noWarnings',
  'warnings',
  'rest',
  'overtime',
  'rankExact',
  'rankAbove',
  'history',
  'distance',
] as const;

export const ZCandidateReason = z.object({
  code: z.enum(CANDIDATE_REASON_CODES),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
});
export type TCandidateReason = z.infer<typeof ZCandidateReason>;

export const ZCoverageCandidate = z.object({
  guardId: ZId,
  name: z.string(),
  rank: z.enum(GUARD_RANKS).nullable(),
  status: z.enum(AVAILABILITY_STATUSES),
  conflicts: z.array(ZConflict),
  weeklyHours: z.number(),
  /** Hours since the guard's previous shift ends (null: none within the company's window). */
  restHoursBefore: z.number().nullable(),
  /** Overtime this occurrence would cost (hours over the guard's threshold × overtime rate); null when not shown. */
  overtimeCostCents: z.number().int().nullable(),
  /** How many weekly shifts of this post the guard works. */
  historyAtPost: z.number().int(),
  distanceKm: z.number().nullable(),
  /** Why the candidate is where it is, best first. */
  reasons: z.array(ZCandidateReason),
});
export type TCoverageCandidate = z.infer<typeof ZCoverageCandidate>;

export const ZCoverageCandidatesQuery = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(50),
  search: z.string().trim().max(100).optional(),
});

export const ZCoverageCandidates = z.object({
  occurrenceId: z.string(),
  items: z.array(ZCoverageCandidate),
  /** Guards left out for a blocking conflict. */
  excluded: z.number().int(),
});
export type TCoverageCandidates = z.infer<typeof ZCoverageCandidates>;

// Offers ---------------------------------------------------------------------------------------------

export const SHIFT_OFFER_STATUSES = ['open', 'filled', 'cancelled', 'expired'] as const;

export const ZCreateOffers = z.object({ guardIds: z.array(ZId).min(1).max(200) });
export type TCreateOffers = z.input<typeof ZCreateOffers>;

export const ZShiftOffer = z.object({
  id: ZId,
  occurrenceId: z.string(),
  shiftId: ZId,
  date: z.string(),
  postName: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  guardIds: z.array(ZId),
  status: z.enum(SHIFT_OFFER_STATUSES),
  expiresAt: z.string(),
  acceptedBy: ZId.nullable(),
});
export type TShiftOffer = z.infer<typeof ZShiftOffer>;

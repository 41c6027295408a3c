// Reports over posts and rosters: open rosters, posts, post status (today) and rosters data.
// Every report answers { items, total } (plus totals where useful) and has a CSV twin (`/csv`).
import { z } from 'zod';
import { ZPostMargin } from './posts';
import { GUARD_RANKS, LANGUAGES, POST_STATUSES } from '../enums';
import { addDays } from '../rules/dates';
import { ZCentsOut } from './money';
import { SHIFT_STAFFING_VIEW_STATES } from '../rules/shifts';
import { ZDateString, ZId, ZPageQuery } from './common';

export const MAX_REPORT_RANGE_DAYS = 92;

/** The codes a bad date range answers (400), with details the UI words in the reader's language. */
export const REPORT_RANGE_ERRORS = { inverted: 'RANGE_INVERTED', tooLong: 'RANGE_TOO_LONG' } as const;

/** from ≤ to and at most `maxDays` days; the issue carries its code and limit (the error handler answers them). */
export const dateRangeRefinement =
  (maxDays: number) =>
  (q: { from: string; to: string }, ctx: z.RefinementCtx): void => {
    // A malformed date already has its own issue; comparing it would only add a misleading one.
    if (!ZDateString.safeParse(q.from).success || !ZDateString.safeParse(q.to).success) return;
    if (q.to < q.from) {
      ctx.addIssue({
        code: 'custom',
        path: ['to'],
        message: "'to' must not be before 'from'",
        params: { code: REPORT_RANGE_ERRORS.inverted },
      });
    } else if (addDays(q.from, maxDays - 1) < q.to) {
      ctx.addIssue({
        code: 'custom',
        path: ['to'],
        message: `The range may not exceed ${maxDays} days`,
        params: { code: REPORT_RANGE_ERRORS.tooLong, maxDays },
      });
    }
  };

const rangeRefinement = dateRangeRefinement(MAX_REPORT_RANGE_DAYS);

const ZReportScope = z.object({
  customerCompanyId: ZId.optional(),
  postId: ZId.optional(),
  /** Platform admins only: narrow to one security company. */
  companyId: ZId.optional(),
});

// Open rosters: shift occurrences with unfilled places ---------------------------------------------

export const ZOpenRostersQuery = ZPageQuery.extend(ZReportScope.shape)
  .extend({ from: ZDateString, to: ZDateString })
  .superRefine(rangeRefinement);
export type TOpenRostersQuery = z.input<typeof ZOpenRostersQuery>;

export const ZOpenRosterRow = z.object({
  date: z.string(),
  dayOfWeek: z.number().int(),
  postId: ZId,
  postName: z.string(),
  customerCompanyName: z.string(),
  rosterId: ZId,
  rosterName: z.string().nullable(),
  shiftId: ZId,
  shiftNumber: z.number().int(),
  startTime: z.string(),
  endTime: z.string(),
  requiredGuards: z.number().int(),
  assignedGuards: z.number().int(),
  openPlaces: z.number().int(),
  timeZone: z.string(),
});
export type TOpenRosterRow = z.infer<typeof ZOpenRosterRow>;

export const ZOpenRostersReport = z.object({
  items: z.array(ZOpenRosterRow),
  total: z.number().int(),
  totalOpenPlaces: z.number().int(),
});
export type TOpenRostersReport = z.infer<typeof ZOpenRostersReport>;

// Posts ------------------------------------------------------------------------------------------

export const ZPostsReportQuery = ZPageQuery.extend(ZReportScope.shape).extend({
  status: z.enum(POST_STATUSES).optional(),
  search: z.string().trim().max(100).optional(),
});
export type TPostsReportQuery = z.input<typeof ZPostsReportQuery>;

export const ZPostsReportRow = z.object({
  postId: ZId,
  postName: z.string(),
  customerCompanyName: z.string(),
  status: z.enum(POST_STATUSES),
  city: z.string().nullable(),
  timeZone: z.string(),
  requiredRank: z.enum(GUARD_RANKS).nullable(),
  /** Integer cents (decision 0010); null for viewers who may not see rates. */
  billRateCents: ZCentsOut,
  payRateCents: ZCentsOut,
  /** Today's billed and paid rates and the pay ≥ bill warning (contracts/posts.ts); null for viewers who may not see rates. */
  margin: ZPostMargin.nullable(),
  activeRosters: z.number().int(),
  weeklyShifts: z.number().int(),
  /** Guard-hours a week required by the active rosters in force today. */
  weeklyRequiredHours: z.number(),
  weeklyAssignedHours: z.number(),
  assignedGuards: z.number().int(),
});
export type TPostsReportRow = z.infer<typeof ZPostsReportRow>;

export const ZPostsReport = z.object({ items: z.array(ZPostsReportRow), total: z.number().int() });
export type TPostsReport = z.infer<typeof ZPostsReport>;

// Post status: each post's staffing today ---------------------------------------------------------

export const POST_STATUS_STATES = ['no_shifts', ...SHIFT_STAFFING_VIEW_STATES] as const;
export type TPostStatusState = (typeof POST_STATUS_STATES)[number];

export const ZPostStatusQuery = ZPageQuery.extend(ZReportScope.shape).extend({
  state: z.enum(POST_STATUS_STATES).optional(),
  search: z.string().trim().max(100).optional(),
});
export type TPostStatusQuery = z.input<typeof ZPostStatusQuery>;

export const ZPostStatusRow = z.object({
  postId: ZId,
  postName: z.string(),
  customerCompanyName: z.string(),
  timeZone: z.string(),
  /** Today in the post's time zone. */
  date: z.string(),
  shifts: z.number().int(),
  requiredGuards: z.number().int(),
  filledGuards: z.number().int(),
  /** Unassigned when nothing is filled, fully staffed when every place is, else understaffed (today). */
  state: z.enum(POST_STATUS_STATES),
});
export type TPostStatusRow = z.infer<typeof ZPostStatusRow>;

export const ZPostStatusReport = z.object({
  items: z.array(ZPostStatusRow),
  total: z.number().int(),
  counts: z.record(z.string(), z.number().int()),
});
export type TPostStatusReport = z.infer<typeof ZPostStatusReport>;

// Rosters data: every shift occurrence in a range, by post and guard, with hours ---------------------

export const ZRostersDataQuery = ZPageQuery.extend(ZReportScope.shape)
  .extend({ from: ZDateString, to: ZDateString, guardId: ZId.optional() })
  .superRefine(rangeRefinement);
export type TRostersDataQuery = z.input<typeof ZRostersDataQuery>;

export const ZRostersDataRow = z.object({
  date: z.string(),
  dayOfWeek: z.number().int(),
  postId: ZId,
  postName: z.string(),
  customerCompanyName: z.string(),
  rosterId: ZId,
  rosterName: z.string().nullable(),
  shiftNumber: z.number().int(),
  startTime: z.string(),
  endTime: z.string(),
  guardId: ZId.nullable(),
  guardName: z.string().nullable(),
  hours: z.number(),
});
export type TRostersDataRow = z.infer<typeof ZRostersDataRow>;

export const ZRostersDataReport = z.object({
  items: z.array(ZRostersDataRow),
  total: z.number().int(),
  totalHours: z.number(),
});
export type TRostersDataReport = z.infer<typeof ZRostersDataReport>;

// CSV twins ------------------------------------------------------------------------------------------

/** What a `/csv` twin adds to its report's query: the language of the header row and the words in the cells. */
export const ZCsvExtra = z.object({ lang: z.enum(LANGUAGES).default('es') });
export const ZOpenRostersCsvQuery = ZOpenRostersQuery.and(ZCsvExtra);
export const ZPostsReportCsvQuery = ZPostsReportQuery.and(ZCsvExtra);
export const ZPostStatusCsvQuery = ZPostStatusQuery.and(ZCsvExtra);
export const ZRostersDataCsvQuery = ZRostersDataQuery.and(ZCsvExtra);

// Guard actions (spec "Open and Cover Action Report") -------------------------------------------------

export const GUARD_ACTION_TYPES = ['open', 'cover'] as const;
export type TGuardActionType = (typeof GUARD_ACTION_TYPES)[number];

export const ZGuardActionsQuery = ZPageQuery.extend(ZReportScope.shape)
  .extend({
    from: ZDateString,
    to: ZDateString,
    action: z.enum(GUARD_ACTION_TYPES).optional(),
    performedBy: ZId.optional(),
    guardId: ZId.optional(),
    rosterId: ZId.optional(),
  })
  .superRefine(rangeRefinement);
export type TGuardActionsQuery = z.input<typeof ZGuardActionsQuery>;

export const ZGuardActionRow = z.object({
  id: ZId,
  action: z.enum(GUARD_ACTION_TYPES),
  /** The occurrence's date. */
  date: z.string(),
  at: z.string(),
  postId: ZId,
  postName: z.string(),
  customerCompanyName: z.string(),
  rosterId: ZId,
  rosterName: z.string().nullable(),
  startTime: z.string(),
  endTime: z.string(),
  guardId: ZId,
  guardName: z.string(),
  performedById: ZId.nullable(),
  performedByName: z.string().nullable(),
  /** Null for a customer company admin when the action is an absence's (the reason is then the absence's notes). */
  reason: z.string().nullable(),
  /** The guard was taken off by an absence marked on the board: its category (absent keys: as for the absence report). */
  absence: z.object({ categoryKey: z.string().nullable().optional(), categoryName: z.string().nullable().optional() }).nullable(),
});
export type TGuardActionRow = z.infer<typeof ZGuardActionRow>;

export const ZGuardActionsReport = z.object({ items: z.array(ZGuardActionRow), total: z.number().int() });
export type TGuardActionsReport = z.infer<typeof ZGuardActionsReport>;

// Open shifts: occurrences left short by an absence or an opening ------------------------------------

export const ZOpenShiftsQuery = ZPageQuery.extend(ZReportScope.shape)
  .extend({ from: ZDateString, to: ZDateString })
  .superRefine(rangeRefinement);
export type TOpenShiftsQuery = z.input<typeof ZOpenShiftsQuery>;

export const ZOpenShiftRow = z.object({
  occurrenceId: z.string(),
  date: z.string(),
  postId: ZId,
  postName: z.string(),
  customerCompanyName: z.string(),
  rosterId: ZId,
  rosterName: z.string().nullable(),
  shiftNumber: z.number().int(),
  startTime: z.string(),
  endTime: z.string(),
  requiredGuards: z.number().int(),
  countedGuards: z.number().int(),
  absentGuards: z.number().int(),
  openedGuards: z.number().int(),
  openPlaces: z.number().int(),
});
export type TOpenShiftRow = z.infer<typeof ZOpenShiftRow>;

export const ZOpenShiftsReport = z.object({ items: z.array(ZOpenShiftRow), total: z.number().int(), totalOpenPlaces: z.number().int() });
export type TOpenShiftsReport = z.infer<typeof ZOpenShiftsReport>;

// Absences: by category, guard, post and range, with totals --------------------------------------------

export const ZAbsenceReportQuery = ZPageQuery.extend(ZReportScope.shape)
  .extend({ from: ZDateString, to: ZDateString, categoryId: ZId.optional(), guardId: ZId.optional() })
  .superRefine(rangeRefinement);
export type TAbsenceReportQuery = z.input<typeof ZAbsenceReportQuery>;

export const ZAbsenceReportRow = z.object({
  id: ZId,
  guardId: ZId,
  guardName: z.string(),
  /** Why (category, notes): company staff and the guard only; absent keys for a customer company admin. */
  categoryId: ZId.nullable().optional(),
  categoryKey: z.string().nullable().optional(),
  categoryName: z.string().nullable().optional(),
  startDate: z.string(),
  endDate: z.string(),
  /** Days of the absence inside the range. */
  days: z.number().int(),
  postName: z.string().nullable(),
  customerCompanyName: z.string().nullable(),
  shiftTime: z.string().nullable(),
  status: z.enum(['active', 'resolved']),
  notes: z.string().nullable().optional(),
});
export type TAbsenceReportRow = z.infer<typeof ZAbsenceReportRow>;

export const ZAbsenceReport = z.object({
  items: z.array(ZAbsenceReportRow),
  total: z.number().int(),
  totalDays: z.number().int(),
  byCategory: z.array(
    z.object({
      categoryId: ZId.nullable(),
      categoryKey: z.string().nullable(),
      categoryName: z.string().nullable(),
      absences: z.number().int(),
      days: z.number().int(),
    }),
  ),
});
export type TAbsenceReport = z.infer<typeof ZAbsenceReport>;

export const ZGuardActionsCsvQuery = ZGuardActionsQuery.and(ZCsvExtra);
export const ZOpenShiftsCsvQuery = ZOpenShiftsQuery.and(ZCsvExtra);
export const ZAbsenceReportCsvQuery = ZAbsenceReportQuery.and(ZCsvExtra);

/** The choices of the guard actions report's "performed by" and "roster" filters (those found in its actions). */
export const ZGuardActionsOptions = z.object({
  performers: z.array(z.object({ value: ZId, label: z.string() })),
  rosters: z.array(z.object({ value: ZId, label: z.string() })),
});
export type TGuardActionsOptions = z.infer<typeof ZGuardActionsOptions>;

// A security guard's own reads (issue 29): his pay stubs, his absences and his upcoming shifts, for his dashboard.
// The guard is always the signed-in user (the session), never an id from the client; nobody else calls these.
import { z } from 'zod';
import { ZId } from './common';

/** One of the guard's lines in a processed pay run: the period and the amounts, integer cents. */
export const ZMyPayStub = z.object({
  lineId: ZId,
  runId: ZId,
  runNumber: z.number().int(),
  periodStart: z.string(),
  periodEnd: z.string(),
  processedAt: z.string().nullable(),
  grossCents: z.number().int(),
  /** Before-tax and after-tax deductions together (taxes apart). */
  deductionsCents: z.number().int(),
  taxesCents: z.number().int(),
  netCents: z.number().int(),
});
export type TMyPayStub = z.infer<typeof ZMyPayStub>;

export const ZMyPayStubParams = z.object({ lineId: ZId });
export const ZMyPayStubPdfQuery = z.object({ lang: z.enum(['es', 'en']).optional() });

/** Days ahead the guard's upcoming shifts cover, today included (default 14, at most 62). */
export const MY_SHIFTS_DEFAULT_DAYS = 14;
export const MY_SHIFTS_MAX_DAYS = 62;
export const ZMyShiftsQuery = z.object({
  days: z.coerce.number().int().min(1).max(MY_SHIFTS_MAX_DAYS).default(MY_SHIFTS_DEFAULT_DAYS),
});
export type TMyShiftsQuery = z.input<typeof ZMyShiftsQuery>;

/** A special service the guard is staffed on (an opportunity), listed among his shifts. */
export const ZMySpecialService = z.object({ opportunityId: ZId, title: z.string() });

/**
 * One occurrence the guard works: his weekly pattern and the board's covers, less the ones he was opened off — and the
 * dates of the special services he is staffed on (`specialService`; a service that made a board cover is that cover).
 */
export const ZMyShift = z.object({
  /** `{shiftId}:{date}`, as the board names an occurrence; `opportunity:{opportunityId}:{date}` for a special service. */
  id: z.string(),
  /** The roster shift; null for a special service (no roster shift). */
  shiftId: ZId.nullable(),
  date: z.string(),
  postId: ZId,
  postName: z.string(),
  customerCompanyName: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  /** The post's time zone (the company's when the post has none): the zone its times are shown in. */
  timeZone: z.string(),
  /** Wall clock in the post's zone, 'HH:mm'. */
  startTime: z.string(),
  endTime: z.string(),
  /** Added to this occurrence only (a cover from the board). */
  isCover: z.boolean(),
  /** The guard has an active absence on this date. */
  isAbsent: z.boolean(),
  /** Set when this is a special service (its opportunity and title), absent or null for a roster shift. */
  specialService: ZMySpecialService.nullable().optional(),
});
export type TMyShift = z.infer<typeof ZMyShift>;

export const ZMyShifts = z.object({
  /** The company's calendar days covered, 'yyyy-MM-dd'. */
  from: z.string(),
  to: z.string(),
  /** Not yet ended, by start. */
  items: z.array(ZMyShift),
});
export type TMyShifts = z.infer<typeof ZMyShifts>;

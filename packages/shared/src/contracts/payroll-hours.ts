// Payroll hours (issue 18 part A): the what-if calculation (POST /api/payroll/calculate) and the company's holiday
// calendar (GET/POST/DELETE /api/payroll/holidays). The engine's own types are rules/payroll-hours.types.ts.
import { z } from 'zod';
import { HOLIDAY_COUNTRIES } from '../rules/holidays';
import { DAY_FLAGS, PAY_CATEGORIES, RULE_SETS } from '../rules/payroll-hours.types';
import { isTimeString } from '../rules/times';
import { ZDateString, ZId } from './common';

/** Field errors of a calculation (translation keys of the payroll namespace). */
export const PAYROLL_HOURS_MESSAGES = {
  endBeforeStart: 'payroll:calculator.errors.endBeforeStart',
  tooLong: 'payroll:calculator.errors.tooLong',
  overlap: 'payroll:calculator.errors.overlap',
  spanTooLong: 'payroll:calculator.errors.spanTooLong',
  invalidInstant: 'payroll:calculator.errors.invalidInstant',
  invalidTime: 'payroll:calculator.errors.invalidTime',
  breakTooLong: 'payroll:calculator.errors.breakTooLong',
  invalidTimeZone: 'payroll:calculator.errors.invalidTimeZone',
} as const;

/**
 * At most 45 days from the first entry's start to the last one's end (a month's pay period with the whole workweeks
 * around it, decision 0021), and 24 h per entry.
 */
export const MAX_CALCULATION_DAYS = 45;
export const MAX_ENTRY_MINUTES = 24 * 60;
export const MAX_CALCULATION_ENTRIES = 200;

export const ZRuleOptions = z.object({
  alternateWeek: z.boolean().optional(),
  shortMealAgreement: z.boolean().optional(),
  mealPenaltyPercent: z.number().int().min(0).max(1000).optional(),
  mexicoShift: z.enum(['day', 'mixed', 'night']).optional(),
  restDay: z.number().int().min(0).max(6).optional(),
  weekStartsOn: z.number().int().min(0).max(6).optional(),
  weekStartMinute: z.number().int().min(0).max(1439).optional(),
  dayCycleStartMinute: z.number().int().min(0).max(1439).optional(),
  workdayStartMinute: z.number().int().min(0).max(1439).optional(),
  dailyThresholdMinutes: z.number().int().min(30).max(1440).optional(),
  weeklyThresholdMinutes: z.number().int().min(60).max(10080).optional(),
  flsaCovered: z.boolean().optional(),
  prPre2017Day: z.enum(['calendar', 'window24']).optional(),
  mealPenaltyReading: z.enum(['total', 'extra']).optional(),
  mxSundayReading: z.enum(['shift_start', 'hours_on_sunday']).optional(),
});

const ZCents = z.number().int().min(0).max(1_000_000);

/** Money (decision 0021): the wage, how two rates in a week combine, bonuses by workweek, the night window. */
export const ZPayInput = z.object({
  wageCents: ZCents,
  basis: z.enum(['weighted', 'hour_rate']).optional(),
  bonusCentsByWeek: z.record(ZDateString, z.number().int().min(-10_000_000).max(10_000_000)).optional(),
  nightWindow: z.object({ from: z.number().int().min(0).max(1439), to: z.number().int().min(0).max(1439) }).optional(),
  overtimeRateCents: ZCents.nullish(),
});

/** A pay period inside the entries' whole workweeks: what of them is paid in it. */
export const ZPeriodInput = z.object({
  from: ZDateString,
  to: ZDateString,
  serviceEntries: z.array(z.number().int().min(0).max(1000)).max(1000).optional(),
});

/**
 * One entry: either `date` + wall-clock `start`/`end` ('HH:mm' in the time zone; an end at or before the start is
 * on the next day), or `start`/`end` as instants with an offset ('2026-03-08T22:00:00-05:00'). `mealStart`
 * ('HH:mm', with `date`) or `mealStartMinute` tell when the meal began (the Puerto Rico meal rules need it).
 */
export const ZCalculateEntry = z.object({
  date: ZDateString.optional(),
  start: z.string().trim().min(1).max(40),
  end: z.string().trim().min(1).max(40),
  breakMinutes: z.number().int().min(0).max(MAX_ENTRY_MINUTES).optional(),
  mealStart: z.string().trim().optional(),
  mealStartMinute: z.number().int().min(0).max(MAX_ENTRY_MINUTES).optional(),
  source: z.enum(['attendance', 'schedule', 'manual', 'special_service']).optional(),
  ref: z.string().max(100).optional(),
  /** The hours' own straight-time rate, and per-hour differentials (decision 0021). */
  rateCents: ZCents.optional(),
  differentialCents: ZCents.optional(),
  nightDifferentialCents: ZCents.optional(),
});
export type TCalculateEntryInput = z.input<typeof ZCalculateEntry>;

const isTimeZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

const MINUTE_MS = 60_000;
const hmOf = (v: string) => {
  const [h, m] = v.split(':').map(Number);
  return h * 60 + m;
};

/**
 * An entry's instants (epoch ms), for validation and for the server: wall-clock entries are resolved in `timeZone`
 * with `instantOf` (zoned-time.ts, passed in so this file does not load the Temporal polyfill).
 */
export const entryInstants = (
  e: { date?: string; start: string; end: string },
  timeZone: string,
  instantOf: (date: string, minute: number, timeZone: string) => number,
): { startMs: number; endMs: number } | null => {
  if (e.date) {
    if (!isTimeString(e.start) || !isTimeString(e.end)) return null;
    const s = hmOf(e.start);
    const t = hmOf(e.end);
    const startMs = instantOf(e.date, s, timeZone);
    const next = new Date(`${e.date}T00:00:00Z`);
    next.setUTCDate(next.getUTCDate() + (t > s ? 0 : 1));
    return { startMs, endMs: instantOf(next.toISOString().slice(0, 10), t, timeZone) };
  }
  const startMs = Date.parse(e.start);
  const endMs = Date.parse(e.end);
  if (!/[T ]\d{2}:\d{2}/.test(e.start) || !/[T ]\d{2}:\d{2}/.test(e.end) || Number.isNaN(startMs) || Number.isNaN(endMs)) return null;
  return { startMs, endMs };
};

/** UTC wall clock: the schema's checks do not load Temporal; the server re-checks in the real zone. */
const utcInstantOf = (date: string, minute: number) => Date.parse(`${date}T00:00:00Z`) + minute * MINUTE_MS;

export const calculationRefinement = (
  v: { timeZone?: string | null; entries: { date?: string; start: string; end: string; breakMinutes?: number; mealStart?: string }[] },
  ctx: z.RefinementCtx,
  instantOf: (date: string, minute: number, timeZone: string) => number = utcInstantOf,
) => {
  if (v.timeZone && !isTimeZone(v.timeZone)) {
    ctx.addIssue({ code: 'custom', path: ['timeZone'], message: PAYROLL_HOURS_MESSAGES.invalidTimeZone });
    return;
  }
  const zone = v.timeZone || 'UTC';
  const spans: { startMs: number; endMs: number; index: number }[] = [];
  v.entries.forEach((e, index) => {
    const at = entryInstants(e, zone, instantOf);
    if (!at) {
      const message = e.date ? PAYROLL_HOURS_MESSAGES.invalidTime : PAYROLL_HOURS_MESSAGES.invalidInstant;
      ctx.addIssue({ code: 'custom', path: ['entries', index, 'start'], message });
      return;
    }
    if (e.mealStart !== undefined && e.mealStart !== '' && !isTimeString(e.mealStart)) {
      ctx.addIssue({ code: 'custom', path: ['entries', index, 'mealStart'], message: PAYROLL_HOURS_MESSAGES.invalidTime });
    }
    const minutes = (at.endMs - at.startMs) / MINUTE_MS;
    if (minutes <= 0) {
      ctx.addIssue({ code: 'custom', path: ['entries', index, 'end'], message: PAYROLL_HOURS_MESSAGES.endBeforeStart });
      return;
    }
    if (minutes > MAX_ENTRY_MINUTES) {
      ctx.addIssue({ code: 'custom', path: ['entries', index, 'end'], message: PAYROLL_HOURS_MESSAGES.tooLong });
      return;
    }
    if ((e.breakMinutes ?? 0) >= minutes) {
      ctx.addIssue({ code: 'custom', path: ['entries', index, 'breakMinutes'], message: PAYROLL_HOURS_MESSAGES.breakTooLong });
    }
    spans.push({ ...at, index });
  });
  const sorted = [...spans].sort((a, b) => a.startMs - b.startMs);
  for (let i = 1; i < sorted.length; i++) {
    if (sorted[i].startMs < sorted[i - 1].endMs) {
      ctx.addIssue({ code: 'custom', path: ['entries', sorted[i].index, 'start'], message: PAYROLL_HOURS_MESSAGES.overlap });
    }
  }
  if (sorted.length > 1) {
    const last = Math.max(...sorted.map((s) => s.endMs));
    if (last - sorted[0].startMs > MAX_CALCULATION_DAYS * 24 * 60 * MINUTE_MS) {
      ctx.addIssue({
        code: 'custom',
        path: ['entries'],
        message: PAYROLL_HOURS_MESSAGES.spanTooLong,
        params: { code: 'RANGE_TOO_LONG', maxDays: MAX_CALCULATION_DAYS },
      });
    }
  }
};

export const ZCalculateInput = z
  .object({
    ruleSet: z.enum(RULE_SETS),
    /** The guard's hire date (Puerto Rico: pre-2017 rights before 2017-01-26). */
    hireDate: ZDateString.nullish(),
    /** Default: the company's time zone. */
    timeZone: z.string().trim().max(64).nullish(),
    options: ZRuleOptions.optional(),
    /** Dates that are holidays; absent: the calendar of `country` (default: the company's) with its edits. */
    holidays: z.array(ZDateString).max(400).optional(),
    country: z.enum(HOLIDAY_COUNTRIES).optional(),
    entries: z.array(ZCalculateEntry).min(1).max(MAX_CALCULATION_ENTRIES),
    /** With a wage: cents per day, week (with its regular rate) and in total. */
    pay: ZPayInput.optional(),
    /** A pay period: the minutes (and cents) of it, and the workweeks it covers. */
    period: ZPeriodInput.optional(),
  })
  .superRefine((v, ctx) => calculationRefinement(v, ctx));
export type TCalculateRequest = z.input<typeof ZCalculateInput>;

const ZMinutesByCategory = z.partialRecord(z.enum(PAY_CATEGORIES), z.number().int());
const ZRuleApplication = z.object({
  category: z.enum(PAY_CATEGORIES),
  minutes: z.number().int(),
  rule: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});

const ZPayResult = z.object({
  cents: ZMinutesByCategory,
  straightCents: z.number().int(),
  differentialCents: z.number().int(),
  specialServiceCents: z.number().int().optional(),
  regularRateCents: z.number().int().optional(),
  totalCents: z.number().int(),
});

export const ZCalculateResult = z.object({
  ruleSet: z.enum(RULE_SETS),
  ruleVersion: z.string(),
  timeZone: z.string(),
  holidays: z.array(z.string()),
  days: z.array(
    z.object({
      date: z.string(),
      workedMinutes: z.number().int(),
      minutes: ZMinutesByCategory,
      applied: z.array(ZRuleApplication),
      flags: z.array(z.enum(DAY_FLAGS)),
      pay: ZPayResult.optional(),
    }),
  ),
  weeks: z.array(
    z.object({
      start: z.string(),
      workedMinutes: z.number().int(),
      minutes: ZMinutesByCategory,
      applied: z.array(ZRuleApplication),
      pay: ZPayResult.optional(),
    }),
  ),
  totals: ZMinutesByCategory,
  workedMinutes: z.number().int(),
  pay: ZPayResult.optional(),
  period: z
    .object({
      from: z.string(),
      to: z.string(),
      workedMinutes: z.number().int(),
      minutes: ZMinutesByCategory,
      specialServiceMinutes: z.number().int(),
      applied: z.array(ZRuleApplication),
      weeks: z.array(
        z.object({
          start: z.string(),
          end: z.string(),
          ended: z.boolean(),
          workedMinutes: z.number().int(),
          paidMinutes: z.number().int(),
        }),
      ),
      pay: ZPayResult.optional(),
    })
    .optional(),
});
export type TCalculateResponse = z.infer<typeof ZCalculateResult>;

// Holidays ---------------------------------------------------------------------------------------------------------

export const HOLIDAY_MESSAGES = {
  nameRequired: 'payroll:holidays.validation.nameRequired',
} as const;

export const ZHolidaysQuery = z.object({
  year: z.coerce.number().int().min(2000).max(2100).optional(),
  /** Default: the company's (from its address). */
  country: z.enum(HOLIDAY_COUNTRIES).optional(),
  companyId: ZId.optional(),
});

/** Add a company holiday (`add`, with a name) or take a statutory date off the company's calendar (`remove`). */
export const ZHolidayInput = z
  .object({
    date: ZDateString,
    action: z.enum(['add', 'remove']).default('add'),
    name: z.string().trim().max(100).optional(),
    companyId: ZId.nullish(),
  })
  .superRefine((v, ctx) => {
    if (v.action === 'add' && !v.name) ctx.addIssue({ code: 'custom', path: ['name'], message: HOLIDAY_MESSAGES.nameRequired });
  });
export type THolidayInput = z.input<typeof ZHolidayInput>;

export const ZHoliday = z.object({
  date: z.string(),
  /** The company's name for an added date; null for a statutory one (then `key` names it). */
  name: z.string().nullable(),
  /** Statutory: the translation key `payroll:holidays.names.<key>`. */
  key: z.string().nullable(),
  source: z.enum(['statutory', 'company']),
  /** A statutory date the company took off its calendar (still listed, so it can be restored). */
  removed: z.boolean(),
  /** The company's row (an added date, or the removal of a statutory one); null for an untouched statutory date. */
  id: ZId.nullable(),
  can: z.object({ delete: z.boolean(), remove: z.boolean() }),
});
export type THoliday = z.infer<typeof ZHoliday>;

export const ZHolidayList = z.object({
  country: z.enum(HOLIDAY_COUNTRIES),
  year: z.number().int(),
  items: z.array(ZHoliday),
});
export type THolidayList = z.infer<typeof ZHolidayList>;

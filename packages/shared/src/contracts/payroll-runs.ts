// Payroll (issue 18, part B): settings (rounding, grace, flat tax), the attendance section, deductions, pay runs and their
// lines, processed payrolls' exports and the completed special services. Money is integer cents; minutes are integers.
import { ATTENDANCE_TYPES } from '../enums';
import { z } from 'zod';
import { daysBetween } from '../rules/dates';
import { PAY_CATEGORIES } from '../rules/payroll-hours.types';
import { ZDateString, ZId, ZQueryBoolean } from './common';
import { ZCents } from './money';

export const PAYROLL_RUN_MESSAGES = {
  nameRequired: 'payrollRuns:validation.nameRequired',
  rangeInverted: 'payrollRuns:validation.rangeInverted',
  amountRequired: 'payrollRuns:validation.amountRequired',
  percentRange: 'payrollRuns:validation.percentRange',
  instalmentTooLarge: 'payrollRuns:validation.instalmentTooLarge',
  guardsRequired: 'payrollRuns:validation.guardsRequired',
  postRequired: 'payrollRuns:validation.postRequired',
  periodTooLong: 'payrollRuns:validation.periodTooLong',
  reasonRequired: 'payrollRuns:validation.reasonRequired',
  guardRequired: 'payrollRuns:validation.guardRequired',
  timeOfDay: 'payrollRuns:validation.timeOfDay',
  nightWindowEmpty: 'payrollRuns:validation.nightWindowEmpty',
  bonusPositive: 'payrollRuns:validation.bonusPositive',
} as const;

/** Punch rounding choices, in minutes (0: exact; 6 = tenths of an hour; 15 = quarter hours). */
export const ROUNDING_MINUTES = [0, 5, 6, 10, 15] as const;

/** How the law is read where it leaves a choice (issue 27, decision 0021); each has a documented default. */
export const PR_PRE2017_DAYS = ['calendar', 'window24'] as const;
export const MEAL_PENALTY_READINGS = ['total', 'extra'] as const;
export const MX_SUNDAY_READINGS = ['shift_start', 'hours_on_sunday'] as const;
export const OVERTIME_RATE_BASES = ['weighted', 'hour_rate'] as const;

const minuteOfDay = z
  .number()
  .int()
  .min(0, { message: PAYROLL_RUN_MESSAGES.timeOfDay })
  .max(1439, { message: PAYROLL_RUN_MESSAGES.timeOfDay });

const settingsFields = {
  roundingMinutes: z
    .number()
    .int()
    .refine((n) => (ROUNDING_MINUTES as readonly number[]).includes(n)),
  graceMinutes: z.number().int().min(0).max(60),
  /** Flat tax withheld from taxable pay, basis points (0 … 50 %). 0: no withholding (no tax tables are applied). */
  taxRateBp: z.number().int().min(0).max(5000),
};

/** The payroll settings as read (GET, and PUT's answer). */
export const ZPayrollSettings = z.object({
  ...settingsFields,
  /** The company is covered by the FLSA ($500,000+ a year): Puerto Rico's pre-2017 hires get weekly overtime at 1.5×. */
  flsaCovered: z.boolean(),
  /** Puerto Rico, hired before 26 Jan 2017: the overtime day is the calendar day (Law 4-2017) or their 24 consecutive hours. */
  prPre2017Day: z.enum(PR_PRE2017_DAYS),
  /** Puerto Rico, meal period worked: its minutes at the penalty rate in total (29 LPRA 283), or the rate on top. */
  mealPenaltyReading: z.enum(MEAL_PENALTY_READINGS),
  /** Mexico, a shift from Saturday night into Sunday: the prima dominical by the shift's start, or by its Sunday hours. */
  mxSundayReading: z.enum(MX_SUNDAY_READINGS),
  /** Two pay rates in one week: weighted average regular rate (29 CFR 778.115) or the hour's own rate (778.419). */
  overtimeRateBasis: z.enum(OVERTIME_RATE_BASES),
  /** The night differential window (company policy), minutes after midnight; it may cross midnight. */
  nightFromMinute: minuteOfDay,
  nightToMinute: minuteOfDay,
});
export type TPayrollSettings = z.infer<typeof ZPayrollSettings>;

const nightWindowRule = (v: { nightFromMinute?: number; nightToMinute?: number }, ctx: z.RefinementCtx) => {
  if (v.nightFromMinute !== undefined && v.nightFromMinute === v.nightToMinute)
    ctx.addIssue({ code: 'custom', path: ['nightToMinute'], message: PAYROLL_RUN_MESSAGES.nightWindowEmpty });
};

/**
 * PUT /api/payroll/settings: the law's readings are optional — absent, the company keeps what it has (its defaults
 * when it never chose), so the spec's older body {roundingMinutes, graceMinutes, taxRateBp} changes nothing else.
 */
export const ZPayrollSettingsInput = z
  .object({
    ...settingsFields,
    flsaCovered: z.boolean().optional(),
    prPre2017Day: z.enum(PR_PRE2017_DAYS).optional(),
    mealPenaltyReading: z.enum(MEAL_PENALTY_READINGS).optional(),
    mxSundayReading: z.enum(MX_SUNDAY_READINGS).optional(),
    overtimeRateBasis: z.enum(OVERTIME_RATE_BASES).optional(),
    nightFromMinute: minuteOfDay.optional(),
    nightToMinute: minuteOfDay.optional(),
  })
  .superRefine(nightWindowRule);
export type TPayrollSettingsInput = z.input<typeof ZPayrollSettingsInput>;

// ---------- attendance section ----------

export const ZPayrollAttendanceQuery = z
  .object({
    from: ZDateString,
    to: ZDateString,
    guardId: ZId.optional(),
    /** Only days with a missing punch or unverified time. */
    issuesOnly: ZQueryBoolean.optional(),
  })
  .refine((v) => v.from <= v.to, { message: PAYROLL_RUN_MESSAGES.rangeInverted, path: ['to'] })
  .refine((v) => daysBetween(v.from, v.to) <= 62, { message: PAYROLL_RUN_MESSAGES.periodTooLong, path: ['to'] });
export type TPayrollAttendanceQuery = z.input<typeof ZPayrollAttendanceQuery>;

export const WORK_ISSUES = ['missing_out', 'missing_in', 'no_punches'] as const;
export type TWorkIssue = (typeof WORK_ISSUES)[number];

export const ZPunch = z.object({
  id: ZId,
  /** Check-in/out, and the meal's start and end (decision 0021: meals reach pay runs). */
  type: z.enum(ATTENDANCE_TYPES),
  timestamp: z.string(),
  correctedAt: z.string().nullable(),
  correctionReason: z.string().nullable(),
});

export const ZAttendanceDay = z.object({
  guardId: ZId,
  guardName: z.string(),
  date: z.string(),
  punches: z.array(ZPunch),
  /** Worked minutes from punch pairs after the company's rounding and grace. */
  workedMinutes: z.number().int(),
  /** Scheduled minutes with no attendance (paid from the schedule, "unverified"). */
  unverifiedMinutes: z.number().int(),
  issues: z.array(z.enum(WORK_ISSUES)),
});
export type TAttendanceDay = z.infer<typeof ZAttendanceDay>;
export const ZPayrollAttendance = z.object({ days: z.array(ZAttendanceDay), settings: ZPayrollSettings });
export type TPayrollAttendance = z.infer<typeof ZPayrollAttendance>;

// ---------- deductions ----------

export const DEDUCTION_KINDS = ['fixed', 'percent'] as const;
export const DEDUCTION_TIMINGS = ['before_tax', 'after_tax'] as const;

export const ZDeductionInput = z
  .object({
    name: z.string().trim().min(1, { message: PAYROLL_RUN_MESSAGES.nameRequired }).max(120),
    /** null: every guard of the company. */
    guardId: ZId.nullish().transform((v) => v ?? null),
    kind: z.enum(DEDUCTION_KINDS),
    amountCents: ZCents.nullish().transform((v) => v ?? 0),
    /** Basis points of gross pay (1 % = 100). */
    percentBp: z
      .number()
      .int()
      .min(0)
      .max(10000)
      .nullish()
      .transform((v) => v ?? 0),
    timing: z.enum(DEDUCTION_TIMINGS),
    startDate: ZDateString,
    endDate: ZDateString.nullish().transform((v) => v ?? null),
    /** Instalments: the total to take (the per-run amount is `amountCents`). */
    totalCents: ZCents.nullish().transform((v) => v ?? null),
  })
  .superRefine((v, ctx) => {
    if (v.kind === 'fixed' && v.amountCents <= 0)
      ctx.addIssue({ code: 'custom', path: ['amountCents'], message: PAYROLL_RUN_MESSAGES.amountRequired });
    if (v.kind === 'percent' && (v.percentBp <= 0 || v.percentBp > 10000))
      ctx.addIssue({ code: 'custom', path: ['percentBp'], message: PAYROLL_RUN_MESSAGES.percentRange });
    if (v.endDate && v.endDate < v.startDate)
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: PAYROLL_RUN_MESSAGES.rangeInverted });
    if (v.totalCents !== null && v.kind === 'fixed' && v.amountCents > v.totalCents)
      ctx.addIssue({ code: 'custom', path: ['amountCents'], message: PAYROLL_RUN_MESSAGES.instalmentTooLarge });
  });
export type TDeductionInput = z.input<typeof ZDeductionInput>;

export const ZDeductionCan = z.object({ update: z.boolean(), delete: z.boolean() });
export const ZDeduction = z.object({
  id: ZId,
  name: z.string(),
  guardId: ZId.nullable(),
  guardName: z.string().nullable(),
  kind: z.enum(DEDUCTION_KINDS),
  amountCents: z.number().int(),
  percentBp: z.number().int(),
  timing: z.enum(DEDUCTION_TIMINGS),
  startDate: z.string(),
  endDate: z.string().nullable(),
  totalCents: z.number().int().nullable(),
  takenCents: z.number().int(),
  source: z.enum(['manual', 'uniform']),
  can: ZDeductionCan,
});
export type TDeduction = z.infer<typeof ZDeduction>;
export const ZDeductionQuery = z.object({ guardId: ZId.optional() });

// ---------- pay runs ----------

/** 'bonus': a non-discretionary bonus, part of the regular rate of the weeks the run pays (29 CFR 778.208–.210). */
export const ADJUSTMENT_KINDS = ['adjustment', 'bonus'] as const;
export type TAdjustmentKind = (typeof ADJUSTMENT_KINDS)[number];

export const PERIOD_KINDS = ['weekly', 'biweekly', 'semi_monthly', 'monthly'] as const;
export type TPeriodKind = (typeof PERIOD_KINDS)[number];
export const RUN_STATUSES = ['draft', 'calculating', 'calculated', 'approved', 'processed'] as const;
export type TRunStatus = (typeof RUN_STATUSES)[number];
export const RUN_SELECTIONS = ['all', 'guards', 'post'] as const;

export const ZRunInput = z
  .object({
    periodKind: z.enum(PERIOD_KINDS),
    periodStart: ZDateString,
    periodEnd: ZDateString,
    selection: z.enum(RUN_SELECTIONS).default('all'),
    guardIds: z.array(ZId).max(10000).default([]),
    postId: ZId.nullish().transform((v) => v ?? null),
    notes: z
      .string()
      .trim()
      .max(500)
      .nullish()
      .transform((v) => v || null),
  })
  .superRefine((v, ctx) => {
    if (v.periodEnd < v.periodStart) ctx.addIssue({ code: 'custom', path: ['periodEnd'], message: PAYROLL_RUN_MESSAGES.rangeInverted });
    else if (daysBetween(v.periodStart, v.periodEnd) > 31)
      ctx.addIssue({ code: 'custom', path: ['periodEnd'], message: PAYROLL_RUN_MESSAGES.periodTooLong });
    if (v.selection === 'guards' && v.guardIds.length === 0)
      ctx.addIssue({ code: 'custom', path: ['guardIds'], message: PAYROLL_RUN_MESSAGES.guardsRequired });
    if (v.selection === 'post' && !v.postId) ctx.addIssue({ code: 'custom', path: ['postId'], message: PAYROLL_RUN_MESSAGES.postRequired });
  });
export type TRunInput = z.input<typeof ZRunInput>;

export const ZRunCan = z.object({
  calculate: z.boolean(),
  approve: z.boolean(),
  process: z.boolean(),
  delete: z.boolean(),
  adjust: z.boolean(),
});
export type TRunCan = z.infer<typeof ZRunCan>;

export const ZRun = z.object({
  id: ZId,
  number: z.number().int(),
  periodKind: z.enum(PERIOD_KINDS),
  periodStart: z.string(),
  periodEnd: z.string(),
  selection: z.enum(RUN_SELECTIONS),
  postId: ZId.nullable(),
  status: z.enum(RUN_STATUSES),
  progress: z.number().int(),
  guardCount: z.number().int(),
  error: z.string().nullable(),
  grossCents: z.number().int(),
  netCents: z.number().int(),
  notes: z.string().nullable(),
  calculatedAt: z.string().nullable(),
  approvedAt: z.string().nullable(),
  processedAt: z.string().nullable(),
  createdAt: z.string(),
  can: ZRunCan,
});
export type TRun = z.infer<typeof ZRun>;

export const ZRunListQuery = z.object({
  /** processed: the processed payrolls tab; open: every run not processed. */
  view: z.enum(['open', 'processed', 'all']).default('all'),
});
export type TRunListQuery = z.input<typeof ZRunListQuery>;

const ZMinutesByCategory = z.partialRecord(z.enum(PAY_CATEGORIES), z.number().int());

export const ZRunLine = z.object({
  id: ZId,
  guardId: ZId,
  guardName: z.string(),
  employeeNumber: z.string().nullable(),
  wageCents: z.number().int(),
  regularMinutes: z.number().int(),
  overtimeMinutes: z.number().int(),
  premiumMinutes: z.number().int(),
  unverifiedMinutes: z.number().int(),
  regularCents: z.number().int(),
  overtimeCents: z.number().int(),
  premiumCents: z.number().int(),
  specialServicesCents: z.number().int(),
  adjustmentsCents: z.number().int(),
  grossCents: z.number().int(),
  deductionsBeforeTaxCents: z.number().int(),
  taxesCents: z.number().int(),
  deductionsAfterTaxCents: z.number().int(),
  netCents: z.number().int(),
});
export type TRunLine = z.infer<typeof ZRunLine>;

const ZApplied = z.object({
  category: z.enum(PAY_CATEGORIES),
  minutes: z.number().int(),
  rule: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});

export const ZRunLineDetail = ZRunLine.extend({
  runId: ZId,
  ruleSet: z.string(),
  ruleVersion: z.string(),
  minutes: ZMinutesByCategory,
  pay: ZMinutesByCategory,
  days: z.array(
    z.object({
      date: z.string(),
      workedMinutes: z.number().int(),
      minutes: ZMinutesByCategory,
      applied: z.array(ZApplied),
      /** DAY_FLAGS when written; read as words, so a run stored before a flag was renamed still opens. */
      flags: z.array(z.string()),
    }),
  ),
  /** The workweeks the line pays minutes of (decision 0021); lines before issue 27 have start, workedMinutes, applied. */
  weeks: z.array(
    z.object({
      start: z.string(),
      end: z.string().optional(),
      /** The week ended in the period: its overtime is final. */
      ended: z.boolean().optional(),
      workedMinutes: z.number().int(),
      paidMinutes: z.number().int().optional(),
      /** The week's regular rate per hour (integer cents). */
      regularRateCents: z.number().int().optional(),
      applied: z.array(ZApplied),
    }),
  ),
  timeZone: z.string().optional(),
  differentialCents: z.number().int().optional(),
  deductions: z.array(z.object({ id: z.string(), name: z.string(), timing: z.enum(DEDUCTION_TIMINGS), amountCents: z.number().int() })),
  specialServices: z.array(
    z.object({
      opportunityId: z.string(),
      number: z.number().int(),
      title: z.string(),
      minutes: z.number().int(),
      amountCents: z.number().int(),
    }),
  ),
  adjustments: z.array(
    z.object({ amountCents: z.number().int(), kind: z.enum(ADJUSTMENT_KINDS), reason: z.string(), runId: z.string().nullable() }),
  ),
});
export type TRunLineDetail = z.infer<typeof ZRunLineDetail>;

export const ZRunWithLines = ZRun.extend({ lines: z.array(ZRunLine) });
export type TRunWithLines = z.infer<typeof ZRunWithLines>;

export const ZRunLineParams = z.object({ id: ZId, lineId: ZId });

export const ZAdjustmentInput = z
  .object({
    guardId: ZId,
    /** Positive adds to gross pay, negative takes from it. */
    amountCents: z
      .number()
      .int()
      .min(-9_999_999)
      .max(9_999_999)
      .refine((n) => n !== 0),
    kind: z.enum(ADJUSTMENT_KINDS).default('adjustment'),
    reason: z.string().trim().min(3, { message: PAYROLL_RUN_MESSAGES.reasonRequired }).max(500),
    correctsRunId: ZId.nullish().transform((v) => v ?? null),
  })
  .superRefine((v, ctx) => {
    if (v.kind === 'bonus' && v.amountCents < 0)
      ctx.addIssue({ code: 'custom', path: ['amountCents'], message: PAYROLL_RUN_MESSAGES.bonusPositive });
  });
export type TAdjustmentInput = z.input<typeof ZAdjustmentInput>;

export const EXPORT_LAYOUTS = ['generic', 'quickbooks'] as const;
export const ZRunExportQuery = z.object({ layout: z.enum(EXPORT_LAYOUTS).default('generic') });
export const ZPayStubQuery = z.object({ lang: z.enum(['es', 'en']).optional() });

// ---------- completed special services ----------

export const ZSpecialServicesQuery = z
  .object({ from: ZDateString, to: ZDateString })
  .refine((v) => v.from <= v.to, { message: PAYROLL_RUN_MESSAGES.rangeInverted, path: ['to'] });
export const ZPaidSpecialService = z.object({
  opportunityId: ZId,
  number: z.number().int(),
  title: z.string(),
  guardId: ZId,
  guardName: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  minutes: z.number().int(),
  rateCents: z.number().int().nullable(),
  amountCents: z.number().int().nullable(),
  /** The run that paid it (null: not paid yet). */
  runId: ZId.nullable(),
  runNumber: z.number().int().nullable(),
  runStatus: z.enum(RUN_STATUSES).nullable(),
});
export type TPaidSpecialService = z.infer<typeof ZPaidSpecialService>;

/** The company's guards for the page's pickers (employed ones first). */
export const ZPayrollGuard = z.object({ id: ZId, name: z.string(), stillEmployed: z.boolean() });
export type TPayrollGuard = z.infer<typeof ZPayrollGuard>;

/** The last day of a pay period that starts on `start`: weekly 7 days, biweekly 14, semi-monthly the 15th or the month's end, monthly the month's end. */
export const periodEndOf = (kind: TPeriodKind, start: string): string => {
  const [y, m, d] = start.split('-').map(Number);
  const iso = (date: Date) => date.toISOString().slice(0, 10);
  const lastOfMonth = iso(new Date(Date.UTC(y, m, 0)));
  if (kind === 'weekly') return iso(new Date(Date.UTC(y, m - 1, d + 6)));
  if (kind === 'biweekly') return iso(new Date(Date.UTC(y, m - 1, d + 13)));
  if (kind === 'semi_monthly') return d <= 15 ? iso(new Date(Date.UTC(y, m - 1, 15))) : lastOfMonth;
  return lastOfMonth;
};

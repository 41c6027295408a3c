// Payroll hours (issue 18): the contract between the overtime rule engine (rules/payroll-hours.ts) and its users
// (POST /api/payroll/calculate, pay runs, the what-if tool). Pure data: minutes are integers, instants are ISO
// strings with an offset, dates are 'yyyy-MM-dd' in the rule set's day definition. Money is not here: a pay run
// multiplies minutes by the guard's rate in integer cents with `PAY_CATEGORY_MULTIPLIER_PERCENT`.
//
// Changes to this file are additive only (new optional fields, new categories): both sides depend on it.

/** The jurisdictions whose overtime law the engine implements. */
export const RULE_SETS = ['us-flsa', 'us-ca', 'pr', 'mx'] as const;
export type TRuleSetId = (typeof RULE_SETS)[number];

/**
 * Every category an hour can be paid in. Each worked minute lands in exactly one of the "time" categories
 * (regular … overtime_300), at its highest applicable rate (no pyramiding). Premiums are paid on top of the
 * minute's time category: they add minutes to a premium category without removing them from the time category.
 */
export const TIME_CATEGORIES = ['regular', 'overtime_150', 'overtime_200', 'overtime_300'] as const;
export const PREMIUM_CATEGORIES = [
  /** Mexico: 25 % on top for work on a Sunday. */
  'sunday_premium_25',
  /** Mexico: work on the weekly rest day or a statutory holiday, double on top (100 % more). */
  'rest_day_premium_200',
  'holiday_premium_200',
  /** Puerto Rico / California: a meal period missed or late, paid at the company's penalty rate. */
  'meal_penalty',
] as const;
export const PAY_CATEGORIES = [...TIME_CATEGORIES, ...PREMIUM_CATEGORIES] as const;
export type TTimeCategory = (typeof TIME_CATEGORIES)[number];
export type TPremiumCategory = (typeof PREMIUM_CATEGORIES)[number];
export type TPayCategory = (typeof PAY_CATEGORIES)[number];

/**
 * What one hour of a category pays, in percent of the guard's regular hourly wage (a premium's extra only).
 * `meal_penalty` uses the company's configured rate (`TRuleOptions.mealPenaltyPercent`), default 100.
 */
export const PAY_CATEGORY_MULTIPLIER_PERCENT: Record<Exclude<TPayCategory, 'meal_penalty'>, number> = {
  regular: 100,
  overtime_150: 150,
  overtime_200: 200,
  overtime_300: 300,
  sunday_premium_25: 25,
  rest_day_premium_200: 200,
  holiday_premium_200: 200,
};

/** One stretch of work: instants with offsets (e.g. '2026-03-08T22:00:00-05:00'), an unpaid break inside it. */
export type TWorkEntry = {
  start: string;
  end: string;
  breakMinutes?: number;
  /** When the (first) meal break began, minutes after `start`; absent = unknown (no meal rule is applied). */
  mealStartMinute?: number;
  /** Where the minutes came from: a punch pair, or the schedule (no attendance) — shown as "unverified". */
  source?: 'attendance' | 'schedule' | 'manual';
  /** The id of what it came from (attendance record pair, occurrence), echoed back for the audit trail. */
  ref?: string;
};

export type TRuleOptions = {
  /** Puerto Rico: an alternate 4 × 10 week agreed with the guard (daily overtime after 10 h). */
  alternateWeek?: boolean;
  /** Puerto Rico: a 20-minute meal period agreed for guards (instead of 1 h / 30 min). */
  shortMealAgreement?: boolean;
  /** Meal penalty rate in percent of the wage (Puerto Rico default 150 … company setting). */
  mealPenaltyPercent?: number;
  /** Mexico: the kind of shift, which sets the legal day (8, 7.5 or 7 h). */
  mexicoShift?: 'day' | 'mixed' | 'night';
  /** Mexico: the guard's weekly rest day (0 = Sunday … 6 = Saturday), default Sunday. */
  restDay?: number;
  /** First day of the workweek (0 = Sunday … 6 = Saturday), default the company's. */
  weekStartsOn?: number;
};

export type TCalculateInput = {
  ruleSet: TRuleSetId;
  /** IANA zone whose calendar days define "a day" (the company's or the post's). */
  timeZone: string;
  /** The guard's hire date: Puerto Rico keeps pre-Law-4-2017 rights for guards hired before 2017-01-26. */
  hireDate?: string | null;
  /** Statutory and company holidays ('yyyy-MM-dd') that apply to the guard in the period. */
  holidays?: string[];
  options?: TRuleOptions;
  entries: TWorkEntry[];
};

/** Why minutes were put in a category: a stable key (translated in the UI) and its parameters. */
export type TRuleApplication = {
  category: TPayCategory;
  minutes: number;
  /** e.g. 'pr.daily_over_8', 'us-ca.seventh_day_first_8', 'mx.extra_over_9_week'. */
  rule: string;
  params?: Record<string, string | number>;
};

export type TMinutesByCategory = Partial<Record<TPayCategory, number>>;

export type TDayResult = {
  date: string;
  workedMinutes: number;
  minutes: TMinutesByCategory;
  applied: TRuleApplication[];
  /** e.g. 'unverified' when any entry came from the schedule, 'holiday', 'seventh_day', 'rest_day'. */
  flags: string[];
};

export type TWeekResult = {
  /** The workweek's first day. */
  start: string;
  workedMinutes: number;
  minutes: TMinutesByCategory;
  applied: TRuleApplication[];
};

export type TCalculateResult = {
  ruleSet: TRuleSetId;
  /** The version of the rules used, by effective date (e.g. 'pr-2017-01-26', 'mx-2026'). */
  ruleVersion: string;
  days: TDayResult[];
  weeks: TWeekResult[];
  totals: TMinutesByCategory;
  workedMinutes: number;
};

/** The engine's entry point, implemented in rules/payroll-hours.ts. */
export type TCalculateHours = (input: TCalculateInput) => TCalculateResult;

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
  /** Where the minutes came from: a punch pair, the schedule (no attendance: "unverified"), a special service. */
  source?: 'attendance' | 'schedule' | 'manual' | 'special_service';
  /** Straight-time hourly rate of these hours in cents (the post's pay rate in force that day); absent: the wage. */
  rateCents?: number;
  /** Per hour worked (a post's hazard or shift differential): part of the regular rate (29 CFR 778.207(b)). */
  differentialCents?: number;
  /** Per hour worked inside the night window (`TPayInput.nightWindow`): part of the regular rate. */
  nightDifferentialCents?: number;
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
  /** Minute of that day the workweek starts; default the rule set's (Puerto Rico 1: Monday 12:01 a.m., 29 LPRA 273a). */
  weekStartMinute?: number;
  /** Puerto Rico: a fixed 24-hour cycle notified in writing (29 LPRA 273(a)), its start in minutes; absent = calendar day. */
  dayCycleStartMinute?: number;
  /** California: the employer-chosen start of the workday (Lab. Code 500(a)), minutes after midnight; absent = midnight. */
  workdayStartMinute?: number;
  /** The profile type's thresholds in minutes: contractual overtime sooner than the law; Mexico art. 59 distribution. */
  dailyThresholdMinutes?: number;
  weeklyThresholdMinutes?: number;
  /** Puerto Rico: the employer is covered by the FLSA — pre-2017 hires' weekly overtime at 1.5× (default true). */
  flsaCovered?: boolean;
  /** Puerto Rico, hires before 26 Jan 2017: 'calendar' (default; the reform's day for all) or 'window24' (kept). */
  prPre2017Day?: 'calendar' | 'window24';
  /** Meal period worked: 'total' (default: paid at the penalty rate in all) or 'extra' (the penalty rate on top). */
  mealPenaltyReading?: 'total' | 'extra';
  /** Mexico: a jornada starting Saturday with Sunday hours: 'shift_start' (default: no Sunday premium) or 'hours_on_sunday'. */
  mxSundayReading?: 'shift_start' | 'hours_on_sunday';
};

/** Money (decision 0021): straight time at each entry's rate, the regular rate per workweek, premiums on it. */
export type TPayInput = {
  /** The guard's hourly wage in cents: the rate of entries without their own. */
  wageCents: number;
  /** Two rates in one week: weighted average regular rate (29 CFR 778.115, default) or the hour's rate (778.419). */
  basis?: 'weighted' | 'hour_rate';
  /** Non-discretionary bonuses (778.208–.210) by workweek start ('yyyy-MM-dd'): part of that week's regular rate. */
  bonusCentsByWeek?: Record<string, number>;
  /** The company's night window for night differentials, minutes after midnight (default 22:00–06:00). */
  nightWindow?: { from: number; to: number };
  /**
   * The guard's contractual overtime rate per hour: an hour of the first overtime tier (1.5×; Mexico's double) pays at
   * least this (a contract may pay more than the law, never less; `overtimeHourCents` prices the same hour).
   */
  overtimeRateCents?: number | null;
};

/** Cents of a day or week: each category's pay, straight time, differentials, and the week's regular rate. */
export type TPayResult = {
  /** Each category's pay: a time category's minutes at straight time plus its overtime part; a premium in full. */
  cents: TMinutesByCategory;
  /** Every worked minute at its own rate (the "straight time"), included in `cents`' time categories. */
  straightCents: number;
  /** Shift, hazard and night differentials (not in `cents`). */
  differentialCents: number;
  /** Special services' regular minutes at their own rate (not in `cents`); in an overtime category they are in `cents`. */
  specialServiceCents?: number;
  /** The week's regular rate per hour, in integer cents (weeks only; pay is computed on the exact rate). */
  regularRateCents?: number;
  /** Everything: `cents` summed plus `differentialCents` and `specialServiceCents`. */
  totalCents: number;
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
  /** When given, the result carries cents per day and week (`pay`). */
  pay?: TPayInput;
  /** A pay period: what of the calculation is paid in it (`TCalculateResult.period`). */
  period?: TPeriodSelection;
  /** When true, the result lists every worked piece with its entry and time category (`TCalculateResult.pieces`). */
  withPieces?: boolean;
};

/**
 * A stretch of one entry's worked time in one time category (breaks left out), as the rules classified it: invoicing
 * bills these minutes in the kind payroll paid them (overtime here is overtime on the invoice), so the two reconcile.
 */
export type TWorkPiece = { entry: number; startMs: number; endMs: number; category: TTimeCategory; week: string };

/**
 * A pay period inside a calculation of whole workweeks (29 CFR 778.104, 778.106): every minute worked on a day of the
 * period is paid in it, in the category its whole workweek gives it — a week's overtime is known by the period in
 * which the week ends at the latest. Special services (entries with source 'special_service') count in the weeks they
 * were worked but are paid in the period they were completed in: those listed in `serviceEntries` now, wherever they
 * fall, and the others never in this period.
 */
export type TPeriodSelection = { from: string; to: string; serviceEntries?: number[] };

export type TPeriodWeek = {
  start: string;
  /** The workweek's last date. */
  end: string;
  /** The week ends in or before the period: its overtime is final. */
  ended: boolean;
  /** Worked in the whole week, and paid in this period. */
  workedMinutes: number;
  paidMinutes: number;
};

export type TPeriodResult = {
  from: string;
  to: string;
  workedMinutes: number;
  minutes: TMinutesByCategory;
  /** Of `minutes.regular`, those of special services (paid on their own line). */
  specialServiceMinutes: number;
  applied: TRuleApplication[];
  weeks: TPeriodWeek[];
  pay?: TPayResult;
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

/**
 * What a day's result can be flagged with: an entry came from the schedule (not punched), a holiday, the seventh
 * consecutive day worked, Mexico's weekly rest day.
 */
export const DAY_FLAGS = ['unverified', 'holiday', 'seventh_day', 'rest_day'] as const;
export type TDayFlag = (typeof DAY_FLAGS)[number];

export type TDayResult = {
  date: string;
  workedMinutes: number;
  minutes: TMinutesByCategory;
  applied: TRuleApplication[];
  flags: TDayFlag[];
  pay?: TPayResult;
};

export type TWeekResult = {
  /** The workweek's first day. */
  start: string;
  workedMinutes: number;
  minutes: TMinutesByCategory;
  applied: TRuleApplication[];
  pay?: TPayResult;
};

export type TCalculateResult = {
  ruleSet: TRuleSetId;
  /** The version of the rules used, by effective date (e.g. 'pr-2017-01-26', 'mx-2026'). */
  ruleVersion: string;
  days: TDayResult[];
  weeks: TWeekResult[];
  totals: TMinutesByCategory;
  workedMinutes: number;
  pay?: TPayResult;
  period?: TPeriodResult;
  /** Every worked piece of the calculation, in time order (only when `withPieces`). */
  pieces?: TWorkPiece[];
};

/** The engine's entry point, implemented in rules/payroll-hours.ts. */
export type TCalculateHours = (input: TCalculateInput) => TCalculateResult;

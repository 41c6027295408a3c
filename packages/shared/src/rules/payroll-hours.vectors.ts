// Test vectors of the overtime rule engine (issue 18), written from the statutes, not from the code: each is a
// week of punches with the minutes expected in each category, and the legal reasoning in a comment. The engine's
// tests (payroll-hours.test.ts) run them all; the API tests run a few through POST /api/payroll/calculate.
//
// Entries are [date, start 'HH:mm', end 'HH:mm', break minutes?, meal start minute?] in the vector's time zone;
// an end at or before the start is on the next day.
import type { TMinutesByCategory, TRuleOptions, TRuleSetId } from './payroll-hours.types';

export type TVectorEntry = [date: string, start: string, end: string, breakMinutes?: number, mealStartMinute?: number];

export type TPayrollVector = {
  name: string;
  ruleSet: TRuleSetId;
  timeZone: string;
  hireDate?: string;
  options?: TRuleOptions;
  holidays?: string[];
  entries: TVectorEntry[];
  /** Expected totals for the whole input, in minutes. */
  totals: TMinutesByCategory;
  /** Expected minutes per day (only the days listed are checked). */
  days?: Record<string, TMinutesByCategory>;
  /** Rule keys that must appear among the explanations. */
  rules?: string[];
  ruleVersion?: string;
};

const H = 60;
const NY = 'America/New_York';
const LA = 'America/Los_Angeles';
const PR = 'America/Puerto_Rico';
const MX = 'America/Mexico_City';

/** `count` consecutive days from `from`, each with the same times. */
const week = (from: string, count: number, start: string, end: string, breakMinutes?: number, mealStart?: number): TVectorEntry[] => {
  const out: TVectorEntry[] = [];
  const d = new Date(`${from}T00:00:00Z`);
  for (let i = 0; i < count; i++) {
    const date = d.toISOString().slice(0, 10);
    out.push(
      breakMinutes === undefined
        ? [date, start, end]
        : mealStart === undefined
          ? [date, start, end, breakMinutes]
          : [date, start, end, breakMinutes, mealStart],
    );
    d.setUTCDate(d.getUTCDate() + 1);
  }
  return out;
};

export const PAYROLL_VECTORS: TPayrollVector[] = [
  // ---- US federal (FLSA, 29 U.S.C. § 207(a)(1)) -----------------------------------------------------------------
  {
    // § 207(a)(1): hours over 40 in the workweek at not less than 1.5× the regular rate; no daily overtime.
    // 5 × 9 h = 45 h → 40 h regular, 5 h at 1.5×, all the overtime falling on Friday (the hours past the 40th).
    name: 'FLSA: 45 hours in the week',
    ruleSet: 'us-flsa',
    timeZone: NY,
    entries: week('2026-03-02', 5, '08:00', '17:00'),
    totals: { regular: 40 * H, overtime_150: 5 * H },
    days: { '2026-03-05': { regular: 9 * H }, '2026-03-06': { regular: 4 * H, overtime_150: 5 * H } },
    rules: ['us-flsa.regular', 'us-flsa.weekly_over_40'],
    ruleVersion: 'us-flsa-1938',
  },
  {
    // 29 C.F.R. § 778.104: each workweek stands alone; a shift crossing midnight into the next workweek puts its
    // hours in the week they were worked (§ 778.105: the workweek is a fixed 168-hour period; here Sunday 00:00).
    // Week of 1 March: Sunday–Thursday 5 × 8 h = 40 h, then Saturday 7 March 20:00 → Sunday 8 March 04:00.
    // Saturday 20:00–24:00 = 4 h in week 1, all over 40 → 1.5×. Sunday 00:00–04:00 crosses New York's spring-forward
    // change (02:00 EST → 03:00 EDT): 3 real hours, in week 2, regular.
    name: 'FLSA: a shift crossing midnight at the week boundary (and the spring-forward hour)',
    ruleSet: 'us-flsa',
    timeZone: NY,
    entries: [...week('2026-03-01', 5, '09:00', '17:00'), ['2026-03-07', '20:00', '04:00']],
    totals: { regular: 43 * H, overtime_150: 4 * H },
    days: { '2026-03-07': { overtime_150: 4 * H }, '2026-03-08': { regular: 3 * H } },
  },
  {
    // Hours worked are real elapsed hours (29 C.F.R. § 785.11): on the fall-back night (1 November 2026) 22:00 →
    // 06:00 lasts 9 h, the repeated hour being worked twice. Five nights 22:00–06:00 starting Monday 26 – Friday
    // 30 October, and Saturday 31 October 22:00 → Sunday 06:00. Week 1 (Sunday 25 – Saturday 31 October) holds
    // 5 × 8 h plus Saturday 22:00–24:00 = 42 h → 2 h at 1.5× (on Saturday). Week 2 starts Sunday 1 November at
    // 00:00: 00:00–06:00 EST that day is 7 real hours → regular.
    name: 'FLSA: an overnight shift across the New York fall-back change counts 9 real hours',
    ruleSet: 'us-flsa',
    timeZone: NY,
    entries: [...week('2026-10-26', 5, '22:00', '06:00'), ['2026-10-31', '22:00', '06:00']],
    totals: { regular: 47 * H, overtime_150: 2 * H },
    days: { '2026-10-31': { regular: 6 * H, overtime_150: 2 * H }, '2026-11-01': { regular: 7 * H } },
  },
  // ---- California (Labor Code § 510(a)) ---------------------------------------------------------------------------
  {
    // § 510(a): 1.5× over 8 h in a workday and over 40 h in the workweek, and for the first 8 h on the 7th
    // consecutive day of work in a workweek; 2× over 12 h in a day and over 8 h on that 7th day. Hours already
    // paid as daily overtime do not count toward the 40 (no pyramiding; DLSE Manual § 48.1.5).
    // 7 × 9 h, Sunday–Saturday: Sun–Thu 8 h regular + 1 h daily OT each (40 h regular reached on Thursday);
    // Friday: its 8 h are over 40 regular → 1.5× (weekly) + 1 h daily 1.5×; Saturday is the 7th consecutive day:
    // first 8 h at 1.5×, the 9th hour at 2×. Regular 40, 1.5× 5 + 9 + 8 = 22, 2× 1.
    name: 'California: 7 days of 9 hours',
    ruleSet: 'us-ca',
    timeZone: LA,
    entries: week('2026-03-01', 7, '08:00', '17:00'),
    totals: { regular: 40 * H, overtime_150: 22 * H, overtime_200: 1 * H },
    days: {
      '2026-03-01': { regular: 8 * H, overtime_150: 1 * H },
      '2026-03-06': { overtime_150: 9 * H },
      '2026-03-07': { overtime_150: 8 * H, overtime_200: 1 * H },
    },
    rules: ['us-ca.daily_over_8', 'us-ca.weekly_over_40', 'us-ca.seventh_day_first_8', 'us-ca.seventh_day_over_8'],
  },
  {
    // § 510(a): a 13-hour day → 8 regular, 4 at 1.5× (9th–12th hour), 1 at 2× (over 12).
    name: 'California: one 13-hour day',
    ruleSet: 'us-ca',
    timeZone: LA,
    entries: [['2026-03-03', '06:00', '19:00']],
    totals: { regular: 8 * H, overtime_150: 4 * H, overtime_200: 1 * H },
    rules: ['us-ca.daily_over_12'],
  },
  {
    // Workdays are calendar days (§ 500(a): a 24-hour period beginning at the same time each day; here midnight).
    // Spring forward in Los Angeles on 8 March 2026: Saturday 20:00 → Sunday 08:00 lasts 11 real hours: 4 h on
    // Saturday, 7 h on Sunday → all regular. Fall back (1 November): the same shift lasts 13 h: 4 h Saturday,
    // 9 h Sunday → 1 h daily overtime on Sunday.
    name: 'California: overnight shifts across both DST changes are split by calendar day in real hours',
    ruleSet: 'us-ca',
    timeZone: LA,
    entries: [
      ['2026-03-07', '20:00', '08:00'],
      ['2026-10-31', '20:00', '08:00'],
    ],
    totals: { regular: 23 * H, overtime_150: 1 * H },
    days: {
      '2026-03-07': { regular: 4 * H },
      '2026-03-08': { regular: 7 * H },
      '2026-10-31': { regular: 4 * H },
      '2026-11-01': { regular: 8 * H, overtime_150: 1 * H },
    },
  },
  // ---- Puerto Rico (Law 379 of 1948 as amended by Law 4-2017) ---------------------------------------------------
  {
    // Art. 4 and 5: over 8 h in the 24-hour period is overtime; art. 6 as amended: 1.5× for employees hired on or
    // after 26 January 2017. 5 × 10 h (07:00–18:00 with a 1-hour meal at 11:00, i.e. after 4 h: art. 15 met).
    // Each day 8 h regular + 2 h at 1.5×; 40 h regular in the week → no weekly overtime on top.
    name: 'Puerto Rico: 5 × 10 h',
    ruleSet: 'pr',
    timeZone: PR,
    hireDate: '2020-05-01',
    entries: week('2026-03-02', 5, '07:00', '18:00', 60, 240),
    totals: { regular: 40 * H, overtime_150: 10 * H },
    days: { '2026-03-02': { regular: 8 * H, overtime_150: 2 * H } },
    rules: ['pr.regular', 'pr.daily_over_8'],
    ruleVersion: 'pr-2017-01-26',
  },
  {
    // Art. 5 as amended by Law 4-2017: an alternate weekly schedule agreed in writing lets the employee work up to
    // 10 h a day without daily overtime, 40 h a week. 5 × 10 h = 50 h: no daily overtime, but the 41st–50th hours
    // are over 40 in the week → 1.5× (on Friday).
    name: 'Puerto Rico: 5 × 10 h in an alternate week',
    ruleSet: 'pr',
    timeZone: PR,
    hireDate: '2020-05-01',
    options: { alternateWeek: true },
    entries: week('2026-03-02', 5, '07:00', '18:00', 60, 240),
    totals: { regular: 40 * H, overtime_150: 10 * H },
    days: { '2026-03-02': { regular: 10 * H }, '2026-03-06': { overtime_150: 10 * H } },
    rules: ['pr.weekly_over_40'],
  },
  {
    // The alternate week's purpose: 4 × 10 h = 40 h with no overtime at all (without the agreement: 4 × 2 h).
    name: 'Puerto Rico: 4 × 10 h in an alternate week has no overtime',
    ruleSet: 'pr',
    timeZone: PR,
    options: { alternateWeek: true },
    entries: week('2026-03-02', 4, '07:00', '18:00', 60, 240),
    totals: { regular: 40 * H },
  },
  {
    // Law 4-2017 art. 1.2: employees hired before 26 January 2017 keep the rights they had. Law 379 before the
    // amendment paid daily overtime at double (art. 6, "tipo doble"). A guard hired in 2015, 5 × 10 h → 40 h
    // regular, 10 h at 2×.
    name: 'Puerto Rico: a guard hired in 2015 works 5 × 10 h (double time)',
    ruleSet: 'pr',
    timeZone: PR,
    hireDate: '2015-08-17',
    entries: week('2026-03-02', 5, '07:00', '18:00', 60, 240),
    totals: { regular: 40 * H, overtime_200: 10 * H },
    rules: ['pr.daily_over_8_pre_2017'],
  },
  {
    // Same guard (hired 2015), 7 × 8 h Monday–Sunday: Monday–Friday 40 h regular; Saturday is over 40 in the week
    // → 2× (Law 379 before 2017); Sunday is the 7th consecutive day, the day of rest (Law 289 of 1946, "séptimo
    // día") → 2× for all its hours.
    name: 'Puerto Rico: a guard hired in 2015 works 7 days of 8 h',
    ruleSet: 'pr',
    timeZone: PR,
    hireDate: '2015-08-17',
    entries: week('2026-03-02', 7, '07:00', '15:00'),
    totals: { regular: 40 * H, overtime_200: 16 * H },
    days: { '2026-03-07': { overtime_200: 8 * H }, '2026-03-08': { overtime_200: 8 * H } },
    rules: ['pr.weekly_over_40_pre_2017', 'pr.seventh_day_pre_2017'],
  },
  {
    // The same week for a guard hired after the reform: Saturday over 40 → 1.5×, Sunday the 7th day → 1.5×
    // (Law 289 as amended by Law 4-2017: the day of rest worked at the overtime rate).
    name: 'Puerto Rico: a guard hired in 2020 works 7 days of 8 h',
    ruleSet: 'pr',
    timeZone: PR,
    hireDate: '2020-05-01',
    entries: week('2026-03-02', 7, '07:00', '15:00'),
    totals: { regular: 40 * H, overtime_150: 16 * H },
    rules: ['pr.weekly_over_40', 'pr.seventh_day'],
  },
  {
    // Art. 4: the working day is a 24-hour period counted from when the employee starts work. Monday 08:00–16:00,
    // Tuesday 06:00–14:00: Tuesday 06:00–08:00 falls within Monday's 24 hours → Monday's period has 10 h, 2 h of
    // them overtime; Tuesday's period starts at 08:00 and holds 6 h.
    name: "Puerto Rico: the 24-hour cycle (an early start the next day is the previous day's overtime)",
    ruleSet: 'pr',
    timeZone: PR,
    entries: [
      ['2026-03-02', '08:00', '16:00'],
      ['2026-03-03', '06:00', '14:00'],
    ],
    totals: { regular: 14 * H, overtime_150: 2 * H },
    days: { '2026-03-02': { regular: 8 * H, overtime_150: 2 * H }, '2026-03-03': { regular: 6 * H } },
  },
  {
    // Art. 15: the meal must start before the end of the 5th consecutive hour of work; a day of at most 6 h may
    // skip it; a second meal is due past 10 h, which may be skipped when the day is at most 12 h. Penalty at the
    // company's rate (here 150 %): late meal (starts after 6 h) → the hour of the meal period that was due
    // (60 min); a 13-hour day with one meal → the second meal (60 min); a 6-hour day without a meal → nothing.
    name: 'Puerto Rico: meal periods (late, second meal, short day)',
    ruleSet: 'pr',
    timeZone: PR,
    options: { mealPenaltyPercent: 150 },
    entries: [
      ['2026-03-02', '07:00', '16:00', 60, 360],
      ['2026-03-03', '07:00', '21:00', 60, 240],
      ['2026-03-04', '08:00', '14:00', 0, 0],
    ],
    totals: { regular: 22 * H, overtime_150: 5 * H, meal_penalty: 2 * H },
    days: {
      '2026-03-02': { regular: 8 * H, meal_penalty: 60 },
      '2026-03-03': { regular: 8 * H, overtime_150: 5 * H, meal_penalty: 60 },
      '2026-03-04': { regular: 6 * H },
    },
    rules: ['pr.meal_late', 'pr.second_meal_missing'],
  },
  {
    // Art. 15 as amended: security guards may agree to a 20-minute meal. A 20-minute meal at 4 h is then on time
    // and long enough; without the agreement it is 40 minutes short of the hour.
    name: 'Puerto Rico: a 20-minute meal with and without the guards’ agreement',
    ruleSet: 'pr',
    timeZone: PR,
    options: { shortMealAgreement: true },
    entries: [['2026-03-02', '07:00', '15:20', 20, 240]],
    totals: { regular: 8 * H },
  },
  {
    name: 'Puerto Rico: a 20-minute meal without the agreement',
    ruleSet: 'pr',
    timeZone: PR,
    options: { mealPenaltyPercent: 150 },
    entries: [['2026-03-02', '07:00', '15:20', 20, 240]],
    totals: { regular: 8 * H, meal_penalty: 40 },
    rules: ['pr.meal_short'],
  },
  // ---- Mexico (Ley Federal del Trabajo) ---------------------------------------------------------------------------
  {
    // Art. 60–61: a night shift (20:00–06:00) has a 7-hour legal day. Six nights 22:00–07:00 (9 h, 8 of them at
    // night → night shift) → 2 h extra each = 12 extra hours in the week. Art. 67–68 (2026 limits): the first 9
    // extra hours at double, the rest (3 h) at triple. Ordinary hours 6 × 7 = 42 ≤ 48 (the 2026 weekly maximum).
    name: 'Mexico: night shifts with 12 extra hours in a week (2026)',
    ruleSet: 'mx',
    timeZone: MX,
    options: { restDay: 0 },
    entries: week('2026-03-02', 6, '22:00', '07:00'),
    totals: { regular: 42 * H, overtime_200: 9 * H, overtime_300: 3 * H },
    days: {
      '2026-03-02': { regular: 7 * H, overtime_200: 2 * H },
      '2026-03-06': { regular: 7 * H, overtime_200: 1 * H, overtime_300: 1 * H },
      '2026-03-07': { regular: 7 * H, overtime_300: 2 * H },
    },
    rules: ['mx.legal_day_night', 'mx.extra_daily', 'mx.extra_over_cap_week'],
    ruleVersion: 'mx-2026',
  },
  {
    // The same week in 2027 under the reform's table: 12 extra hours a week at double → no triple time; the weekly
    // maximum is 46 h (42 ordinary hours are within it).
    name: 'Mexico: the same night shifts in 2027 (12 extra hours at double)',
    ruleSet: 'mx',
    timeZone: MX,
    entries: week('2027-03-01', 6, '22:00', '07:00'),
    totals: { regular: 42 * H, overtime_200: 12 * H },
  },
  {
    // Art. 60: a mixed shift of 7.5 h (15:00–22:30, 2.5 h at night) → no extra; 18:00–02:00 has 6 h at night
    // (3.5 h or more) → a night shift of 7 h → 1 h extra at double.
    name: 'Mexico: mixed shifts, and a mixed shift with 3.5 h of night is a night shift',
    ruleSet: 'mx',
    timeZone: MX,
    entries: [
      ['2026-03-03', '15:00', '22:30'],
      ['2026-03-04', '18:00', '02:00'],
    ],
    totals: { regular: 14.5 * H, overtime_200: 1 * H },
    rules: ['mx.legal_day_mixed', 'mx.legal_day_night'],
  },
  {
    // Art. 71: Sunday work +25 % of the day's pay (prima dominical); art. 73: work on the weekly rest day paid
    // double on top of the day's pay; art. 74–75: work on a statutory holiday (first Monday of February,
    // 2 February 2026) double on top. The rest day is Sunday here: Sunday 8 h → 25 % and 200 % premiums; Monday
    // the holiday 8 h → 200 % holiday premium. Day shifts of 8 h → no extra hours.
    name: 'Mexico: Sunday, the rest day and a holiday',
    ruleSet: 'mx',
    timeZone: MX,
    options: { restDay: 0, mexicoShift: 'day' },
    holidays: ['2026-02-02'],
    entries: [
      ['2026-02-01', '08:00', '16:00'],
      ['2026-02-02', '08:00', '16:00'],
    ],
    totals: { regular: 16 * H, sunday_premium_25: 8 * H, rest_day_premium_200: 8 * H, holiday_premium_200: 8 * H },
    days: {
      '2026-02-01': { regular: 8 * H, sunday_premium_25: 8 * H, rest_day_premium_200: 8 * H },
      '2026-02-02': { regular: 8 * H, holiday_premium_200: 8 * H },
    },
    rules: ['mx.sunday_premium', 'mx.rest_day', 'mx.holiday'],
  },
  {
    // 2030 under the reform: the weekly maximum is 40 h. Six day shifts of 8 h (Monday–Saturday): no day exceeds
    // the 8-hour legal day, but the 41st–48th ordinary hours are over the weekly maximum → 8 extra hours at double.
    name: 'Mexico: 48 hours in 2030 exceed the 40-hour weekly maximum',
    ruleSet: 'mx',
    timeZone: MX,
    entries: week('2030-03-04', 6, '08:00', '16:00'),
    totals: { regular: 40 * H, overtime_200: 8 * H },
    rules: ['mx.weekly_over_max'],
  },
];

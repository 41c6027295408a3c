// Test vectors: Puerto Rico (Law 379 of 1948 as amended by Law 4-2017, 29 LPRA 271 et seq.; Law 289 of 1946,
// 29 LPRA 295 et seq.; Law 83 of 1995). Written from the primary sources named in each vector, not from the engine's
// code; every figure was worked out by hand first (the arithmetic is in the comments).
//
// The law as read here:
// - 29 LPRA 273(a): overtime is work over 8 h in a calendar day, or in a fixed 24-hour cycle the employer notified in
//   writing (5 days ahead, with 8 h of rest between shifts); 273(b) over 40 h in the workweek; 273(d) work on the day
//   of rest (Law 289: one day of rest for every six of work → the 7th consecutive day).
// - 29 LPRA 273a: the workweek is 168 consecutive hours from the day and hour the employer notified, else Monday
//   12:01 a.m.; an alternate weekly schedule agreed in writing: up to 10 h a day, 40 a week, without daily overtime.
// - 29 LPRA 274: overtime at time and a half (hires from 26 Jan 2017). Law 4-2017 art. 1.2: earlier hires keep their
//   greater rights: double time (Law 379 § 6 before 2017), except weekly overtime at an FLSA-covered employer, which
//   Law 83 of 1995 set at time and a half; the day of rest worked at double (Law 289 § 4 before 2017).
// - 29 LPRA 283: the meal starts by the end of the 5th consecutive hour; it may be skipped when the day is ≤ 6 h; 1 h,
//   30 min by written stipulation, 20 min for security guards; a second meal when the day exceeds 10 h, waivable
//   when it does not exceed 12 h and the first was taken; a meal period worked is paid at time and a half.
// Puerto Rico keeps Atlantic Standard Time all year (no daylight-saving change): a night is always 8 h of clock.
import { H, PR, week } from './payroll-hours.vectors.kit';
import type { TPayrollVector } from './payroll-hours.vectors.kit';

/** A guard hired after the reform, and one hired before it (Law 4-2017 art. 1.2). */
const HIRED_2020 = '2020-05-01';
const HIRED_2015 = '2015-08-17';

export const PR_VECTORS: TPayrollVector[] = [
  {
    // 29 LPRA 273(a): over 8 h in the calendar day is overtime; 274: 1.5× for hires from 26 Jan 2017. 5 × 10 h
    // (07:00–18:00 with a 1-hour meal at 11:00, i.e. after 4 h: 283 met; 10 h does not exceed 10 → no second meal).
    // Each day 8 h regular + 2 h at 1.5×; 5 × 8 = 40 h regular in the week → no weekly overtime on top.
    name: 'Puerto Rico: 5 × 10 h',
    source: '29 LPRA 273(a), 274 (Law 379 as amended by Law 4-2017)',
    ruleSet: 'pr',
    timeZone: PR,
    hireDate: HIRED_2020,
    entries: week('2026-03-02', 5, '07:00', '18:00', 60, 240),
    totals: { regular: 40 * H, overtime_150: 10 * H },
    days: { '2026-03-02': { regular: 8 * H, overtime_150: 2 * H } },
    rules: ['pr.regular', 'pr.daily_over_8'],
    ruleVersion: 'pr-2017-01-26',
  },
  {
    // 29 LPRA 273a: an alternate weekly schedule agreed in writing lets the employee work up to 10 h a day without
    // daily overtime, 40 h a week. 5 × 10 h = 50 h: no daily overtime, but the 41st–50th hours are over 40 in the
    // week (273(b)) → 1.5× — all of Friday.
    name: 'Puerto Rico: 5 × 10 h in an alternate week',
    source: '29 LPRA 273a (alternate weekly schedule), 273(b), 274',
    ruleSet: 'pr',
    timeZone: PR,
    hireDate: HIRED_2020,
    options: { alternateWeek: true },
    entries: week('2026-03-02', 5, '07:00', '18:00', 60, 240),
    totals: { regular: 40 * H, overtime_150: 10 * H },
    days: { '2026-03-02': { regular: 10 * H }, '2026-03-06': { overtime_150: 10 * H } },
    rules: ['pr.weekly_over_40'],
  },
  {
    // 29 LPRA 273a: the alternate week's purpose — 4 × 10 h = 40 h with no overtime at all (without the agreement:
    // 4 × 2 h at 1.5×).
    name: 'Puerto Rico: 4 × 10 h in an alternate week has no overtime',
    source: '29 LPRA 273a (alternate weekly schedule)',
    ruleSet: 'pr',
    timeZone: PR,
    options: { alternateWeek: true },
    entries: week('2026-03-02', 4, '07:00', '18:00', 60, 240),
    totals: { regular: 40 * H },
  },
  {
    // Law 4-2017 art. 1.2: employees hired before 26 January 2017 keep the rights they had; Law 379 § 6 before the
    // amendment paid daily overtime at double ("tipo doble"). A guard hired in 2015, 5 × 10 h → 5 × 8 = 40 h
    // regular, 5 × 2 = 10 h at 2×.
    name: 'Puerto Rico: a guard hired in 2015 works 5 × 10 h (double time)',
    source: 'Law 4-2017 art. 1.2; Law 379 § 6 (29 LPRA 274) before Law 4-2017',
    ruleSet: 'pr',
    timeZone: PR,
    hireDate: HIRED_2015,
    entries: week('2026-03-02', 5, '07:00', '18:00', 60, 240),
    totals: { regular: 40 * H, overtime_200: 10 * H },
    rules: ['pr.daily_over_8_pre_2017'],
  },
  {
    // Same guard (hired 2015), 7 × 8 h Monday–Sunday, at an FLSA-covered company (the default): Monday–Friday 40 h
    // regular; Saturday is over 40 in the week → 1.5× (Law 379 § 6 as amended by Law 83 of 1995: an employer
    // covered by the FLSA pays weekly overtime at time and a half); Sunday is the 7th consecutive day, the day of
    // rest (Law 289 of 1946, 29 LPRA 295) → 2× for all its hours (Law 289 § 4 before 2017, kept by art. 1.2).
    name: 'Puerto Rico: a guard hired in 2015 works 7 days of 8 h (FLSA-covered employer)',
    source: 'Law 83 of 1995 (Law 379 § 6); Law 289 of 1946 §§ 1, 4 (29 LPRA 295, 298); Law 4-2017 art. 1.2',
    ruleSet: 'pr',
    timeZone: PR,
    hireDate: HIRED_2015,
    entries: week('2026-03-02', 7, '07:00', '15:00'),
    totals: { regular: 40 * H, overtime_150: 8 * H, overtime_200: 8 * H },
    days: { '2026-03-07': { overtime_150: 8 * H }, '2026-03-08': { overtime_200: 8 * H } },
    rules: ['pr.weekly_over_40_pre_2017_flsa', 'pr.seventh_day_pre_2017'],
  },
  {
    // The same week at an employer not covered by the FLSA: Law 379 § 6 before 2017 paid every overtime hour at
    // double ("tipo doble") → Saturday 2× as well: 8 + 8 = 16 h at 2×.
    name: 'Puerto Rico: a guard hired in 2015 works 7 days of 8 h (employer not covered by the FLSA)',
    source: 'Law 379 § 6 (29 LPRA 274) before Law 4-2017; Law 289 § 4 (29 LPRA 298); Law 4-2017 art. 1.2',
    ruleSet: 'pr',
    timeZone: PR,
    hireDate: HIRED_2015,
    options: { flsaCovered: false },
    entries: week('2026-03-02', 7, '07:00', '15:00'),
    totals: { regular: 40 * H, overtime_200: 16 * H },
    days: { '2026-03-07': { overtime_200: 8 * H }, '2026-03-08': { overtime_200: 8 * H } },
    rules: ['pr.weekly_over_40_pre_2017', 'pr.seventh_day_pre_2017'],
  },
  {
    // The same week for a guard hired after the reform: Saturday over 40 → 1.5× (273(b)); Sunday the 7th
    // consecutive day, the day of rest worked (273(d); Law 289 § 4 as amended by Law 4-2017) → 1.5×.
    name: 'Puerto Rico: a guard hired in 2020 works 7 days of 8 h',
    source: '29 LPRA 273(b), 273(d), 274; Law 289 § 4 as amended by Law 4-2017 (29 LPRA 298)',
    ruleSet: 'pr',
    timeZone: PR,
    hireDate: HIRED_2020,
    entries: week('2026-03-02', 7, '07:00', '15:00'),
    totals: { regular: 40 * H, overtime_150: 16 * H },
    rules: ['pr.weekly_over_40', 'pr.seventh_day'],
  },
  {
    // The day of rest does not depend on the 40: 7 × 5 h (07:00–12:00) = 35 h. Monday–Saturday 6 × 5 = 30 h
    // regular; Sunday, the 7th consecutive day (Law 289: one day of rest for every six of work), is worked on the
    // day of rest → all 5 h at 1.5× (273(d), 274), although the week stays under 40.
    name: 'Puerto Rico: the 7th consecutive day is overtime in a 35-hour week',
    source: '29 LPRA 273(d), 274; Law 289 §§ 1, 4 as amended by Law 4-2017 (29 LPRA 295, 298)',
    ruleSet: 'pr',
    timeZone: PR,
    hireDate: HIRED_2020,
    entries: week('2026-03-02', 7, '07:00', '12:00'),
    totals: { regular: 30 * H, overtime_150: 5 * H },
    days: { '2026-03-07': { regular: 5 * H }, '2026-03-08': { overtime_150: 5 * H } },
    rules: ['pr.seventh_day'],
  },
  {
    // 29 LPRA 273(a) as amended by Law 4-2017: the working day is the calendar day (unless the employer notified a
    // fixed 24-hour cycle). A quick turnaround, Monday 14:00–22:00 then Tuesday 06:00–14:00, is 8 h on each
    // calendar day → no overtime. (The pre-2017 "24 consecutive hours" window from Monday 14:00 to Tuesday 14:00
    // would hold all 16 h → 8 h of overtime.)
    name: 'Puerto Rico: a quick turnaround (14:00–22:00, then 06:00–14:00) owes no overtime since Law 4-2017',
    source: '29 LPRA 273(a) as amended by Law 4-2017',
    ruleSet: 'pr',
    timeZone: PR,
    hireDate: HIRED_2020,
    entries: [
      ['2026-03-02', '14:00', '22:00'],
      ['2026-03-03', '06:00', '14:00'],
    ],
    totals: { regular: 16 * H },
    ruleVersion: 'pr-2017-01-26',
  },
  {
    // The audit's case: Sunday 10:00–14:00 (4 h), then Monday 07:00–18:00 with a 1-hour meal at 11:00 (10 h).
    // Calendar days (273(a)): Sunday 4 h regular; Monday 10 h → 8 regular + 2 h at 1.5×. (A "24 consecutive hours"
    // window from Sunday 10:00 would have swallowed Monday 07:00–10:00 and owed nothing.) Weekly: Sunday is in the
    // week of 2 March, Monday in the week starting Monday 9 March 00:01 — both far under 40.
    name: 'Puerto Rico: Sunday 10:00–14:00 then a 10-hour Monday owes 2 h on Monday',
    source: '29 LPRA 273(a), 273a, 274 (Law 4-2017)',
    ruleSet: 'pr',
    timeZone: PR,
    hireDate: HIRED_2020,
    entries: [
      ['2026-03-08', '10:00', '14:00'],
      ['2026-03-09', '07:00', '18:00', 60, 240],
    ],
    totals: { regular: 12 * H, overtime_150: 2 * H },
    days: { '2026-03-08': { regular: 4 * H }, '2026-03-09': { regular: 8 * H, overtime_150: 2 * H } },
    rules: ['pr.daily_over_8'],
  },
  {
    // 29 LPRA 273(a): the employer notified in writing a fixed 24-hour cycle starting at 07:00 (dayCycleStartMinute
    // 420), with 8 h of rest between shifts. Monday 07:00–15:00 and a call-back Monday 23:00–Tuesday 03:00 both
    // fall in Monday's cycle (07:00 Monday → 07:00 Tuesday): 8 + 4 = 12 h → 8 regular + 4 h at 1.5× (by calendar
    // day it would be 9 h Monday → 1 h, and 3 h Tuesday). The cycle also cuts the other way: Wednesday 14:00–22:00
    // and Thursday 06:00–14:00 put Thursday 06:00–07:00 in Wednesday's cycle: 8 + 1 = 9 h → 1 h at 1.5×;
    // Thursday's cycle holds 7 h. Totals: regular 8 + 8 + 7 = 23 h, overtime 4 + 1 = 5 h.
    name: 'Puerto Rico: a fixed 24-hour cycle from 07:00 notified in writing',
    source: '29 LPRA 273(a) as amended by Law 4-2017 (alternate 24-hour cycle)',
    ruleSet: 'pr',
    timeZone: PR,
    hireDate: HIRED_2020,
    options: { dayCycleStartMinute: 7 * H },
    entries: [
      ['2026-03-02', '07:00', '15:00'],
      ['2026-03-02', '23:00', '03:00'],
      ['2026-03-04', '14:00', '22:00'],
      ['2026-03-05', '06:00', '14:00'],
    ],
    totals: { regular: 23 * H, overtime_150: 5 * H },
    days: {
      '2026-03-02': { regular: 8 * H, overtime_150: 4 * H },
      '2026-03-04': { regular: 8 * H, overtime_150: 1 * H },
      '2026-03-05': { regular: 7 * H },
    },
  },
  {
    // 29 LPRA 273a: without notice the workweek is 168 h from Monday 12:01 a.m. Tuesday–Saturday 5 × 8 h = 40 h in
    // the week of 2 March; then Sunday 8 March 22:00 → Monday 9 March 06:00. Calendar days (273(a)): Sunday 2 h,
    // Monday 6 h — no daily overtime. Weekly (273(b)): the week of 2 March ends Monday 9 March 00:01, so Sunday
    // 22:00–Monday 00:01 = 121 min are over its 40 h → 1.5× (120 min on Sunday's date, 1 min on Monday's); Monday
    // 00:01–06:00 = 359 min open the next week → regular.
    name: 'Puerto Rico: a Sunday-night shift splits at Monday 12:01 a.m. for the weekly count',
    source: '29 LPRA 273a (workweek from Monday 12:01 a.m.), 273(b), 274',
    ruleSet: 'pr',
    timeZone: PR,
    hireDate: HIRED_2020,
    entries: [...week('2026-03-03', 5, '07:00', '15:00'), ['2026-03-08', '22:00', '06:00']],
    totals: { regular: 40 * H + 359, overtime_150: 121 },
    days: { '2026-03-08': { overtime_150: 2 * H }, '2026-03-09': { regular: 359, overtime_150: 1 } },
    rules: ['pr.weekly_over_40'],
  },
  {
    // 29 LPRA 273a: the employer may notify another start; here Sunday 00:00 (weekStartsOn 0, minute 0). The same
    // punches: Tuesday–Saturday 40 h in the week of 1 March; the Sunday-night shift (2 + 6 = 8 h) is wholly in the
    // week starting Sunday 8 March 00:00 → all 48 h regular.
    name: 'Puerto Rico: a workweek notified from Sunday 00:00 keeps the Sunday-night shift regular',
    source: '29 LPRA 273a (workweek start notified by the employer)',
    ruleSet: 'pr',
    timeZone: PR,
    hireDate: HIRED_2020,
    options: { weekStartsOn: 0, weekStartMinute: 0 },
    entries: [...week('2026-03-03', 5, '07:00', '15:00'), ['2026-03-08', '22:00', '06:00']],
    totals: { regular: 48 * H },
    days: { '2026-03-08': { regular: 2 * H }, '2026-03-09': { regular: 6 * H } },
  },
  {
    // Puerto Rico observes no daylight-saving time (Atlantic Standard Time all year): on the nights the United States
    // changes its clocks (Saturday 7 March and Saturday 31 October 2026), 22:00–06:00 is 8 real hours, split by
    // calendar day (273(a)) as 2 h on Saturday and 6 h on Sunday. No overtime.
    name: 'Puerto Rico: no daylight-saving change — the US change nights are 8-hour nights',
    source: '29 LPRA 273(a); Puerto Rico keeps Atlantic Standard Time all year (no DST)',
    ruleSet: 'pr',
    timeZone: PR,
    hireDate: HIRED_2020,
    entries: [
      ['2026-03-07', '22:00', '06:00'],
      ['2026-10-31', '22:00', '06:00'],
    ],
    totals: { regular: 16 * H },
    days: {
      '2026-03-07': { regular: 2 * H },
      '2026-03-08': { regular: 6 * H },
      '2026-10-31': { regular: 2 * H },
      '2026-11-01': { regular: 6 * H },
    },
  },
  {
    // A guard hired before 26 Jan 2017 at a company that reads Law 4-2017 art. 1.2 as keeping the old window
    // (`prPre2017Day: 'window24'`): Law 379 § 4 before the amendment counted 8 h "within any period of 24
    // consecutive hours" from the start of work. Monday 08:00–16:00, Tuesday 06:00–14:00: Tuesday 06:00–08:00 is
    // inside Monday's 24 hours → 8 + 2 = 10 → 2 h overtime at double (§ 6 before 2017); Tuesday's window starts at
    // 08:00 and holds 6 h.
    name: 'Puerto Rico: a pre-2017 hire keeping the 24-hour window (company setting)',
    source: 'Law 379 §§ 4, 6 (29 LPRA 273, 274) before Law 4-2017; Law 4-2017 art. 1.2',
    ruleSet: 'pr',
    timeZone: PR,
    hireDate: HIRED_2015,
    options: { prPre2017Day: 'window24' },
    entries: [
      ['2026-03-02', '08:00', '16:00'],
      ['2026-03-03', '06:00', '14:00'],
    ],
    totals: { regular: 14 * H, overtime_200: 2 * H },
    days: { '2026-03-02': { regular: 8 * H, overtime_200: 2 * H }, '2026-03-03': { regular: 6 * H } },
    rules: ['pr.daily_over_8_pre_2017'],
  },
  {
    // A 2015 hire at an FLSA-covered employer, 6 × 9 h (Monday–Saturday 07:00–17:00, 1-hour meal at 11:00). Daily:
    // each day 8 h regular + 1 h over 8 at double (§ 6 before 2017) → 6 h at 2×. Weekly: only the regular hours count
    // toward 40 (an hour is paid once): Monday–Friday 5 × 8 = 40, so Saturday's 8 regular hours are over 40 → 1.5×
    // (Law 83 of 1995: weekly overtime at an FLSA-covered employer). Saturday: 8 h at 1.5× + 1 h at 2×.
    name: 'Puerto Rico: a 2015 hire, 6 × 9 h — daily overtime at double, weekly at 1.5× (FLSA-covered)',
    source: 'Law 379 § 6 before Law 4-2017, as amended by Law 83 of 1995; Law 4-2017 art. 1.2',
    ruleSet: 'pr',
    timeZone: PR,
    hireDate: HIRED_2015,
    entries: week('2026-03-02', 6, '07:00', '17:00', 60, 240),
    totals: { regular: 40 * H, overtime_150: 8 * H, overtime_200: 6 * H },
    days: { '2026-03-02': { regular: 8 * H, overtime_200: 1 * H }, '2026-03-07': { overtime_150: 8 * H, overtime_200: 1 * H } },
    rules: ['pr.daily_over_8_pre_2017', 'pr.weekly_over_40_pre_2017_flsa'],
  },
  {
    // 29 LPRA 283: the meal must start before the end of the 5th consecutive hour; a day of at most 6 h may skip it;
    // a second meal is due past 10 h, which may be skipped when the day is at most 12 h. Penalty at the company's
    // rate (here 150 %): late meal (starts after 6 h: 360 − 300 = 60 min worked past the 5th hour) → 60 min; a
    // 13-hour day (07:00–21:00, meal at 4 h) with one meal → the second meal (60 min); a 6-hour day without a meal
    // → nothing. Hours: 8 + 8 + 6 = 22 regular, 13 − 8 = 5 at 1.5×.
    name: 'Puerto Rico: meal periods (late, second meal, short day)',
    source: '29 LPRA 283 (meal period, second meal) as amended by Law 4-2017',
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
    // 29 LPRA 283 as amended: security guards may agree to a 20-minute meal. A 20-minute meal at 4 h is then on
    // time and long enough → 8 h regular, no penalty.
    name: 'Puerto Rico: a 20-minute meal with and without the guards’ agreement',
    source: '29 LPRA 283 (20-minute meal for security guards by agreement)',
    ruleSet: 'pr',
    timeZone: PR,
    options: { shortMealAgreement: true },
    entries: [['2026-03-02', '07:00', '15:20', 20, 240]],
    totals: { regular: 8 * H },
  },
  {
    // Without the agreement the meal is 1 h (283): a 20-minute meal leaves 60 − 20 = 40 minutes of the meal period
    // worked → 40 min at the penalty rate.
    name: 'Puerto Rico: a 20-minute meal without the agreement',
    source: '29 LPRA 283 (meal period of one hour; reductions only by written stipulation)',
    ruleSet: 'pr',
    timeZone: PR,
    options: { mealPenaltyPercent: 150 },
    entries: [['2026-03-02', '07:00', '15:20', 20, 240]],
    totals: { regular: 8 * H, meal_penalty: 40 },
    rules: ['pr.meal_short'],
  },
  {
    // Money, the 'total' reading (the default): a meal period worked is paid "at time and a half" in all (283).
    // Monday 07:00–17:00 with no meal (10 h; 10 does not exceed 10 → no second meal). Wage $12.00 = 1,200 ¢/h.
    // Time: 8 h regular = 8 × 1,200 = 9,600 ¢; 2 h at 1.5× = 2 × 1,800 = 3,600 ¢. Meal: the 1-hour meal period was
    // worked and already paid at straight time inside the 10 h → 50 % more: 0.5 × 1,200 = 600 ¢.
    // Straight time 10 × 1,200 = 12,000 ¢; total 9,600 + 3,600 + 600 = 13,800 ¢.
    name: 'Puerto Rico: a missed meal in money — the penalty rate in total',
    source: '29 LPRA 283 (meal period worked at time and a half), 273(a), 274',
    ruleSet: 'pr',
    timeZone: PR,
    hireDate: HIRED_2020,
    options: { mealPenaltyReading: 'total' },
    entries: [['2026-03-02', '07:00', '17:00', 0, 0]],
    totals: { regular: 8 * H, overtime_150: 2 * H, meal_penalty: 1 * H },
    rules: ['pr.meal_missing'],
    pay: { wageCents: 1200 },
    payTotals: {
      cents: { regular: 9600, overtime_150: 3600, meal_penalty: 600 },
      straightCents: 12000,
      differentialCents: 0,
      totalCents: 13800,
    },
  },
  {
    // The same day under the 'extra' reading: time and a half paid on top of the straight time already in the 10 h:
    // meal 1.5 × 1,200 = 1,800 ¢; total 9,600 + 3,600 + 1,800 = 15,000 ¢.
    name: 'Puerto Rico: a missed meal in money — the penalty rate on top',
    source: '29 LPRA 283 (meal period worked at time and a half), 273(a), 274',
    ruleSet: 'pr',
    timeZone: PR,
    hireDate: HIRED_2020,
    options: { mealPenaltyReading: 'extra' },
    entries: [['2026-03-02', '07:00', '17:00', 0, 0]],
    totals: { regular: 8 * H, overtime_150: 2 * H, meal_penalty: 1 * H },
    pay: { wageCents: 1200 },
    payTotals: {
      cents: { regular: 9600, overtime_150: 3600, meal_penalty: 1800 },
      straightCents: 12000,
      totalCents: 15000,
    },
  },
  {
    // A semi-monthly period, 1–15 April 2026, cutting two workweeks (273a: Monday 12:01 a.m.). Entries over whole
    // weeks: Monday 30 March–Saturday 4 April 6 × 8 h (07:00–15:00) = 48 h → Saturday's 8 h over 40 at 1.5×; and
    // Monday 13–Saturday 18 April, the same (its overtime on Saturday 18, after the period). Paid in the period: the
    // minutes worked on its days, in their whole week's category: Wednesday 1–Friday 3 April 24 h regular, Saturday
    // 4 April 8 h at 1.5×; Monday 13–Wednesday 15 April 24 h regular. The week of 30 March has ended (5 April ≤ 15),
    // the week of 13 April has not. Money at 1,200 ¢/h: 48 h × 1,200 = 57,600 ¢ + 8 h × 1,800 = 14,400 ¢ = 72,000 ¢.
    name: 'Puerto Rico: a semi-monthly period cutting two workweeks',
    source: '29 LPRA 273a (168-hour workweek), 273(b), 274',
    ruleSet: 'pr',
    timeZone: PR,
    hireDate: HIRED_2020,
    entries: [...week('2026-03-30', 6, '07:00', '15:00'), ...week('2026-04-13', 6, '07:00', '15:00')],
    totals: { regular: 80 * H, overtime_150: 16 * H },
    pay: { wageCents: 1200 },
    period: { from: '2026-04-01', to: '2026-04-15' },
    periodMinutes: { regular: 48 * H, overtime_150: 8 * H },
    periodPay: { cents: { regular: 57600, overtime_150: 14400 }, straightCents: 67200, totalCents: 72000 },
    periodWeeks: [
      { start: '2026-03-30', ended: true },
      { start: '2026-04-13', ended: false },
    ],
  },
];

// Test vectors: Puerto Rico (Law 379 of 1948 as amended by Law 4-2017, 29 LPRA 271 et seq.; Law 289 of 1946). Written from the primary sources named in each comment, not from the engine's code.
import { H, PR, week } from './payroll-hours.vectors.kit';
import type { TPayrollVector } from './payroll-hours.vectors.kit';

export const PR_VECTORS: TPayrollVector[] = [
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
    // Same guard (hired 2015), 7 × 8 h Monday–Sunday, at an FLSA-covered company (the default): Monday–Friday 40 h
    // regular; Saturday is over 40 in the week → 1.5× (Law 379 § 6 as amended by Law 83 of 1995: an employer
    // covered by the FLSA pays weekly overtime at time and a half); Sunday is the 7th consecutive day, the day of
    // rest (Law 289 of 1946, 29 LPRA 295) → 2× for all its hours (rights kept by Law 4-2017 art. 1.2).
    name: 'Puerto Rico: a guard hired in 2015 works 7 days of 8 h (FLSA-covered employer)',
    ruleSet: 'pr',
    timeZone: PR,
    hireDate: '2015-08-17',
    entries: week('2026-03-02', 7, '07:00', '15:00'),
    totals: { regular: 40 * H, overtime_150: 8 * H, overtime_200: 8 * H },
    days: { '2026-03-07': { overtime_150: 8 * H }, '2026-03-08': { overtime_200: 8 * H } },
    rules: ['pr.weekly_over_40_pre_2017_flsa', 'pr.seventh_day_pre_2017'],
  },
  {
    // The same week at an employer not covered by the FLSA: Law 379 § 6 before 2017 paid every overtime hour at
    // double ("tipo doble") → Saturday 2× as well.
    name: 'Puerto Rico: a guard hired in 2015 works 7 days of 8 h (employer not covered by the FLSA)',
    ruleSet: 'pr',
    timeZone: PR,
    hireDate: '2015-08-17',
    options: { flsaCovered: false },
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
    // 29 LPRA 273(a) as amended by Law 4-2017: the working day is the calendar day (unless the employer notified a
    // fixed 24-hour cycle). A quick turnaround, Monday 14:00–22:00 then Tuesday 06:00–14:00, is 8 h on each
    // calendar day → no overtime (the pre-2017 "24 consecutive hours" rule would have paid 6 h).
    name: 'Puerto Rico: a quick turnaround (14:00–22:00, then 06:00–14:00) owes no overtime since Law 4-2017',
    ruleSet: 'pr',
    timeZone: PR,
    hireDate: '2020-05-01',
    entries: [
      ['2026-03-02', '14:00', '22:00'],
      ['2026-03-03', '06:00', '14:00'],
    ],
    totals: { regular: 16 * H },
    ruleVersion: 'pr-2017-01-26',
  },
  {
    // A guard hired before 26 Jan 2017 at a company that reads Law 4-2017 art. 1.2 as keeping the old window
    // (`prPre2017Day: 'window24'`): Law 379 art. 4 before the amendment counted 8 h "within any period of 24
    // consecutive hours" from the start of work. Monday 08:00–16:00, Tuesday 06:00–14:00: Tuesday 06:00–08:00 is
    // inside Monday's 24 hours → 2 h overtime at double (art. 6 before 2017); Tuesday's window starts at 08:00.
    name: 'Puerto Rico: a pre-2017 hire keeping the 24-hour window (company setting)',
    ruleSet: 'pr',
    timeZone: PR,
    hireDate: '2015-08-17',
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
];

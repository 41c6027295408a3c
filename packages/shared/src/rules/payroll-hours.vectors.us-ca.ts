// Test vectors: California (Labor Code §§ 500, 510, 512, 226.7). Written from the primary sources named in each comment, not from the engine's code.
// Meal periods (Lab. Code § 512(a); IWC Order 4 § 11): an entry's [breakMinutes, mealStartMinute] say the meal is known
// (a day without a meal is written 0, 0). A missed, short or late meal costs one additional hour of pay at the regular
// rate of compensation (§ 226.7(c); Ferra v. Loews Hollywood Hotel (2021) 11 Cal.5th 858: the regular rate of § 510),
// at most one a workday; the engine keeps that hour in `meal_penalty` (60 minutes), on top of the time worked.
import { H, LA, week } from './payroll-hours.vectors.kit';
import type { TPayrollVector, TVectorEntry, TVectorEntryPay } from './payroll-hours.vectors.kit';

/** The same pay facts on every entry. */
const paid = (entries: TVectorEntry[], pay: TVectorEntryPay): TVectorEntry[] => entries.map(([d, s, e, b, m]) => [d, s, e, b, m, pay]);
/** The entry of `date` with its meal starting at `mealStart` instead. */
const mealAt = (entries: TVectorEntry[], date: string, mealStart: number): TVectorEntry[] =>
  entries.map((e) => (e[0] === date ? [e[0], e[1], e[2], e[3], mealStart, e[5]] : e));

// 2026: 5 April and 29 March are Sundays. Seven days of 8 h from Wednesday 8 April.
const WED_TO_TUE = week('2026-04-08', 7, '08:00', '16:00');

export const CA_VECTORS: TPayrollVector[] = [
  {
    // § 510(a): 1.5× over 8 h in a workday and over 40 h in the workweek, and for the first 8 h on the 7th
    // consecutive day of work in a workweek; 2× over 12 h in a day and over 8 h on that 7th day. Hours already
    // paid as daily overtime do not count toward the 40 (no pyramiding; DLSE Manual ch. 48).
    // 7 × 9 h, Sunday–Saturday: Sun–Thu 8 h regular + 1 h daily OT each (40 h regular reached on Thursday);
    // Friday: its 8 h are over 40 regular → 1.5× (weekly) + 1 h daily 1.5×; Saturday is the 7th consecutive day:
    // first 8 h at 1.5×, the 9th hour at 2×. Regular 40, 1.5× 5 + 9 + 8 = 22, 2× 1.
    name: 'California: 7 days of 9 hours',
    source: 'Cal. Lab. Code § 510(a); Monzon v. Schaefer Ambulance Service (1990) 224 Cal.App.3d 16',
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
    source: 'Cal. Lab. Code § 510(a)',
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
    source: 'Cal. Lab. Code §§ 500(a), 510(a)',
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
  {
    // No pyramiding (Monzon v. Schaefer; DLSE Manual ch. 48): hours paid as daily overtime are not counted again
    // toward the weekly 40. Mon–Fri 10 h → 8 h regular + 2 h daily 1.5× each (40 h regular, 10 h 1.5×); Saturday
    // 8 h: no daily overtime, but the week already has 40 regular hours → all 8 h weekly 1.5×. Regular 40, 1.5× 18.
    // (Counting the daily overtime toward 40 would make all of Friday and Saturday overtime: 26 h.)
    name: 'California: daily overtime is not counted again toward the weekly 40',
    source: 'Cal. Lab. Code § 510(a); Monzon v. Schaefer Ambulance Service (1990) 224 Cal.App.3d 16; DLSE Manual ch. 48',
    ruleSet: 'us-ca',
    timeZone: LA,
    entries: [...week('2026-04-06', 5, '08:00', '18:00'), ['2026-04-11', '08:00', '16:00']],
    totals: { regular: 40 * H, overtime_150: 18 * H },
    days: { '2026-04-10': { regular: 8 * H, overtime_150: 2 * H }, '2026-04-11': { overtime_150: 8 * H } },
    rules: ['us-ca.daily_over_8', 'us-ca.weekly_over_40'],
  },
  {
    // § 510(a) weekly: 6 × 8 h Mon–Sat = 48 h, no day over 8 and no 7th day; Saturday's 8 h are over 40 → 1.5×.
    name: 'California: six 8-hour days — weekly overtime on the sixth',
    source: 'Cal. Lab. Code § 510(a)',
    ruleSet: 'us-ca',
    timeZone: LA,
    entries: week('2026-04-06', 6, '08:00', '16:00'),
    totals: { regular: 40 * H, overtime_150: 8 * H },
    days: { '2026-04-11': { overtime_150: 8 * H } },
    rules: ['us-ca.weekly_over_40'],
  },
  {
    // § 510(a): "the first eight hours worked on the seventh day of work in any one workweek" at 1.5×, whatever the
    // week's total. 7 × 6 h Sun 5 – Sat 11 April = 42 h: Sun–Fri 36 h regular (under 40: no weekly overtime);
    // Saturday is the 7th consecutive day → its 6 h at 1.5×.
    name: 'California: the 7th consecutive day is overtime even under 40 hours',
    source: 'Cal. Lab. Code § 510(a); DLSE Manual ch. 48',
    ruleSet: 'us-ca',
    timeZone: LA,
    entries: week('2026-04-05', 7, '08:00', '14:00'),
    totals: { regular: 36 * H, overtime_150: 6 * H },
    days: { '2026-04-11': { overtime_150: 6 * H } },
    rules: ['us-ca.seventh_day_first_8'],
  },
  {
    // The 7th-day rate needs seven days of work in ONE workweek (§ 510(a) "in any one workweek"; DLSE's 7th-day
    // guidance: seven consecutive days spanning two workweeks do not qualify). 7 × 8 h Wed 8 – Tue 14 April over
    // Sunday workweeks: Wed–Sat 32 h, then Sun–Tue 24 h → all 56 h regular.
    name: 'California: seven days in a row across two workweeks have no 7th-day overtime',
    source: 'Cal. Lab. Code § 510(a); DLSE Manual ch. 48 and Overtime FAQ (seventh day of work in the workweek)',
    ruleSet: 'us-ca',
    timeZone: LA,
    entries: WED_TO_TUE,
    totals: { regular: 56 * H },
    days: { '2026-04-14': { regular: 8 * H } },
  },
  {
    // § 500(b): the workweek is any seven consecutive days starting on the same calendar day each week; here
    // Wednesday. The same seven days are now one workweek: Wed–Sun 40 h regular; Monday 13 is over 40 → 1.5× (8 h);
    // Tuesday 14 is the 7th consecutive day → first 8 h at 1.5×. Regular 40, 1.5× 16.
    name: 'California: a Wednesday workweek makes the same seven days a 7th-day week',
    source: 'Cal. Lab. Code §§ 500(b), 510(a)',
    ruleSet: 'us-ca',
    timeZone: LA,
    options: { weekStartsOn: 3 },
    entries: WED_TO_TUE,
    totals: { regular: 40 * H, overtime_150: 16 * H },
    days: { '2026-04-13': { overtime_150: 8 * H }, '2026-04-14': { overtime_150: 8 * H } },
    rules: ['us-ca.weekly_over_40', 'us-ca.seventh_day_first_8'],
  },
  {
    // § 500(a): the workday is "any consecutive 24-hour period commencing at the same time each calendar day", chosen
    // by the employer; here 06:00. A night Mon 6 April 22:00 → Tue 08:00, then Tue 14:00–22:00. Monday's workday
    // (Mon 06:00 – Tue 06:00) holds 22:00–06:00 = 8 h regular; Tuesday's holds 06:00–08:00 and 14:00–22:00 = 10 h →
    // 8 regular + 2 at 1.5× (20:00–22:00). (Midnight workdays would give Tuesday 16 h: 8 + 4 at 1.5× + 4 at 2×.)
    name: 'California: a workday starting at 06:00 (night shift 22:00–08:00, then a day shift)',
    source: 'Cal. Lab. Code §§ 500(a), 510(a); DLSE Manual ch. 48',
    ruleSet: 'us-ca',
    timeZone: LA,
    options: { workdayStartMinute: 6 * H },
    entries: [
      ['2026-04-06', '22:00', '08:00'],
      ['2026-04-07', '14:00', '22:00'],
    ],
    totals: { regular: 16 * H, overtime_150: 2 * H },
    days: { '2026-04-06': { regular: 8 * H }, '2026-04-07': { regular: 8 * H, overtime_150: 2 * H } },
  },
  {
    // A workday starting at 20:00 (§ 500(a)) holds a whole 20:00–06:00 night, counted in real hours: the spring-
    // forward night (7→8 March 2026) is 9 h → 8 + 1 at 1.5×; the fall-back night (31 Oct → 1 Nov) is 11 h → 8 + 3.
    name: 'California: DST nights inside one workday starting at 20:00',
    source: 'Cal. Lab. Code §§ 500(a), 510(a); IWC Order 4 § 2 ("hours worked")',
    ruleSet: 'us-ca',
    timeZone: LA,
    options: { workdayStartMinute: 20 * H },
    entries: [
      ['2026-03-07', '20:00', '06:00'],
      ['2026-10-31', '20:00', '06:00'],
    ],
    totals: { regular: 16 * H, overtime_150: 4 * H },
    days: { '2026-03-07': { regular: 8 * H, overtime_150: 1 * H }, '2026-10-31': { regular: 8 * H, overtime_150: 3 * H } },
  },
  {
    // § 512(a): a 30-minute meal for a work period over 5 h, starting no later than the end of the 5th hour (Brinker
    // Restaurant Corp. v. Superior Court (2012) 53 Cal.4th 1004). 08:00–16:30 with the meal at 13:30 (after 5.5 h):
    // late → 8 h regular and one hour of premium pay (§ 226.7(c)).
    name: 'California meal: a late meal (after the 5th hour) costs one hour of pay',
    source: 'Cal. Lab. Code §§ 512(a), 226.7(c); IWC Order 4 § 11(A), (D); Brinker (2012) 53 Cal.4th 1004',
    ruleSet: 'us-ca',
    timeZone: LA,
    entries: [['2026-04-07', '08:00', '16:30', 30, 330]],
    totals: { regular: 8 * H, meal_penalty: 1 * H },
    rules: ['us-ca.meal_premium'],
  },
  {
    // The meal starting exactly at the end of the 5th hour (13:00 after 08:00) is on time (Brinker: "no later than the
    // end of an employee's fifth hour of work") → 8 h regular, no premium.
    name: 'California meal: a meal at the end of the 5th hour is on time',
    source: 'Cal. Lab. Code § 512(a); Brinker Restaurant Corp. v. Superior Court (2012) 53 Cal.4th 1004',
    ruleSet: 'us-ca',
    timeZone: LA,
    entries: [['2026-04-07', '08:00', '16:30', 30, 300]],
    totals: { regular: 8 * H },
  },
  {
    // A 20-minute meal is short: § 512(a) requires "not less than 30 minutes" → one hour of premium pay (§ 226.7(c)).
    // And a meal period in which the employee is not relieved for 30 minutes is an "on duty" meal period "counted as
    // time worked" (IWC Order 4 § 11(C); federally, breaks up to about 20 minutes are hours worked, 29 CFR 785.18–.19).
    // 08:00–16:20 with a 20-minute break: 8 h 20 min worked → 8 h regular + 20 min daily 1.5×, plus the premium hour.
    name: 'California meal: a 20-minute meal is short (premium) and counts as time worked',
    source: 'Cal. Lab. Code §§ 512(a), 226.7(c); IWC Order 4 § 11(A), (C), (D); 29 CFR 785.18, 785.19',
    ruleSet: 'us-ca',
    timeZone: LA,
    entries: [['2026-04-07', '08:00', '16:20', 20, 240]],
    totals: { regular: 8 * H, overtime_150: 20, meal_penalty: 1 * H },
    rules: ['us-ca.meal_premium'],
  },
  {
    // § 512(a): "if the total work period per day of the employee is no more than six hours, the meal period may be
    // waived by mutual consent". 08:00–14:00, no meal (waived) → 6 h regular, no premium.
    name: 'California meal: no meal on a 6-hour day (waived)',
    source: 'Cal. Lab. Code § 512(a); IWC Order 4 § 11(A)',
    ruleSet: 'us-ca',
    timeZone: LA,
    entries: [['2026-04-07', '08:00', '14:00', 0, 0]],
    totals: { regular: 6 * H },
  },
  {
    // Past 6 h the first meal cannot be waived (§ 512(a)): 08:00–14:30 with no meal → 6.5 h regular + premium hour.
    name: 'California meal: no meal on a 6.5-hour day',
    source: 'Cal. Lab. Code §§ 512(a), 226.7(c)',
    ruleSet: 'us-ca',
    timeZone: LA,
    entries: [['2026-04-07', '08:00', '14:30', 0, 0]],
    totals: { regular: 6.5 * H, meal_penalty: 1 * H },
    rules: ['us-ca.meal_premium'],
  },
  {
    // § 512(a): a second 30-minute meal for a work period over 10 h, waivable only when the day is no more than 12 h
    // and the first meal was taken. 06:00–19:30 with one meal at 10:00: 13 h worked → the second meal was due and
    // could not be waived → one premium hour (rule: second meal). Time: 8 regular, 4 at 1.5×, 1 at 2× (§ 510(a)).
    name: 'California meal: a 13-hour day with one meal',
    source: 'Cal. Lab. Code §§ 510(a), 512(a), 226.7(c); IWC Order 4 § 11(B)',
    ruleSet: 'us-ca',
    timeZone: LA,
    entries: [['2026-04-07', '06:00', '19:30', 30, 240]],
    totals: { regular: 8 * H, overtime_150: 4 * H, overtime_200: 1 * H, meal_penalty: 1 * H },
    rules: ['us-ca.second_meal_premium', 'us-ca.daily_over_12'],
  },
  {
    // The same with 11 h worked (07:00–18:30, meal at 11:00): over 10 h but not over 12 and the first meal was taken,
    // so the second meal may be (and here was) waived by mutual consent → no premium; 8 regular + 3 at 1.5×.
    name: 'California meal: an 11-hour day with one meal (second meal waived)',
    source: 'Cal. Lab. Code §§ 510(a), 512(a); IWC Order 4 § 11(B)',
    ruleSet: 'us-ca',
    timeZone: LA,
    entries: [['2026-04-07', '07:00', '18:30', 30, 240]],
    totals: { regular: 8 * H, overtime_150: 3 * H },
  },
  {
    // Two rates in one week: the regular rate is the weighted average (DLSE Manual ch. 49, following 29 CFR
    // 778.115). Mon–Wed 10 h at $20 (armed post), Thu–Fri 10 h at $16; Thursday's meal is late (5.5 h).
    // Straight $600 + $320 = $920 / 50 h = $18.40. Daily overtime 2 h a day = 10 h; 40 h regular (no weekly OT).
    // Regular 3 × 8 × $20 + 2 × 8 × $16 = $736; overtime 6 × $20 + 4 × $16 = $184 + 10 × $9.20 = $92 → $276;
    // the meal premium is one hour at the regular rate (Ferra): $18.40. Total $1,030.40.
    name: 'California money: two rates in one week, daily overtime and a meal premium at the weighted rate',
    source: 'Cal. Lab. Code §§ 510(a), 226.7(c); Ferra v. Loews Hollywood Hotel (2021) 11 Cal.5th 858; DLSE Manual ch. 49',
    ruleSet: 'us-ca',
    timeZone: LA,
    pay: { wageCents: 1600 },
    entries: mealAt(
      [...paid(week('2026-04-06', 3, '07:00', '17:30', 30, 240), { rateCents: 2000 }), ...week('2026-04-09', 2, '07:00', '17:30', 30, 240)],
      '2026-04-09',
      330,
    ),
    totals: { regular: 40 * H, overtime_150: 10 * H, meal_penalty: 1 * H },
    payTotals: {
      cents: { regular: 73600, overtime_150: 27600, meal_penalty: 1840 },
      straightCents: 92000,
      differentialCents: 0,
      totalCents: 103040,
    },
  },
  {
    // Ferra v. Loews Hollywood Hotel (2021): § 226.7's "regular rate of compensation" is § 510's regular rate of pay, so
    // it includes every non-discretionary payment for the hours — here a $2/h hazard differential on a $16 wage.
    // 5 × 8 h (08:00–16:30, 30-minute meal), Wednesday's meal late (6 h). Regular rate ($640 + $80) / 40 = $18;
    // the premium is $18, not $16. Regular $640; differential $80; premium $18; total $738.
    name: 'California money: the meal premium is paid at the regular rate with the differential (Ferra)',
    source: 'Cal. Lab. Code § 226.7(c); Ferra v. Loews Hollywood Hotel (2021) 11 Cal.5th 858; DLSE Manual ch. 49',
    ruleSet: 'us-ca',
    timeZone: LA,
    pay: { wageCents: 1600 },
    entries: mealAt(paid(week('2026-04-06', 5, '08:00', '16:30', 30, 240), { differentialCents: 200 }), '2026-04-08', 360),
    totals: { regular: 40 * H, meal_penalty: 1 * H },
    payTotals: { cents: { regular: 64000, meal_penalty: 1800 }, straightCents: 64000, differentialCents: 8000, totalCents: 73800 },
  },
  {
    // A semi-monthly period (16–31 March 2026) cutting the workweek Sun 29 March – Sat 4 April. The guard works
    // 7 × 9 h (08:00–17:30, 30-minute meal); the meals of Mon 30 March and Thu 2 April are late. The week as a whole:
    // as '7 days of 9 hours' (40 regular, 22 at 1.5×, 1 at 2×) plus two premium hours. The period pays Sun 29 – Tue 31:
    // 3 × (8 regular + 1 daily 1.5×) and Monday's premium; the rest (with the 7th day) is April's (§ 204(b)).
    name: 'California period: a semi-monthly period cutting a 7-day week',
    source: 'Cal. Lab. Code §§ 204(b)(1), 510(a), 226.7(c); 29 CFR 778.106',
    ruleSet: 'us-ca',
    timeZone: LA,
    entries: mealAt(mealAt(week('2026-03-29', 7, '08:00', '17:30', 30, 240), '2026-03-30', 330), '2026-04-02', 360),
    totals: { regular: 40 * H, overtime_150: 22 * H, overtime_200: 1 * H, meal_penalty: 2 * H },
    days: { '2026-03-30': { regular: 8 * H, overtime_150: 1 * H, meal_penalty: 1 * H } },
    period: { from: '2026-03-16', to: '2026-03-31' },
    periodMinutes: { regular: 24 * H, overtime_150: 3 * H, meal_penalty: 1 * H },
    periodWeeks: [{ start: '2026-03-29', ended: false }],
  },
  {
    // The audit's semi-monthly period (1–15 Dec 2026) for a California guard working Monday–Friday 07:00–17:00 (10 h,
    // no meal recorded). Each workday: 8 h regular + 2 h at 1.5× (§ 510(a), daily); the week's regular hours are
    // 5 × 8 = 40, so no weekly overtime (daily overtime is not counted again toward the 40). The period pays the
    // workdays of its dates: Tue 1 – Fri 4 (4), Mon 7 – Fri 11 (5), Mon 14 – Tue 15 (2) = 11 × (8 + 2) → 88 h regular,
    // 22 h at 1.5×. Weeks of 29 Nov and 6 Dec end in the period; the week of 13 Dec does not (§ 204(b)(1)).
    name: 'California period: semi-monthly 1–15 December 2026 with daily overtime every day',
    source: 'Cal. Lab. Code §§ 204(b)(1), 510(a); 29 CFR 778.106',
    ruleSet: 'us-ca',
    timeZone: LA,
    entries: [
      ...week('2026-11-30', 5, '07:00', '17:00'),
      ...week('2026-12-07', 5, '07:00', '17:00'),
      ...week('2026-12-14', 5, '07:00', '17:00'),
    ],
    totals: { regular: 120 * H, overtime_150: 30 * H },
    period: { from: '2026-12-01', to: '2026-12-15' },
    periodMinutes: { regular: 88 * H, overtime_150: 22 * H },
    periodWeeks: [
      { start: '2026-11-29', ended: true },
      { start: '2026-12-06', ended: true },
      { start: '2026-12-13', ended: false },
    ],
  },
];

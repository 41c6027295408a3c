// Test vectors: US federal (FLSA, 29 U.S.C. § 207; 29 CFR part 778). Written from the primary sources named in each comment, not from the engine's code.
// Money is in cents: `cents` holds each time category's pay (straight time of its hours plus, for overtime, the half-time
// premium on the week's regular rate); differentials and special services' regular hours are on their own lines; a
// bonus is paid on its own line too (it only enters the regular rate here), so `totalCents` is the pay for time worked.
import { H, NY, week } from './payroll-hours.vectors.kit';
import type { TPayrollVector, TVectorEntry, TVectorEntryPay } from './payroll-hours.vectors.kit';

/** The same pay facts on every entry. */
const paid = (entries: TVectorEntry[], pay: TVectorEntryPay): TVectorEntry[] => entries.map(([d, s, e, b, m]) => [d, s, e, b, m, pay]);

// 2026: 5 April and 29 November are Sundays; 1 January 2027 is a Friday.
const GUARD_46H: TVectorEntry[] = [...week('2026-04-06', 5, '08:00', '17:00'), ['2026-04-11', '08:00', '09:00']];
const TWO_POSTS: TVectorEntry[] = [
  ...paid(week('2026-04-06', 3, '08:00', '18:00'), { rateCents: 2000 }),
  ['2026-04-09', '08:00', '18:00'],
  ['2026-04-10', '08:00', '13:00'],
];

export const FLSA_VECTORS: TPayrollVector[] = [
  {
    // § 207(a)(1): hours over 40 in the workweek at not less than 1.5× the regular rate; no daily overtime.
    // 5 × 9 h = 45 h → 40 h regular, 5 h at 1.5×, all the overtime falling on Friday (the hours past the 40th).
    name: 'FLSA: 45 hours in the week',
    source: '29 U.S.C. § 207(a)(1); 29 CFR 778.101',
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
    source: '29 CFR 778.104, 778.105; 29 U.S.C. § 207(a)(1)',
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
    source: '29 CFR 785.7, 785.11 (all time on duty is hours worked); 29 CFR 778.104',
    ruleSet: 'us-flsa',
    timeZone: NY,
    entries: [...week('2026-10-26', 5, '22:00', '06:00'), ['2026-10-31', '22:00', '06:00']],
    totals: { regular: 47 * H, overtime_150: 2 * H },
    days: { '2026-10-31': { regular: 6 * H, overtime_150: 2 * H }, '2026-11-01': { regular: 7 * H } },
  },
  {
    // § 207(a)(1) pays overtime for hours "in excess of forty": 5 × 8 h = exactly 40 h → no overtime at all.
    name: 'FLSA: exactly 40 hours has no overtime',
    source: '29 U.S.C. § 207(a)(1) ("in excess of forty hours"); DOL Fact Sheet #23',
    ruleSet: 'us-flsa',
    timeZone: NY,
    entries: week('2026-04-06', 5, '09:00', '17:00'),
    totals: { regular: 40 * H },
  },
  {
    // § 778.102: the Act does not require overtime for hours over 8 in a day. 4 × 12 h (Mon–Thu 06:00–18:00) = 48 h:
    // Monday–Wednesday 36 h regular, Thursday 4 h regular (to 40) + 8 h at 1.5×. (California would pay 4 × 4 h daily.)
    name: 'FLSA: four 12-hour days — no daily overtime, 8 h over 40 on Thursday',
    source: '29 CFR 778.102; 29 U.S.C. § 207(a)(1); DOL Fact Sheet #23',
    ruleSet: 'us-flsa',
    timeZone: NY,
    entries: week('2026-04-06', 4, '06:00', '18:00'),
    totals: { regular: 40 * H, overtime_150: 8 * H },
    days: { '2026-04-06': { regular: 12 * H }, '2026-04-09': { regular: 4 * H, overtime_150: 8 * H } },
  },
  {
    // § 778.104's own example: 30 hours one week and 50 the next → overtime for the 10 hours over 40 in the second
    // week, "even though the average number of hours worked in the 2 weeks is 40". Week of 5 April: Mon–Fri 6 h;
    // week of 12 April: Mon–Fri 10 h → Monday–Thursday 40 h regular, Friday's 10 h at 1.5×. Regular 30 + 40 = 70 h.
    name: 'FLSA: each workweek stands alone (30 hours, then 50)',
    source: '29 CFR 778.104',
    ruleSet: 'us-flsa',
    timeZone: NY,
    entries: [...week('2026-04-06', 5, '08:00', '14:00'), ...week('2026-04-13', 5, '08:00', '18:00')],
    totals: { regular: 70 * H, overtime_150: 10 * H },
    days: { '2026-04-10': { regular: 6 * H }, '2026-04-17': { overtime_150: 10 * H } },
  },
  {
    // § 778.105: the workweek "need not coincide with the calendar week, but may begin on any day". A Wednesday
    // workweek; 14 days of 8 h, Sunday 5 – Saturday 18 April. Week of Wed 1 April: Sun–Tue 24 h regular. Week of
    // Wed 8 April: 7 × 8 = 56 h → Wed–Sun 40 h regular, Monday 13 and Tuesday 14 at 1.5× (16 h). Week of Wed
    // 15 April: Wed–Sat 32 h regular. Regular 24 + 40 + 32 = 96 h, 1.5× 16 h (Sunday weeks would give 80 + 32).
    name: 'FLSA: a workweek starting on Wednesday',
    source: '29 CFR 778.105; 29 U.S.C. § 207(a)(1)',
    ruleSet: 'us-flsa',
    timeZone: NY,
    options: { weekStartsOn: 3 },
    entries: week('2026-04-05', 14, '08:00', '16:00'),
    totals: { regular: 96 * H, overtime_150: 16 * H },
    days: { '2026-04-07': { regular: 8 * H }, '2026-04-12': { regular: 8 * H }, '2026-04-13': { overtime_150: 8 * H } },
  },
  {
    // § 778.105: the workweek "may begin ... at any hour of the day"; here Sunday 06:00. Mon–Thu 6–9 April 9 h = 36 h,
    // then a night Saturday 11 April 22:00 → Sunday 12 April 08:00. Until Sunday 06:00 it is the week of 5 April:
    // Saturday 22:00–24:00 (hours 37–38) and Sunday 00:00–02:00 (39–40) regular, 02:00–06:00 at 1.5× (4 h). Sunday
    // 06:00–08:00 opens the next workweek → regular. (With a midnight start the week would have 38 h, no overtime.)
    name: 'FLSA: a workweek starting Sunday 06:00 splits a night shift at 06:00',
    source: '29 CFR 778.105 ("at any hour of the day"), 778.104',
    ruleSet: 'us-flsa',
    timeZone: NY,
    options: { weekStartsOn: 0, weekStartMinute: 6 * H },
    entries: [...week('2026-04-06', 4, '08:00', '17:00'), ['2026-04-11', '22:00', '08:00']],
    totals: { regular: 42 * H, overtime_150: 4 * H },
    days: { '2026-04-11': { regular: 2 * H }, '2026-04-12': { regular: 4 * H, overtime_150: 4 * H } },
  },
  {
    // Hours worked are the time on duty (29 CFR 785.7), so a clock that jumps does not make an hour: on Sunday
    // 8 March 2026 (spring forward in New York) 00:00–09:00 is 8 real hours. With Mon–Thu 4 × 8 h the week of
    // 8 March has exactly 40 h → no overtime (reading the clock, 9 + 32 = 41, would wrongly give 1 h).
    name: 'FLSA: the spring-forward week counts real hours (40, no overtime)',
    source: '29 CFR 785.7, 785.11; 29 U.S.C. § 207(a)(1)',
    ruleSet: 'us-flsa',
    timeZone: NY,
    entries: [['2026-03-08', '00:00', '09:00'], ...week('2026-03-09', 4, '08:00', '16:00')],
    totals: { regular: 40 * H },
    days: { '2026-03-08': { regular: 8 * H } },
  },
  {
    // The fall-back week: Sunday 1 November 2026 00:00–08:00 is 9 real hours (01:00–02:00 is worked twice);
    // Mon–Thu 4 × 8 h → 41 h: the 41st hour, Thursday 15:00–16:00, at 1.5×.
    name: 'FLSA: the fall-back week counts the repeated hour (41 hours)',
    source: '29 CFR 785.7, 785.11; 29 U.S.C. § 207(a)(1)',
    ruleSet: 'us-flsa',
    timeZone: NY,
    entries: [['2026-11-01', '00:00', '08:00'], ...week('2026-11-02', 4, '08:00', '16:00')],
    totals: { regular: 40 * H, overtime_150: 1 * H },
    days: { '2026-11-01': { regular: 9 * H }, '2026-11-05': { regular: 7 * H, overtime_150: 1 * H } },
  },
  {
    // A contract may pay time and a half sooner than the Act (hours over a normal 36-hour week): such premiums are
    // overtime premiums (§ 207(e)(5), creditable under § 207(h)(2); 29 CFR 778.202). 5 × 8 h = 40 h → 36 h regular
    // and the last 4 h (Friday 12:00–16:00) at 1.5×, under the contract's rule.
    name: 'FLSA: a contractual 36-hour week pays overtime after 36 hours',
    source: '29 CFR 778.202; 29 U.S.C. § 207(e)(5), (h)(2)',
    ruleSet: 'us-flsa',
    timeZone: NY,
    options: { weeklyThresholdMinutes: 36 * H },
    entries: week('2026-04-06', 5, '08:00', '16:00'),
    totals: { regular: 36 * H, overtime_150: 4 * H },
    days: { '2026-04-10': { regular: 4 * H, overtime_150: 4 * H } },
    rules: ['us-flsa.weekly_over_contract'],
  },
  {
    // § 778.110(a)'s example: a $12 hourly rate and 46 hours → $588 (46 h at $12 plus 6 h at $6). Mon–Fri 9 h and
    // Saturday 1 h. Regular 40 × $12 = $480; overtime 6 × $12 + 6 × $6 = $108; total $588.
    name: 'FLSA money: § 778.110(a) — $12 an hour, 46 hours, $588',
    source: '29 CFR 778.110(a); 29 U.S.C. § 207(a)(1)',
    ruleSet: 'us-flsa',
    timeZone: NY,
    pay: { wageCents: 1200 },
    entries: GUARD_46H,
    totals: { regular: 40 * H, overtime_150: 6 * H },
    payTotals: { cents: { regular: 48000, overtime_150: 10800 }, straightCents: 55200, differentialCents: 0, totalCents: 58800 },
  },
  {
    // § 778.110(b)'s example: the same week with a $46 production bonus → regular rate ($552 + $46) / 46 h = $13; the
    // guard is owed $637 (46 h at $13 plus 6 h at $6.50). The time pay: 40 × $12 = $480 regular; overtime
    // 6 × $12 + 6 × $6.50 = $111; $591 — plus the $46 bonus on its own line = $637. (§ 778.208–.209: a
    // non-discretionary bonus is part of the regular rate of the week it was earned, keyed by its first date.)
    name: 'FLSA money: § 778.110(b) — a $46 weekly bonus raises the regular rate to $13',
    source: '29 CFR 778.110(b), 778.208, 778.209(a); 29 U.S.C. § 207(e)',
    ruleSet: 'us-flsa',
    timeZone: NY,
    pay: { wageCents: 1200, bonusCentsByWeek: { '2026-04-05': 4600 } },
    entries: GUARD_46H,
    totals: { regular: 40 * H, overtime_150: 6 * H },
    payTotals: { cents: { regular: 48000, overtime_150: 11100 }, straightCents: 55200, differentialCents: 0, totalCents: 59100 },
  },
  {
    // § 778.209(b): a bonus earned over several weeks is apportioned back to them; when it cannot be tied to a week,
    // equally. A $90 attendance bonus for two weeks → $45 each. Week of 5 April: 5 × 8 h = 40 h, no overtime, so its
    // share changes nothing. Week of 12 April: 5 × 9 h at $15 = $675 + $45 = $720 / 45 h = $16 → 5 h × $8 = $40
    // premium. Regular 80 × $15 = $1,200; overtime 5 × $15 + $40 = $115; time pay $1,315 (bonus $90 apart).
    name: 'FLSA money: a two-week bonus apportioned to each workweek',
    source: '29 CFR 778.209(a), (b); 778.211(c) (attendance bonus is non-discretionary)',
    ruleSet: 'us-flsa',
    timeZone: NY,
    pay: { wageCents: 1500, bonusCentsByWeek: { '2026-04-05': 4500, '2026-04-12': 4500 } },
    entries: [...week('2026-04-06', 5, '08:00', '16:00'), ...week('2026-04-13', 5, '08:00', '17:00')],
    totals: { regular: 80 * H, overtime_150: 5 * H },
    payTotals: { cents: { regular: 120000, overtime_150: 11500 }, straightCents: 127500, totalCents: 131500 },
  },
  {
    // § 778.115 / Fact Sheet #56A: two jobs at two rates in one week → the regular rate is the weighted average:
    // total straight-time earnings / total hours. Armed post Mon–Wed 30 h at $20 = $600; unarmed post Thu 10 h and
    // Fri 5 h at $15 = $225; 45 h, $825 → $18.3333/h. Overtime: Friday's 5 h (hours 41–45) get the half-time
    // premium 5 × $9.16667 = $45.83. Regular $600 + 10 × $15 = $750; overtime 5 × $15 + $45.83 = $120.83; $870.83.
    name: 'FLSA money: two rates in one week — the weighted-average regular rate',
    source: '29 CFR 778.115; DOL Fact Sheet #56A; 29 U.S.C. § 207(a)(1)',
    ruleSet: 'us-flsa',
    timeZone: NY,
    pay: { wageCents: 1500 },
    entries: TWO_POSTS,
    totals: { regular: 40 * H, overtime_150: 5 * H },
    payTotals: { cents: { regular: 75000, overtime_150: 12083 }, straightCents: 82500, differentialCents: 0, totalCents: 87083 },
  },
  {
    // § 207(g)(2) / § 778.419: with an agreement made before the work, hourly work at two jobs may pay overtime at
    // 1.5× the rate of the job done in the overtime hours. Same week: the overtime hours were at the $15 post →
    // 5 h × $7.50 = $37.50 premium. Regular $750; overtime $75 + $37.50 = $112.50; total $862.50.
    name: 'FLSA money: two rates paid at the rate of the hour worked (§ 778.419 agreement)',
    source: '29 U.S.C. § 207(g)(2); 29 CFR 778.419(a)',
    ruleSet: 'us-flsa',
    timeZone: NY,
    pay: { wageCents: 1500, basis: 'hour_rate' },
    entries: TWO_POSTS,
    totals: { regular: 40 * H, overtime_150: 5 * H },
    payTotals: { cents: { regular: 75000, overtime_150: 11250 }, straightCents: 82500, totalCents: 86250 },
  },
  {
    // § 778.207(b): a shift (night) differential is part of the regular rate. $15/h plus $1 for each hour in 22:00–06:00.
    // Nights Mon 6 – Fri 10 April 22:00–08:00: 50 h, 40 of them at night. Straight $750 + differential $40 = $790 /
    // 50 h = $15.80. The hours past 40 (Fri 22:00 – Sat 08:00) get 10 × $7.90 = $79 premium. Regular 40 × $15 =
    // $600; overtime 10 × $15 + $79 = $229; differential $40; total $869.
    name: 'FLSA money: a night differential is part of the regular rate',
    source: '29 CFR 778.207(b); 29 U.S.C. § 207(e)',
    ruleSet: 'us-flsa',
    timeZone: NY,
    pay: { wageCents: 1500 },
    entries: paid(week('2026-04-06', 5, '22:00', '08:00'), { nightDifferentialCents: 100 }),
    totals: { regular: 40 * H, overtime_150: 10 * H },
    days: { '2026-04-10': { regular: 8 * H, overtime_150: 2 * H }, '2026-04-11': { overtime_150: 8 * H } },
    payTotals: { cents: { regular: 60000, overtime_150: 22900 }, straightCents: 75000, differentialCents: 4000, totalCents: 86900 },
  },
  {
    // The audit's case. A guard works Mon–Sat 8 h every week (48 h: Saturday is over 40 → 1.5×). Semi-monthly period
    // 1–15 December 2026; entries for the whole workweeks it touches (Sun 29 Nov – Sat 19 Dec). Overtime is per
    // workweek (778.104), paid with the period in which the week ends (778.106). Week of 29 Nov: Tue 1 – Fri 4 Dec
    // 32 h regular, Sat 5 Dec 8 h at 1.5× (Monday 30 Nov was paid in November). Week of 6 Dec: 40 + 8. Week of
    // 13 Dec: Mon 14, Tue 15 → 16 h regular (its Saturday's overtime belongs to the next period).
    // Period: regular 32 + 40 + 16 = 88 h; 1.5× 8 + 8 = 16 h.
    name: 'FLSA period: semi-monthly 1–15 December 2026, a 48-hour guard',
    source: '29 CFR 778.104, 778.106; 29 U.S.C. § 207(a)(1)',
    ruleSet: 'us-flsa',
    timeZone: NY,
    entries: [
      ...week('2026-11-30', 6, '08:00', '16:00'),
      ...week('2026-12-07', 6, '08:00', '16:00'),
      ...week('2026-12-14', 6, '08:00', '16:00'),
    ],
    totals: { regular: 120 * H, overtime_150: 24 * H },
    period: { from: '2026-12-01', to: '2026-12-15' },
    periodMinutes: { regular: 88 * H, overtime_150: 16 * H },
    periodWeeks: [
      { start: '2026-11-29', ended: true },
      { start: '2026-12-06', ended: true },
      { start: '2026-12-13', ended: false },
    ],
  },
  {
    // A weekly pay period Wednesday–Tuesday over Sunday workweeks (778.105: they need not coincide). Mon–Fri 10 h:
    // Mon–Thu 40 h regular, Friday 10 h at 1.5×. Period Wed 8 – Tue 14 April: Wed, Thu 20 h regular; Fri 10 Apr
    // 10 h at 1.5× (its week ended Sat 11, inside the period); Mon 13, Tue 14 20 h regular.
    name: 'FLSA period: a weekly period Wednesday–Tuesday',
    source: '29 CFR 778.104, 778.105, 778.106',
    ruleSet: 'us-flsa',
    timeZone: NY,
    entries: [...week('2026-04-06', 5, '08:00', '18:00'), ...week('2026-04-13', 5, '08:00', '18:00')],
    totals: { regular: 80 * H, overtime_150: 20 * H },
    period: { from: '2026-04-08', to: '2026-04-14' },
    periodMinutes: { regular: 40 * H, overtime_150: 10 * H },
    periodWeeks: [
      { start: '2026-04-05', ended: true },
      { start: '2026-04-12', ended: false },
    ],
  },
  {
    // Biweekly period Sun 5 – Sat 18 April: two workweeks, each alone (778.104). Nights 22:00–08:00 starting
    // Sun–Thu (50 h a week: the last night, Thu 22:00 – Fri 08:00, at 1.5×), plus an extra night Sat 18 22:00 →
    // Sun 19 08:00. Week of 12 April: 52 h → 12 h at 1.5× (Thu–Fri night and Sat 22:00–24:00). Sunday 19's 8 h
    // are the next week's and the next period's. Period: regular 80 h, 1.5× 10 + 12 = 22 h.
    name: 'FLSA period: biweekly, with a night shift crossing the period end',
    source: '29 CFR 778.104, 778.106; 29 U.S.C. § 207(a)(1)',
    ruleSet: 'us-flsa',
    timeZone: NY,
    entries: [...week('2026-04-05', 5, '22:00', '08:00'), ...week('2026-04-12', 5, '22:00', '08:00'), ['2026-04-18', '22:00', '08:00']],
    totals: { regular: 88 * H, overtime_150: 22 * H },
    days: { '2026-04-18': { overtime_150: 2 * H }, '2026-04-19': { regular: 8 * H } },
    period: { from: '2026-04-05', to: '2026-04-18' },
    periodMinutes: { regular: 80 * H, overtime_150: 22 * H },
    periodWeeks: [
      { start: '2026-04-05', ended: true },
      { start: '2026-04-12', ended: true },
    ],
  },
  {
    // Monthly period, January 2027, a guard at 45 h a week: 9 h Wed, Thu, Fri, Sat and Sun (Sunday workweeks:
    // Sun, Wed, Thu, Fri = 36 h, Saturday 4 h regular + 5 h at 1.5×). Week of 27 Dec 2026: its Fri 1 and Sat 2 Jan
    // are in January → 13 h regular, 5 h at 1.5× (the week ended 2 Jan, in the period). Weeks of 3, 10, 17 and
    // 24 Jan: 4 × (40 + 5). Week of 31 Jan: Sunday 31 → 9 h regular; its overtime, if any, is February's.
    // Period: regular 13 + 160 + 9 = 182 h; 1.5× 5 + 20 = 25 h.
    name: 'FLSA period: monthly (January 2027), a 45-hour guard',
    source: '29 CFR 778.104, 778.106 (monthly pay: overtime with the period in which the week ends)',
    ruleSet: 'us-flsa',
    timeZone: NY,
    entries: [
      ...week('2026-12-27', 1, '08:00', '17:00'),
      ...week('2026-12-30', 5, '08:00', '17:00'),
      ...week('2027-01-06', 5, '08:00', '17:00'),
      ...week('2027-01-13', 5, '08:00', '17:00'),
      ...week('2027-01-20', 5, '08:00', '17:00'),
      ...week('2027-01-27', 5, '08:00', '17:00'),
      ...week('2027-02-03', 4, '08:00', '17:00'),
    ],
    totals: { regular: 240 * H, overtime_150: 30 * H },
    period: { from: '2027-01-01', to: '2027-01-31' },
    periodMinutes: { regular: 182 * H, overtime_150: 25 * H },
    periodWeeks: [
      { start: '2026-12-27', ended: true },
      { start: '2027-01-03', ended: true },
      { start: '2027-01-10', ended: true },
      { start: '2027-01-17', ended: true },
      { start: '2027-01-24', ended: true },
      { start: '2027-01-31', ended: false },
    ],
  },
  {
    // Special services are hours worked in the week like any other (all hours for the same employer count, 778.103),
    // at their own rate in the weighted regular rate (778.115). A service Sun 5 April 08:00–12:00 at $25 (entry 0,
    // completed: paid now), Mon–Fri 8 h at $15 (entries 1–5), a service Fri 18:00–20:00 at $25 (entry 6, not yet
    // completed for pay). Week: 46 h, $750 → $16.3043/h; over 40: Fri 12:00–16:00 and the Friday service (6 h).
    // Period 5–11 April: the Sunday service 4 h regular at $25 = $100 (its own line); posts 36 h regular = $540 and
    // 4 h overtime = $60 + 4 × $8.15217 = $92.61; total $732.61. The Friday service is paid when completed:
    // 2 × $25 + 2 × $8.15217 = $66.30, in overtime. Whole week: regular $540, overtime $158.91, service $100; $798.91.
    name: 'FLSA period: a special service counted in the week and paid when completed',
    source: '29 CFR 778.103, 778.115, 778.106',
    ruleSet: 'us-flsa',
    timeZone: NY,
    pay: { wageCents: 1500 },
    entries: [
      ['2026-04-05', '08:00', '12:00', undefined, undefined, { rateCents: 2500, source: 'special_service' }],
      ...week('2026-04-06', 5, '08:00', '16:00'),
      ['2026-04-10', '18:00', '20:00', undefined, undefined, { rateCents: 2500, source: 'special_service' }],
    ],
    totals: { regular: 40 * H, overtime_150: 6 * H },
    days: { '2026-04-10': { regular: 4 * H, overtime_150: 6 * H } },
    payTotals: { cents: { regular: 54000, overtime_150: 15891 }, straightCents: 75000, specialServiceCents: 10000, totalCents: 79891 },
    period: { from: '2026-04-05', to: '2026-04-11', serviceEntries: [0] },
    periodMinutes: { regular: 40 * H, overtime_150: 4 * H },
    periodPay: { cents: { regular: 54000, overtime_150: 9261 }, specialServiceCents: 10000, totalCents: 73261 },
    periodWeeks: [{ start: '2026-04-05', ended: true }],
  },
  {
    // 29 U.S.C. § 218(a): the Act sets a floor; a contract may pay more. A guard at $15/h whose contract pays $25 for an
    // overtime hour works 45 h: the law's overtime is 1.5 × $15 = $22.50, the contract's $25 is higher and is paid.
    // Regular 40 × $15 = $600; overtime 5 × $25 = $125; total $725 (the coverage ranking prices the hour the same way:
    // overtimeHourCents).
    name: 'FLSA money: a contractual overtime rate above 1.5× is paid',
    source: '29 U.S.C. §§ 207(a)(1), 218(a); 29 CFR 778.5',
    ruleSet: 'us-flsa',
    timeZone: NY,
    pay: { wageCents: 1500, overtimeRateCents: 2500 },
    entries: week('2026-03-02', 5, '08:00', '17:00'),
    totals: { regular: 40 * H, overtime_150: 5 * H },
    payTotals: { cents: { regular: 60000, overtime_150: 12500 }, totalCents: 72500 },
  },
];

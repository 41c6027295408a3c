// Test vectors: US federal (FLSA, 29 U.S.C. § 207; 29 CFR part 778). Written from the primary sources named in each comment, not from the engine's code.
import { H, NY, week } from './payroll-hours.vectors.kit';
import type { TPayrollVector } from './payroll-hours.vectors.kit';

export const FLSA_VECTORS: TPayrollVector[] = [
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
];

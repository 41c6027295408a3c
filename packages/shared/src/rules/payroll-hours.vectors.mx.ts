// Test vectors: Mexico (Ley Federal del Trabajo arts. 58–75; reform DOF 3 Mar 2026). Written from the primary sources named in each comment, not from the engine's code.
import { H, MX, week } from './payroll-hours.vectors.kit';
import type { TPayrollVector } from './payroll-hours.vectors.kit';

export const MX_VECTORS: TPayrollVector[] = [
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
    name: 'Mexico: the same night shifts in 2027 (extra hours on more than 4 days)',
    ruleSet: 'mx',
    timeZone: MX,
    entries: week('2027-03-01', 6, '22:00', '07:00'),
    // Reform (DOF 3 Mar 2026, art. 123 A XI as reformed): 12 extra hours a week at double only "in at most 4 h a day
    // on at most 4 days": the first four nights' 2 h each are double (8 h); the 5th and 6th nights' extra hours are
    // beyond the 4 days → triple (4 h). The week's ordinary 42 h are within 2027's 46.
    totals: { regular: 42 * H, overtime_200: 8 * H, overtime_300: 4 * H },
    days: { '2027-03-04': { regular: 7 * H, overtime_200: 2 * H }, '2027-03-05': { regular: 7 * H, overtime_300: 2 * H } },
    rules: ['mx.extra_over_limits'],
    ruleVersion: 'mx-2027',
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
    // the 8-hour legal day, but the 41st–48th ordinary hours (all of Saturday) are over the weekly maximum → 8 extra
    // hours on one day; only 4 h a day may be paid double, the other 4 triple.
    name: 'Mexico: 48 hours in 2030 exceed the 40-hour weekly maximum',
    ruleSet: 'mx',
    timeZone: MX,
    entries: week('2030-03-04', 6, '08:00', '16:00'),
    totals: { regular: 40 * H, overtime_200: 4 * H, overtime_300: 4 * H },
    rules: ['mx.weekly_over_max'],
  },
];

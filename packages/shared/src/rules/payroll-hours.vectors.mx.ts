// Test vectors: Mexico (Ley Federal del Trabajo arts. 58–75; constitutional reform of art. 123 A IV and XI, DOF
// 3 Mar 2026). Written from the primary sources named in each vector, not from the engine's code; every figure was
// worked out by hand first (the arithmetic is in the comments).
//
// The law as read here:
// - Arts. 58–61: the jornada is the time at the employer's disposal; day 06:00–20:00 at most 8 h, night 20:00–06:00
//   7 h, mixed 7.5 h — a mixed jornada with 3.5 h or more of night is a night jornada. Art. 59: worker and employer
//   may spread the week's hours (e.g. 9 h 36 min Monday–Friday to rest on Saturday) — not extra hours.
// - Arts. 66–68: extra hours paid 100 % more (double); beyond 9 a week, 200 % more (triple). Reform (transitory
//   regime): the weekly maximum 48 h in 2026, 46 in 2027, 44 in 2028, 42 in 2029, 40 from 2030; from 2027 extra work
//   up to 12 h a week, at most 4 h a day on at most 4 days, at double; beyond that margin, triple.
// - Art. 69: one rest day for every six of work (the worker's, not necessarily Sunday: arts. 70–71); art. 73: work
//   on it paid "independientemente del salario que le corresponda por el descanso, un salario doble" → the hours
//   plus 200 % on top, and they are not extra hours of the jornada. Art. 71: Sunday work, a premium of 25 % "sobre
//   el salario de los días ordinarios de trabajo" — a quarter of the ordinary day's pay, whatever the hours worked.
// - Arts. 74–75: statutory holidays (16 September among them) worked: double on top of the day's pay.
// Money is in centavos (wage 60 MXN an hour = 6,000 ¢: an 8-hour day of 480 MXN).
import { H, MX, week } from './payroll-hours.vectors.kit';
import type { TPayrollVector } from './payroll-hours.vectors.kit';

const WAGE = { wageCents: 6000 };

export const MX_VECTORS: TPayrollVector[] = [
  {
    // Art. 60–61: a night jornada (20:00–06:00) has a 7-hour legal day. Six nights 22:00–07:00 (9 h, 8 of them at
    // night → night) → 2 h extra each = 12 extra hours in the week. Art. 67–68 (2026): the first 9 extra hours at
    // double (Monday–Thursday 8 h, Friday 1 h), the rest (Friday 1 h, Saturday 2 h) at triple. Ordinary hours
    // 6 × 7 = 42 ≤ 48 (the 2026 weekly maximum).
    name: 'Mexico: night shifts with 12 extra hours in a week (2026)',
    source: 'LFT arts. 60, 61, 67, 68; reform of art. 123 A XI (DOF 3 Mar 2026), transitory: 48 h in 2026',
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
    // The same week in 2027 under the reform: extra work at double only "up to 4 h a day on at most 4 days" (12 h a
    // week): the first four nights' 2 h each are double (8 h); the 5th and 6th nights' extra hours are on a 5th and
    // 6th day, beyond the margin → triple (4 h). The week's ordinary 42 h are within 2027's 46.
    name: 'Mexico: the same night shifts in 2027 (extra hours on more than 4 days)',
    source: 'Art. 123 A XI as reformed (DOF 3 Mar 2026); LFT arts. 60, 61',
    ruleSet: 'mx',
    timeZone: MX,
    entries: week('2027-03-01', 6, '22:00', '07:00'),
    totals: { regular: 42 * H, overtime_200: 8 * H, overtime_300: 4 * H },
    days: { '2027-03-04': { regular: 7 * H, overtime_200: 2 * H }, '2027-03-05': { regular: 7 * H, overtime_300: 2 * H } },
    rules: ['mx.extra_over_limits'],
    ruleVersion: 'mx-2027',
  },
  {
    // Art. 60: a mixed jornada of 7.5 h (15:00–22:30, 2.5 h at night) → no extra; 18:00–02:00 has 6 h at night
    // (3.5 h or more) → a night jornada of 7 h → 8 − 7 = 1 h extra at double. Regular 7.5 + 7 = 14.5 h.
    name: 'Mexico: mixed shifts, and a mixed shift with 3.5 h of night is a night shift',
    source: 'LFT arts. 60, 61, 67',
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
    // The threshold exactly: two jornadas of 7.5 h. 14:30–22:00 has 2 h of night → mixed, legal 7.5 h → no extra.
    // 16:00–23:30 has 20:00–23:30 = 3.5 h of night → "se reputará jornada nocturna" → 7 h legal → 30 min extra at
    // double. Regular 450 + 420 = 870 min.
    name: 'Mexico: 3.5 hours of night make a 7.5-hour jornada a night jornada',
    source: 'LFT art. 60 (jornada mixta; 3.5 h or more of night is nocturna), art. 61, art. 67',
    ruleSet: 'mx',
    timeZone: MX,
    entries: [
      ['2026-03-03', '14:30', '22:00'],
      ['2026-03-04', '16:00', '23:30'],
    ],
    totals: { regular: 870, overtime_200: 30 },
    days: { '2026-03-03': { regular: 450 }, '2026-03-04': { regular: 420, overtime_200: 30 } },
    rules: ['mx.legal_day_mixed', 'mx.legal_day_night'],
  },
  {
    // Art. 71: Sunday work +25 % of the ordinary day's pay (prima dominical); art. 73: work on the weekly rest day
    // paid double on top of the day's pay; art. 74–75: work on a statutory holiday (first Monday of February,
    // 2 February 2026) double on top. The rest day is Sunday here: Sunday 8 h → 25 % (of the 8-hour day) and 200 %
    // premiums; Monday the holiday 8 h → 200 % holiday premium. Day shifts of 8 h → no extra hours.
    name: 'Mexico: Sunday, the rest day and a holiday',
    source: 'LFT arts. 69, 71, 73, 74 (II), 75',
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
    // Art. 69–70: the guard's rest day is Wednesday (restDay 3), agreed for continuous work. Week of 2 March 2026:
    // Monday, Tuesday, Wednesday, Thursday and Sunday, 08:00–16:00. Wednesday is the rest day worked (art. 73):
    // 8 h regular + 8 h at 200 % on top. Sunday is an ordinary working day for this guard: only the prima dominical
    // (art. 71), 25 % of the 8-hour day → 8 h in sunday_premium_25, no rest-day premium. Ordinary hours
    // 4 × 8 = 32 ≤ 48, no day over 8 → no extra hours.
    name: 'Mexico: the guard’s rest day is Wednesday — Sunday gets only the prima dominical',
    source: 'LFT arts. 69, 70, 71, 73',
    ruleSet: 'mx',
    timeZone: MX,
    options: { restDay: 3 },
    entries: [...week('2026-03-02', 4, '08:00', '16:00'), ['2026-03-08', '08:00', '16:00']],
    totals: { regular: 40 * H, sunday_premium_25: 8 * H, rest_day_premium_200: 8 * H },
    days: {
      '2026-03-04': { regular: 8 * H, rest_day_premium_200: 8 * H },
      '2026-03-08': { regular: 8 * H, sunday_premium_25: 8 * H },
    },
    rules: ['mx.rest_day', 'mx.sunday_premium'],
  },
  {
    // No pyramiding on the rest day, in money. Rest day Sunday; a 6-day, 54-hour week: Monday–Thursday 07:00–16:00
    // (9 h), Friday 07:00–17:00 (10 h), Sunday 08:00–16:00 (8 h). Working days: 4 × 8 + 8 = 40 h ordinary, extra
    // 4 × 1 + 2 = 6 h at double (≤ 9: arts. 67–68). Sunday, the rest day worked (art. 73): 8 h regular + 8 h at 200 %
    // on top + the prima dominical (art. 71) on the 8-hour day; its hours are neither extra hours nor counted toward
    // the 48 (an earlier engine put the week's 6 h over 48 on Sunday: 200 + 200 + 25 = 425 % for those hours;
    // the law gives 100 + 200 + 25 = 325 %). Money at 6,000 ¢/h: regular 48 h × 6,000 = 288,000; extra 6 h × 12,000 =
    // 72,000; rest day 8 h × 6,000 × 2 = 96,000; Sunday 8 h × 6,000 × 0.25 = 12,000 (a quarter of the 480-MXN day).
    // Straight time 54 h × 6,000 = 324,000; total 288,000 + 72,000 + 96,000 + 12,000 = 468,000 ¢.
    name: 'Mexico: the rest day worked in a 54-hour week is not extra time (money)',
    source: 'LFT arts. 67, 68, 69, 71, 73',
    ruleSet: 'mx',
    timeZone: MX,
    options: { restDay: 0 },
    entries: [...week('2026-03-02', 4, '07:00', '16:00'), ['2026-03-06', '07:00', '17:00'], ['2026-03-08', '08:00', '16:00']],
    totals: { regular: 48 * H, overtime_200: 6 * H, sunday_premium_25: 8 * H, rest_day_premium_200: 8 * H },
    days: {
      '2026-03-06': { regular: 8 * H, overtime_200: 2 * H },
      '2026-03-08': { regular: 8 * H, sunday_premium_25: 8 * H, rest_day_premium_200: 8 * H },
    },
    rules: ['mx.rest_day', 'mx.rest_day_hours', 'mx.sunday_premium'],
    pay: WAGE,
    payTotals: {
      cents: { regular: 288000, overtime_200: 72000, rest_day_premium_200: 96000, sunday_premium_25: 12000 },
      straightCents: 324000,
      differentialCents: 0,
      totalCents: 468000,
    },
  },
  {
    // Art. 74 V: 16 September is a statutory holiday (Wednesday in 2026). Monday 14–Saturday 19 September, 6 × 8 h
    // (08:00–16:00): the holiday's 8 h are paid (regular) plus double on top (art. 75) → holiday_premium_200 8 h;
    // the other days 40 h ordinary, no extra. Money at 6,000 ¢/h: 48 h × 6,000 = 288,000 + 8 h × 12,000 = 96,000 →
    // 384,000 ¢.
    name: 'Mexico: 16 September worked',
    source: 'LFT arts. 74 (V), 75',
    ruleSet: 'mx',
    timeZone: MX,
    holidays: ['2026-09-16'],
    entries: week('2026-09-14', 6, '08:00', '16:00'),
    totals: { regular: 48 * H, holiday_premium_200: 8 * H },
    days: { '2026-09-16': { regular: 8 * H, holiday_premium_200: 8 * H } },
    rules: ['mx.holiday', 'mx.holiday_hours'],
    pay: WAGE,
    payTotals: { cents: { regular: 288000, holiday_premium_200: 96000 }, totalCents: 384000 },
  },
  {
    // Art. 71: the prima dominical is 25 % "sobre el salario de los días ordinarios de trabajo" — of the ordinary
    // day, not of the hours worked. Rest day Saturday; Sunday 08:00–12:00 (4 h): 4 h regular, and the premium on the
    // 8-hour day: 8 h × 25 %. Money at 6,000 ¢/h: 4 × 6,000 = 24,000 + 0.25 × 48,000 = 12,000 → 36,000 ¢.
    name: 'Mexico: a 4-hour Sunday still earns 25 % of the whole ordinary day',
    source: 'LFT art. 71',
    ruleSet: 'mx',
    timeZone: MX,
    options: { restDay: 6 },
    entries: [['2026-03-08', '08:00', '12:00']],
    totals: { regular: 4 * H, sunday_premium_25: 8 * H },
    rules: ['mx.sunday_premium'],
    pay: WAGE,
    payTotals: { cents: { regular: 24000, sunday_premium_25: 12000 }, totalCents: 36000 },
  },
  {
    // Art. 59: the parties may spread the week's hours to rest on Saturday: 9 h 36 min Monday–Friday (07:00–16:36,
    // dailyThresholdMinutes 576). 5 × 576 = 2,880 min = 48 h = the 2026 weekly maximum → all ordinary, no extra.
    name: 'Mexico: an agreed 9 h 36 min Monday–Friday (art. 59) is not extra time',
    source: 'LFT art. 59; reform of art. 123 A IV (DOF 3 Mar 2026), transitory: 48 h in 2026',
    ruleSet: 'mx',
    timeZone: MX,
    options: { dailyThresholdMinutes: 576 },
    entries: week('2026-03-02', 5, '07:00', '16:36'),
    totals: { regular: 48 * H },
    days: { '2026-03-02': { regular: 576 } },
    rules: ['mx.agreed_day'],
  },
  {
    // The same agreed week, and the guard is also called in on Saturday 08:00–12:00. Saturday's 4 h are within the
    // agreed jornada, but the week's ordinary hours already reached 48 → they exceed the weekly maximum → extra
    // hours, at double (4 ≤ 9: art. 67). Regular 48 h, extra 4 h (all of Saturday).
    name: 'Mexico: the art. 59 week with a 6th day — its hours are over the weekly maximum',
    source: 'LFT arts. 59, 67, 68; reform of art. 123 A IV (DOF 3 Mar 2026), transitory: 48 h in 2026',
    ruleSet: 'mx',
    timeZone: MX,
    options: { dailyThresholdMinutes: 576 },
    entries: [...week('2026-03-02', 5, '07:00', '16:36'), ['2026-03-07', '08:00', '12:00']],
    totals: { regular: 48 * H, overtime_200: 4 * H },
    days: { '2026-03-07': { overtime_200: 4 * H } },
    rules: ['mx.agreed_day', 'mx.weekly_over_max'],
  },
  {
    // 2026, before the reform's extra-hour margin applies: one 13-hour day shift (07:00–20:00) → 8 h ordinary, 5 h
    // extra. Art. 66 caps extra hours at 3 a day (a breach the employer answers for), but the pay rule is art. 68:
    // triple only beyond 9 extra hours in the week → all 5 at double.
    name: 'Mexico: 5 extra hours in one day in 2026 are all double',
    source: 'LFT arts. 61, 66, 67, 68',
    ruleSet: 'mx',
    timeZone: MX,
    entries: [['2026-03-02', '07:00', '20:00']],
    totals: { regular: 8 * H, overtime_200: 5 * H },
    rules: ['mx.extra_daily'],
    ruleVersion: 'mx-2026',
  },
  {
    // The same 13-hour day in 2027: extra work at double only up to 4 h a day (art. 123 A XI as reformed) → 4 h at
    // double, the 5th extra hour beyond the margin → triple.
    name: 'Mexico: 5 extra hours in one day in 2027 — 4 double, 1 triple',
    source: 'Art. 123 A XI as reformed (DOF 3 Mar 2026); LFT art. 61',
    ruleSet: 'mx',
    timeZone: MX,
    entries: [['2027-03-01', '07:00', '20:00']],
    totals: { regular: 8 * H, overtime_200: 4 * H, overtime_300: 1 * H },
    rules: ['mx.extra_over_limits'],
    ruleVersion: 'mx-2027',
  },
  {
    // 2027, the weekly margin: Monday–Thursday 07:00–19:00 (12 h day shifts) → 4 extra hours a day, each day within
    // 4 h and 4 days, but 4 × 4 = 16 > 12 a week: Monday–Wednesday 12 h at double, Thursday's 4 h triple.
    // Ordinary 4 × 8 = 32 ≤ 46.
    name: 'Mexico: 16 extra hours on 4 days in 2027 — 12 double, 4 triple',
    source: 'Art. 123 A XI as reformed (DOF 3 Mar 2026); transitory: 46 h in 2027',
    ruleSet: 'mx',
    timeZone: MX,
    entries: week('2027-03-01', 4, '07:00', '19:00'),
    totals: { regular: 32 * H, overtime_200: 12 * H, overtime_300: 4 * H },
    days: { '2027-03-03': { regular: 8 * H, overtime_200: 4 * H }, '2027-03-04': { regular: 8 * H, overtime_300: 4 * H } },
    rules: ['mx.extra_over_limits'],
  },
  {
    // 2030 under the reform: the weekly maximum is 40 h. Six day shifts of 8 h (Monday–Saturday): no day exceeds
    // the 8-hour legal day, but the 41st–48th ordinary hours (all of Saturday) are over the weekly maximum → 8 extra
    // hours on one day; only 4 h a day may be paid double, the other 4 triple.
    name: 'Mexico: 48 hours in 2030 exceed the 40-hour weekly maximum',
    source: 'Art. 123 A IV and XI as reformed (DOF 3 Mar 2026); transitory: 40 h from 2030',
    ruleSet: 'mx',
    timeZone: MX,
    entries: week('2030-03-04', 6, '08:00', '16:00'),
    totals: { regular: 40 * H, overtime_200: 4 * H, overtime_300: 4 * H },
    rules: ['mx.weekly_over_max'],
  },
  {
    // A night jornada starting Saturday 7 March 22:00 and ending Sunday 06:00 (8 h of night → 7 h legal, 1 h
    // extra). The jornada is dated by its start (Saturday); by default ('shift_start') it is not Sunday work → no
    // prima dominical. Rest day Monday (so that Sunday is not the rest day in either reading).
    name: 'Mexico: a Saturday-night jornada into Sunday — no prima dominical by default',
    source: 'LFT arts. 58, 60, 61, 67, 71',
    ruleSet: 'mx',
    timeZone: MX,
    options: { restDay: 1 },
    entries: [['2026-03-07', '22:00', '06:00']],
    totals: { regular: 7 * H, overtime_200: 1 * H },
    days: { '2026-03-07': { regular: 7 * H, overtime_200: 1 * H } },
  },
  {
    // The same jornada where the company reads art. 71 ("presten servicio en día domingo") as covering Sunday hours
    // of a jornada started on Saturday (`mxSundayReading: 'hours_on_sunday'`): the prima dominical on the ordinary
    // day of a night jornada, 7 h × 25 %.
    name: 'Mexico: a Saturday-night jornada into Sunday — prima dominical under the hours-on-Sunday reading',
    source: 'LFT arts. 60, 61, 71',
    ruleSet: 'mx',
    timeZone: MX,
    options: { restDay: 1, mxSundayReading: 'hours_on_sunday' },
    entries: [['2026-03-07', '22:00', '06:00']],
    totals: { regular: 7 * H, overtime_200: 1 * H, sunday_premium_25: 7 * H },
    days: { '2026-03-07': { regular: 7 * H, overtime_200: 1 * H, sunday_premium_25: 7 * H } },
    rules: ['mx.sunday_premium'],
  },
  {
    // A quincena, 1–15 April 2026, cutting two workweeks (Monday–Sunday). Week of 30 March: Monday–Saturday
    // 07:00–16:00 (9 h) → 6 × 8 = 48 ordinary, 6 × 1 = 6 extra at double (≤ 9). Week of 13 April: Monday–Saturday
    // 08:00–16:00, 48 h ordinary. Paid in the quincena: the jornadas of its dates in their week's categories —
    // Wednesday 1–Saturday 4 April 4 × 8 = 32 h regular + 4 h extra; Monday 13–Wednesday 15 April 24 h regular.
    // The week of 30 March has ended by 15 April, the week of 13 April has not. Money at 6,000 ¢/h: 56 h × 6,000 =
    // 336,000 + 4 h × 12,000 = 48,000 → 384,000 ¢; straight time 60 h × 6,000 = 360,000 ¢.
    name: 'Mexico: a quincena cutting two workweeks',
    source: 'LFT arts. 61, 67, 68, 88 (pay every 15 days at most)',
    ruleSet: 'mx',
    timeZone: MX,
    entries: [...week('2026-03-30', 6, '07:00', '16:00'), ...week('2026-04-13', 6, '08:00', '16:00')],
    totals: { regular: 96 * H, overtime_200: 6 * H },
    pay: WAGE,
    period: { from: '2026-04-01', to: '2026-04-15' },
    periodMinutes: { regular: 56 * H, overtime_200: 4 * H },
    periodPay: { cents: { regular: 336000, overtime_200: 48000 }, straightCents: 360000, totalCents: 384000 },
    periodWeeks: [
      { start: '2026-03-30', ended: true },
      { start: '2026-04-13', ended: false },
    ],
  },
];

// Test vectors: California (Labor Code §§ 500, 510, 512, 226.7). Written from the primary sources named in each comment, not from the engine's code.
import { H, LA, week } from './payroll-hours.vectors.kit';
import type { TPayrollVector } from './payroll-hours.vectors.kit';

export const CA_VECTORS: TPayrollVector[] = [
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
];

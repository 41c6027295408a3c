import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { addDays } from './dates';
import { calculateHours, formatMinutesHm, mexicoShiftOf, mxLimitsFor, ruleVersionOf } from './payroll-hours';
import type { TCalculateInput, TCalculateResult, TWorkEntry } from './payroll-hours.types';
import { TIME_CATEGORIES } from './payroll-hours.types';
import { overtimeHourCents } from './payroll-hours.pay';
import { PAYROLL_VECTORS, type TPayrollVector } from './payroll-hours.vectors';

const instant = (date: string, hm: string, timeZone: string) => {
  const [hour, minute] = hm.split(':').map(Number);
  return Temporal.PlainDate.from(date).toZonedDateTime({ timeZone, plainTime: { hour, minute } }).toString({ timeZoneName: 'never' });
};

export const vectorInput = (v: TPayrollVector): TCalculateInput => ({
  ruleSet: v.ruleSet,
  timeZone: v.timeZone,
  hireDate: v.hireDate ?? null,
  holidays: v.holidays,
  options: v.options,
  ...(v.pay ? { pay: v.pay } : {}),
  ...(v.period ? { period: v.period } : {}),
  entries: v.entries.map(
    ([date, start, end, breakMinutes, mealStartMinute, pay]): TWorkEntry => ({
      start: instant(date, start, v.timeZone),
      end: instant(end > start ? date : addDays(date, 1), end, v.timeZone),
      ...(breakMinutes !== undefined ? { breakMinutes } : {}),
      ...(mealStartMinute !== undefined ? { mealStartMinute } : {}),
      ...(pay ?? {}),
    }),
  ),
});

/** Checks a calculation against its vector: minutes, days, rules, version, money and the pay period. */
export const expectVector = (v: TPayrollVector, result: Omit<TCalculateResult, 'ruleSet'> & { ruleSet: string }) => {
  expect(result.totals).toEqual(v.totals);
  for (const [date, minutes] of Object.entries(v.days ?? {})) {
    expect(result.days.find((d) => d.date === date)?.minutes, date).toEqual(minutes);
  }
  const rules = new Set(result.days.flatMap((d) => d.applied.map((a) => a.rule)));
  for (const rule of v.rules ?? []) expect(rules, rule).toContain(rule);
  if (v.ruleVersion) expect(result.ruleVersion).toBe(v.ruleVersion);
  if (v.payTotals) expect(result.pay).toMatchObject(v.payTotals);
  if (v.periodMinutes) expect(result.period?.minutes).toEqual(v.periodMinutes);
  if (v.periodPay) expect(result.period?.pay).toMatchObject(v.periodPay);
  if (v.periodWeeks) expect(result.period?.weeks.map((w) => ({ start: w.start, ended: w.ended }))).toEqual(v.periodWeeks);
};

describe('payroll hours: the test vectors', () => {
  it('has at least 15 vectors per jurisdiction, each naming its source', () => {
    for (const ruleSet of ['us-flsa', 'us-ca', 'pr', 'mx']) {
      expect(PAYROLL_VECTORS.filter((v) => v.ruleSet === ruleSet).length, ruleSet).toBeGreaterThanOrEqual(15);
    }
    for (const v of PAYROLL_VECTORS) expect(v.source?.trim(), v.name).toBeTruthy();
  });

  for (const v of PAYROLL_VECTORS) {
    it(v.name, () => {
      const result = calculateHours(vectorInput(v));
      expectVector(v, result);
      // Every worked minute is in exactly one time category, and every category's minutes are explained.
      for (const day of result.days) {
        const timeMinutes = TIME_CATEGORIES.reduce((sum, c) => sum + (day.minutes[c] ?? 0), 0);
        expect(timeMinutes, day.date).toBe(day.workedMinutes);
        const explained: Record<string, number> = {};
        for (const a of day.applied) explained[a.category] = (explained[a.category] ?? 0) + a.minutes;
        expect(explained).toEqual(day.minutes);
      }
      const weekTotal = result.weeks.reduce((sum, w) => sum + w.workedMinutes, 0);
      expect(weekTotal).toBe(result.workedMinutes);
    });
  }
});

describe('payroll hours: details', () => {
  it('prices an overtime hour once for the coverage ranking and pay runs (overtimeHourCents)', () => {
    expect(overtimeHourCents({ wageCents: 1500, ruleSet: 'us-flsa' })).toBe(2250);
    expect(overtimeHourCents({ wageCents: 1500, ruleSet: 'pr', overtimeRateCents: 2500 })).toBe(2500);
    expect(overtimeHourCents({ wageCents: 1500, ruleSet: 'pr', overtimeRateCents: 1000 })).toBe(2250);
    expect(overtimeHourCents({ wageCents: 1500, ruleSet: 'mx' })).toBe(3000);
  });

  it('picks the rule version in force on the first day worked', () => {
    expect(ruleVersionOf('pr', '2016-12-31')).toBe('pr-1948');
    expect(ruleVersionOf('pr', '2017-01-26')).toBe('pr-2017-01-26');
    expect(ruleVersionOf('mx', '2025-06-01')).toBe('mx-lft-1970');
    expect(mxLimitsFor(2025)).toMatchObject({ weeklyMaxHours: 48, doubleExtraHoursPerWeek: 9 });
    expect(mxLimitsFor(2029).weeklyMaxHours).toBe(42);
    expect(mxLimitsFor(2035).weeklyMaxHours).toBe(40);
  });

  it('classifies Mexican shifts by their night minutes', () => {
    expect(mexicoShiftOf(480, 0)).toBe('day');
    expect(mexicoShiftOf(450, 150)).toBe('mixed');
    expect(mexicoShiftOf(480, 210)).toBe('night');
    expect(mexicoShiftOf(450, 100, 'mixed')).toBe('mixed');
    expect(mexicoShiftOf(450, 300, 'mixed')).toBe('night');
  });

  it('marks schedule-sourced days unverified, the 7th day and holidays', () => {
    const result = calculateHours({
      ruleSet: 'us-flsa',
      timeZone: 'America/New_York',
      holidays: ['2026-07-03'],
      entries: [{ start: '2026-07-03T08:00:00-04:00', end: '2026-07-03T12:00:00-04:00', source: 'schedule' }],
    });
    expect(result.days[0].flags).toEqual(['unverified', 'holiday']);
  });

  it('applies the Puerto Rico meal rules once to an entry split across two workweeks', () => {
    // A pre-2017 hire keeping the 24-hour window: Sunday 08:00–16:00, then Monday 06:00–17:00 with a late meal:
    // Monday's first 2 h fall in Sunday's 24 hours but in the workweek of 9 March (it starts Monday 00:01); the
    // penalty is counted once.
    const result = calculateHours({
      ruleSet: 'pr',
      timeZone: 'America/Puerto_Rico',
      hireDate: '2015-01-01',
      options: { mealPenaltyPercent: 150, prPre2017Day: 'window24' },
      entries: [
        { start: '2026-03-08T08:00:00-04:00', end: '2026-03-08T16:00:00-04:00' },
        { start: '2026-03-09T06:00:00-04:00', end: '2026-03-09T17:00:00-04:00', breakMinutes: 60, mealStartMinute: 360 },
      ],
    });
    expect(result.weeks.map((w) => w.start)).toEqual(['2026-03-02', '2026-03-09']);
    expect(result.totals.meal_penalty).toBe(60);
    expect(result.days[0].minutes).toEqual({ regular: 480, overtime_200: 120, meal_penalty: 60 });
  });

  it('returns nothing for no entries and formats h:mm', () => {
    expect(calculateHours({ ruleSet: 'pr', timeZone: 'America/Puerto_Rico', entries: [] })).toMatchObject({
      days: [],
      weeks: [],
      workedMinutes: 0,
    });
    expect(formatMinutesHm(545)).toBe('9:05');
    expect(formatMinutesHm(0)).toBe('0:00');
  });
});

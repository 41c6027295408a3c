import { describe, expect, it } from 'vitest';
import { defaultRuleSetOf, easterSunday, holidayCountryOf, nthWeekday, statutoryHolidays } from './holidays';

describe('statutory holiday calendars', () => {
  it('computes the floating US holidays (Thanksgiving is the 4th Thursday of November)', () => {
    const us = Object.fromEntries(statutoryHolidays('US', 2026).map((h) => [h.key, h.date]));
    expect(us.thanksgiving).toBe('2026-11-26');
    expect(us.martinLutherKing).toBe('2026-01-19');
    expect(us.memorial).toBe('2026-05-25');
    expect(us.labor).toBe('2026-09-07');
    expect(us.columbus).toBe('2026-10-12');
    expect(statutoryHolidays('US', 2027).find((h) => h.key === 'thanksgiving')?.date).toBe('2027-11-25');
  });

  it("computes Mexico's Mondays (LFT art. 74) and the presidential transfer every six years", () => {
    const mx = Object.fromEntries(statutoryHolidays('MX', 2026).map((h) => [h.key, h.date]));
    expect(mx.constitutionMx).toBe('2026-02-02');
    expect(mx.juarez).toBe('2026-03-16');
    expect(mx.revolution).toBe('2026-11-16');
    expect(mx.presidentialTransfer).toBeUndefined();
    expect(statutoryHolidays('MX', 2030).some((h) => h.date === '2030-10-01')).toBe(true);
  });

  it("computes Puerto Rico's Good Friday from Easter", () => {
    expect(easterSunday(2026)).toBe('2026-04-05');
    expect(easterSunday(2027)).toBe('2027-03-28');
    expect(statutoryHolidays('PR', 2026).find((h) => h.key === 'goodFriday')?.date).toBe('2026-04-03');
    expect(statutoryHolidays('PR', 2026).map((h) => h.date)).toEqual([...statutoryHolidays('PR', 2026).map((h) => h.date)].sort());
  });

  it('finds nth and last weekdays, countries and default rule sets', () => {
    expect(nthWeekday(2026, 5, 1, -1)).toBe('2026-05-25');
    expect(nthWeekday(2026, 2, 1, 1)).toBe('2026-02-02');
    expect(holidayCountryOf('pr')).toBe('PR');
    expect(holidayCountryOf('MX')).toBe('MX');
    expect(holidayCountryOf(null)).toBe('US');
    expect(defaultRuleSetOf('PR')).toBe('pr');
    expect(defaultRuleSetOf('US')).toBe('us-flsa');
  });
});

import { describe, expect, it } from 'vitest';
import { calendarDays, monthBounds, shiftMonth } from './TaskCalendar';

describe('task calendar month grid', () => {
  it('covers the month in whole weeks from the company week start', () => {
    const sunday = calendarDays('2026-11', 0);
    expect(sunday[0]).toBe('2026-11-01');
    expect(sunday.length % 7).toBe(0);
    expect(sunday.at(-1)).toBe('2026-12-05');
    const monday = calendarDays('2026-11', 1);
    expect(monday[0]).toBe('2026-10-26');
    expect(monday.at(-1)).toBe('2026-12-06');
  });

  it('month bounds and moves across years', () => {
    expect(monthBounds('2028-02')).toEqual({ first: '2028-02-01', last: '2028-02-29' });
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
  });
});

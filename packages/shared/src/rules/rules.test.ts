import { describe, expect, it } from 'vitest';
import { addDays, dayOfWeekOf, daysBetween, INVALID_DATE_MESSAGE, lastDayOfMonth, parseDateString, startOfWeek } from './dates';
import { crossesMidnight, formatTime12h, shiftDurationMinutes, timeToMinutes } from './times';

describe('dates', () => {
  it('accepts yyyy-MM-dd and drops a time part after T or space', () => {
    expect(parseDateString('2026-11-22')).toBe('2026-11-22');
    expect(parseDateString('2026-11-22T10:00:00Z')).toBe('2026-11-22');
    expect(parseDateString('2026-11-22 10:00')).toBe('2026-11-22');
  });
  it("rejects other formats and impossible dates with the spec's message", () => {
    for (const bad of ['22/11/2026', '2026-2-1', '2026-02-30', 'tomorrow']) {
      expect(() => parseDateString(bad)).toThrow(INVALID_DATE_MESSAGE);
    }
  });
  it('computes weekdays and week starts', () => {
    expect(dayOfWeekOf('2026-11-22')).toBe(0); // a Sunday
    expect(startOfWeek('2026-11-25')).toBe('2026-11-22');
    expect(startOfWeek('2026-11-25', 1)).toBe('2026-11-23');
    expect(startOfWeek('2026-11-22', 1)).toBe('2026-11-16');
    expect(startOfWeek('2026-11-23', 1)).toBe('2026-11-23');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });
  it('counts whole days between dates', () => {
    expect(daysBetween('2026-03-01', '2026-03-01')).toBe(0);
    expect(daysBetween('2026-03-07', '2026-03-09')).toBe(2); // across the US DST change: still whole days
    expect(daysBetween('2026-12-31', '2026-01-01')).toBe(-364);
    expect(daysBetween('2028-02-01', '2028-03-01')).toBe(29);
    expect(() => daysBetween('2026-02-30', '2026-03-01')).toThrow(INVALID_DATE_MESSAGE);
  });
  it("finds a month's last day", () => {
    expect(lastDayOfMonth('2026-02-14')).toBe('2026-02-28');
    expect(lastDayOfMonth('2028-02-01')).toBe('2028-02-29');
    expect(lastDayOfMonth('1900-02-01')).toBe('1900-02-28');
    expect(lastDayOfMonth('2000-02-29')).toBe('2000-02-29');
    expect(lastDayOfMonth('2026-12-31')).toBe('2026-12-31');
    expect(lastDayOfMonth('2026-04-01T23:00:00Z')).toBe('2026-04-30');
    expect(() => lastDayOfMonth('2026-13-01')).toThrow(INVALID_DATE_MESSAGE);
  });
});

describe('times', () => {
  it('parses HH:mm and refuses anything else', () => {
    expect(timeToMinutes('00:00')).toBe(0);
    expect(timeToMinutes('23:59')).toBe(1439);
    for (const bad of ['24:00', '7:00', '12:60', '']) expect(() => timeToMinutes(bad)).toThrow('Invalid time');
  });
  it('shows 12-hour AM/PM', () => {
    expect(formatTime12h('00:05')).toBe('12:05 AM');
    expect(formatTime12h('12:00')).toBe('12:00 PM');
    expect(formatTime12h('19:30')).toBe('7:30 PM');
  });
  it('treats a shift ending at or before its start as overnight', () => {
    expect(crossesMidnight('22:00', '06:00')).toBe(true);
    expect(crossesMidnight('07:00', '15:00')).toBe(false);
    expect(shiftDurationMinutes('22:00', '06:00')).toBe(480);
  });
});

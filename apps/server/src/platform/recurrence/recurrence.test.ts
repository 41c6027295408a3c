import { describe, expect, it } from 'vitest';
import { occurrencesBetween, ruleOf } from './recurrence';

const dates = (list: { date: string }[]) => list.map((o) => o.date);

describe('task recurrence (RFC 5545 through rrule-temporal)', () => {
  it('weekly on Mon/Wed/Fri every 2 weeks until a date', () => {
    const rule = {
      type: 'weekly',
      interval: 2,
      daysOfWeek: [5, 1, 3],
      startDate: '2026-03-02',
      endDate: '2026-03-27',
      dueMinute: 540,
    } as const;
    expect(dates(occurrencesBetween(rule, 'America/Puerto_Rico', '2026-01-01', '2026-12-31'))).toEqual([
      '2026-03-02',
      '2026-03-04',
      '2026-03-06',
      '2026-03-16',
      '2026-03-18',
      '2026-03-20',
    ]);
    expect(ruleOf(rule, 'America/Puerto_Rico').toString()).toContain('FREQ=WEEKLY;INTERVAL=2');
  });

  it('monthly on the 31st skips the months without one', () => {
    const rule = { type: 'monthly', interval: 1, daysOfWeek: [], startDate: '2026-01-31', endDate: null, dueMinute: null } as const;
    expect(dates(occurrencesBetween(rule, 'America/New_York', '2026-01-01', '2026-08-31'))).toEqual([
      '2026-01-31',
      '2026-03-31',
      '2026-05-31',
      '2026-07-31',
      '2026-08-31',
    ]);
  });

  it('keeps the wall-clock due time across a DST change in America/New_York', () => {
    const rule = { type: 'daily', interval: 1, daysOfWeek: [], startDate: '2026-10-30', endDate: '2026-11-03', dueMinute: 540 } as const;
    const list = occurrencesBetween(rule, 'America/New_York', '2026-10-01', '2026-11-30');
    expect(dates(list)).toEqual(['2026-10-30', '2026-10-31', '2026-11-01', '2026-11-02', '2026-11-03']);
    // 09:00 EDT is 13:00 UTC before 1 November; 09:00 EST is 14:00 UTC after.
    expect(list.map((o) => o.dueAt.toISOString().slice(11, 16))).toEqual(['13:00', '13:00', '14:00', '14:00', '14:00']);
    // Spring forward: 02:30 does not exist on 8 March 2026, the occurrence is still on that date (03:30 EDT).
    const gap = occurrencesBetween(
      { ...rule, startDate: '2026-03-07', endDate: '2026-03-09', dueMinute: 150 },
      'America/New_York',
      '2026-03-01',
      '2026-03-31',
    );
    expect(dates(gap)).toEqual(['2026-03-07', '2026-03-08', '2026-03-09']);
    expect(gap[1].dueAt.toISOString()).toBe('2026-03-08T07:30:00.000Z');
  });

  it('end of day when no due time; windows are inclusive', () => {
    const rule = { type: 'yearly', interval: 1, daysOfWeek: [], startDate: '2024-02-29', endDate: null, dueMinute: null } as const;
    expect(dates(occurrencesBetween(rule, 'America/Puerto_Rico', '2024-01-01', '2032-12-31'))).toEqual([
      '2024-02-29',
      '2028-02-29',
      '2032-02-29',
    ]);
    const daily = { type: 'daily', interval: 3, daysOfWeek: [], startDate: '2026-01-01', endDate: null, dueMinute: null } as const;
    const list = occurrencesBetween(daily, 'America/Puerto_Rico', '2026-01-04', '2026-01-10');
    expect(dates(list)).toEqual(['2026-01-04', '2026-01-07', '2026-01-10']);
    expect(list[0].dueAt.toISOString()).toBe('2026-01-05T04:00:00.000Z');
  });
});

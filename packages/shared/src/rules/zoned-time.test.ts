import { describe, expect, it } from 'vitest';
import { addDays } from './dates';
import {
  dailyOccurrenceMinutes,
  firstZonedOverlapDate,
  instantOf,
  shiftDurationOn,
  wallClockOf,
  weekBoundsOf,
  zonedOccurrence,
} from './zoned-time';

const NY = 'America/New_York';
const PR = 'America/Puerto_Rico';
const hm = (h: number, m = 0) => h * 60 + m;

describe('zoned shift occurrences', () => {
  // 2026: clocks go forward on Sunday 8 March at 02:00 and back on Sunday 1 November at 02:00 in New York.
  it('a 22:00–06:00 shift lasts 7 h on the New York spring-forward night', () => {
    expect(shiftDurationOn('2026-03-07', hm(22), hm(6), NY)).toBe(7 * 60);
    const o = zonedOccurrence('2026-03-07', hm(22), hm(6), NY);
    expect(new Date(o.startMs).toISOString()).toBe('2026-03-08T03:00:00.000Z'); // 22:00 EST
    expect(new Date(o.endMs).toISOString()).toBe('2026-03-08T10:00:00.000Z'); // 06:00 EDT
  });

  it('a 22:00–06:00 shift lasts 9 h on the New York fall-back night', () => {
    expect(shiftDurationOn('2026-10-31', hm(22), hm(6), NY)).toBe(9 * 60);
  });

  it('a 22:00–06:00 shift lasts 8 h on those nights in Puerto Rico (no DST) and on ordinary nights in New York', () => {
    expect(shiftDurationOn('2026-03-07', hm(22), hm(6), PR)).toBe(8 * 60);
    expect(shiftDurationOn('2026-10-31', hm(22), hm(6), PR)).toBe(8 * 60);
    expect(shiftDurationOn('2026-03-14', hm(22), hm(6), NY)).toBe(8 * 60);
  });

  it("resolves a 02:30 start on the spring-forward night with 'compatible' disambiguation (03:30 EDT)", () => {
    const o = zonedOccurrence('2026-03-08', hm(2, 30), hm(10), NY);
    expect(new Date(o.startMs).toISOString()).toBe('2026-03-08T07:30:00.000Z'); // 03:30 EDT
    expect(wallClockOf(o.startMs, NY)).toEqual({ date: '2026-03-08', minute: hm(3, 30) });
    expect(o.durationMinutes).toBe(hm(6, 30));
    // A repeated time on the fall-back night takes the earlier instant (01:30 EDT, not EST).
    expect(new Date(instantOf('2026-11-01', hm(1, 30), NY)).toISOString()).toBe('2026-11-01T05:30:00.000Z');
    // Both ends in the gap move forward alike (02:00–02:30 is 03:00–03:30); 02:30–03:00 would end before it
    // starts (03:30 → 03:00): it lasts 0, never less.
    expect(shiftDurationOn('2026-03-08', hm(2), hm(2, 30), NY)).toBe(30);
    expect(shiftDurationOn('2026-03-08', hm(2, 30), hm(3), NY)).toBe(0);
  });

  it('the same wall-clock times are different instants in different zones', () => {
    const ny = zonedOccurrence('2026-06-10', hm(9), hm(17), NY);
    const pr = zonedOccurrence('2026-06-10', hm(9), hm(17), PR);
    // In summer New York (EDT, UTC−4) and Puerto Rico (AST, UTC−4) agree; in winter New York is an hour behind.
    expect(ny.startMs).toBe(pr.startMs);
    expect(zonedOccurrence('2026-12-10', hm(9), hm(17), NY).startMs - zonedOccurrence('2026-12-10', hm(9), hm(17), PR).startMs).toBe(
      3_600_000,
    );
  });

  it('a Saturday night shift crossing midnight belongs to the week it starts in, and DST weeks have their real length', () => {
    const saturday = '2026-03-07';
    const week = weekBoundsOf(saturday, NY);
    expect(week.firstDay).toBe('2026-03-01');
    const o = zonedOccurrence(saturday, hm(22), hm(6), NY);
    expect(o.startMs >= week.startMs && o.startMs < week.endMs).toBe(true);
    expect(o.endMs > week.endMs).toBe(true);
    const next = weekBoundsOf('2026-03-08', NY);
    expect(next.startMs).toBe(week.endMs);
    expect((next.endMs - next.startMs) / 3_600_000).toBe(167);
    expect(weekBoundsOf('2026-11-01', NY).endMs - weekBoundsOf('2026-11-01', NY).startMs).toBe(169 * 3_600_000);
  });

  it('weeks start on the company’s week start (a Monday week holds the Sunday before it as its last day)', () => {
    // Wednesday 2026-11-25: Sunday week from the 22nd, Monday week from the 23rd, Saturday week from the 21st.
    expect(weekBoundsOf('2026-11-25', PR).firstDay).toBe('2026-11-22');
    expect(weekBoundsOf('2026-11-25', PR, 1).firstDay).toBe('2026-11-23');
    expect(weekBoundsOf('2026-11-25', PR, 6).firstDay).toBe('2026-11-21');
    // The Sunday of a Monday week is its seventh day, not the first of the next.
    expect(weekBoundsOf('2026-11-29', PR, 1).firstDay).toBe('2026-11-23');
    const monday = weekBoundsOf('2026-11-23', PR, 1);
    expect((monday.endMs - monday.startMs) / 3_600_000).toBe(168);
    expect(monday.startMs).toBe(zonedOccurrence('2026-11-23', 0, 60, PR).startMs);
  });
});

describe('first overlap of weekly shifts in different zones', () => {
  // Mondays 09:00–17:00 in New York against Mondays 17:30–19:00 in San Juan: they overlap only while New York is on
  // standard time (17:30 AST = 16:30 EST), from November to March.
  const ny = { dayOfWeek: 1, startMinute: hm(9), endMinute: hm(17), from: '2026-04-01', to: null, timeZone: NY };
  const pr = { dayOfWeek: 1, startMinute: hm(17, 30), endMinute: hm(19), from: '2026-04-01', to: null, timeZone: PR };

  it('finds the first Monday after clocks go back (2 November 2026)', () => {
    expect(firstZonedOverlapDate(pr, ny)).toBe('2026-11-02');
    expect(firstZonedOverlapDate(ny, pr)).toBe('2026-11-02');
  });

  it('finds none when both rosters end before clocks go back, and none for shifts that never meet', () => {
    expect(firstZonedOverlapDate({ ...pr, to: '2026-10-31' }, ny)).toBeNull();
    expect(firstZonedOverlapDate({ ...pr, startMinute: hm(19), endMinute: hm(20) }, ny)).toBeNull();
  });

  it('sees a night shift crossing into the next day of the other zone', () => {
    // Sunday 22:00–06:00 in San Juan ends at 05:00 EST on Monday in winter: it meets a Monday 04:00 New York start.
    const night = { dayOfWeek: 0, startMinute: hm(22), endMinute: hm(6), from: '2026-12-01', to: null, timeZone: PR };
    const early = { dayOfWeek: 1, startMinute: hm(4), endMinute: hm(12), from: '2026-12-01', to: null, timeZone: NY };
    expect(firstZonedOverlapDate(night, early)).toBe('2026-12-06');
  });
});

describe('real minutes of a daily occurrence over a range of days', () => {
  const dayByDay = (from: string, to: string, start: number, end: number, zone: string, maxDays: number) => {
    let minutes = 0;
    for (let day = from, n = 0; day <= to && n < maxDays; day = addDays(day, 1), n += 1) minutes += shiftDurationOn(day, start, end, zone);
    return minutes;
  };

  it('is the sum of each day’s real length, in zones with and without clock changes (a 30-minute one too)', () => {
    const zones = [
      'America/New_York',
      'America/Puerto_Rico',
      'America/Mexico_City',
      'America/Tijuana',
      'Europe/Madrid',
      'Australia/Lord_Howe',
    ];
    // Day shifts, night shifts crossing midnight, 24-hour posts, and starts or ends inside a spring-forward gap.
    const times: [number, number][] = [
      [480, 1020],
      [1320, 360],
      [0, 0],
      [150, 600],
      [60, 150],
      [1410, 30],
      [120, 180],
    ];
    const ranges: [string, string][] = [
      ['2026-03-01', '2026-03-31'],
      ['2026-10-20', '2026-11-10'],
      ['2021-12-25', '2023-01-10'],
      ['2026-03-08', '2026-03-08'],
      ['2026-11-01', '2026-11-01'],
      ['2026-06-01', '2026-06-30'],
      ['2026-04-05', '2026-04-04'],
    ];
    for (const zone of zones)
      for (const [start, end] of times)
        for (const [from, to] of ranges)
          for (const maxDays of [366, 10])
            expect([zone, start, end, from, to, maxDays, dailyOccurrenceMinutes(from, to, start, end, zone, maxDays)]).toEqual([
              zone,
              start,
              end,
              from,
              to,
              maxDays,
              dayByDay(from, to, start, end, zone, maxDays),
            ]);
  });

  it('counts the New York spring-forward and fall-back nights of a 22:00–06:00 post at 7 h and 9 h', () => {
    // March 2026: 31 nights of 8 h, one of them (7–8 March) 7 h. 31 October – 29 November: 30 nights, the first
    // (31 October – 1 November) 9 h.
    expect(dailyOccurrenceMinutes('2026-03-01', '2026-03-31', 1320, 360, 'America/New_York')).toBe(31 * 480 - 60);
    expect(dailyOccurrenceMinutes('2026-10-31', '2026-11-29', 1320, 360, 'America/New_York')).toBe(30 * 480 + 60);
    expect(dailyOccurrenceMinutes('2026-03-01', '2026-03-31', 1320, 360, 'America/Puerto_Rico')).toBe(31 * 480);
  });
});

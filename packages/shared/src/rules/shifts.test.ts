import { describe, expect, it } from 'vitest';
import {
  availabilityStatusOf,
  findOverlappingShifts,
  firstDateOnOrAfter,
  firstOverlapDate,
  intervalsOverlap,
  rankAvailability,
  restBetween,
  shiftInterval,
  shiftIntervalOfTimes,
  boardStateOf,
  staffingStateOf,
  isNoShowAt,
} from './shifts';

const hm = (h: number, m = 0) => h * 60 + m;

describe('shift intervals', () => {
  it('moves the end of an overnight shift to the next day', () => {
    expect(shiftIntervalOfTimes('22:00', '06:00')).toEqual({ start: hm(22), end: hm(30) });
    expect(shiftIntervalOfTimes('07:00', '15:00')).toEqual({ start: hm(7), end: hm(15) });
    expect(shiftInterval(hm(23), hm(7), 1)).toEqual({ start: 1440 + hm(23), end: 1440 + hm(31) });
  });

  it('treats back-to-back shifts as not overlapping, with zero rest', () => {
    const day = shiftIntervalOfTimes('07:00', '15:00');
    const evening = shiftIntervalOfTimes('15:00', '23:00');
    expect(intervalsOverlap(day, evening)).toBe(false);
    expect(restBetween(day, evening)).toBe(0);
    expect(restBetween(evening, day)).toBe(0);
  });

  it('finds the overlap of a night shift with the next morning', () => {
    const night = shiftIntervalOfTimes('22:00', '06:00');
    const nextMorning = shiftIntervalOfTimes('05:00', '13:00', 1);
    const nextDay = shiftIntervalOfTimes('06:00', '14:00', 1);
    expect(intervalsOverlap(night, nextMorning)).toBe(true);
    expect(restBetween(night, nextMorning)).toBeNull();
    expect(intervalsOverlap(night, nextDay)).toBe(false);
    expect(restBetween(night, shiftIntervalOfTimes('10:00', '18:00', 1))).toBe(hm(4));
  });
});

describe('overlapping shifts of one day', () => {
  it('reports overlapping pairs, night shifts included, and accepts back-to-back shifts', () => {
    const shifts = [
      { shiftNumber: 1, startTime: '06:00', endTime: '14:00' },
      { shiftNumber: 2, startTime: '14:00', endTime: '22:00' },
      { shiftNumber: 3, startTime: '22:00', endTime: '06:00' },
    ];
    expect(findOverlappingShifts(shifts)).toEqual([]);
    const withOverlap = [...shifts, { shiftNumber: 4, startTime: '21:00', endTime: '23:30' }];
    expect(findOverlappingShifts(withOverlap).map(([a, b]) => [a.shiftNumber, b.shiftNumber])).toEqual([
      [2, 4],
      [3, 4],
    ]);
  });

  it('does not treat an early shift of the same day as overlapping the night shift that starts later', () => {
    expect(
      findOverlappingShifts([
        { shiftNumber: 1, startTime: '00:00', endTime: '08:00' },
        { shiftNumber: 2, startTime: '22:00', endTime: '06:00' },
      ]),
    ).toEqual([]);
  });

  it('skips shifts whose times are invalid', () => {
    expect(findOverlappingShifts([{ shiftNumber: 1, startTime: '7:00', endTime: '15:00' }])).toEqual([]);
  });
});

describe('weekly shifts over date ranges', () => {
  // 2026-11-22 is a Sunday.
  const monNight = { dayOfWeek: 1, startMinute: hm(22), endMinute: hm(6), from: '2026-11-01', to: null };

  it('finds the first date of a weekday in a range', () => {
    expect(firstDateOnOrAfter('2026-11-22', 1)).toBe('2026-11-23');
    expect(firstDateOnOrAfter('2026-11-22', 0)).toBe('2026-11-22');
    expect(firstDateOnOrAfter('2026-11-22', 6, '2026-11-25')).toBeNull();
  });

  it('detects a Monday night shift overlapping a Tuesday early shift elsewhere', () => {
    const tueEarly = { dayOfWeek: 2, startMinute: hm(5), endMinute: hm(13), from: '2026-11-22', to: null };
    expect(firstOverlapDate(monNight, tueEarly)).toBe('2026-11-23');
    // Symmetric: seen from the Tuesday shift, the first clash is on the Tuesday.
    expect(firstOverlapDate(tueEarly, monNight)).toBe('2026-11-24');
  });

  it('allows back-to-back and ignores rosters whose ranges never meet', () => {
    const tueAtSix = { dayOfWeek: 2, startMinute: hm(6), endMinute: hm(14), from: '2026-11-01', to: null };
    expect(firstOverlapDate(monNight, tueAtSix)).toBeNull();
    const monDay = { dayOfWeek: 1, startMinute: hm(23), endMinute: hm(7), from: '2026-11-01', to: '2026-11-20' };
    const monDayLater = { ...monDay, from: '2026-11-21', to: null };
    expect(firstOverlapDate(monDay, monDayLater)).toBeNull();
    // Ranges that meet only on a Wednesday never hold a Monday.
    expect(
      firstOverlapDate({ ...monDay, from: '2026-11-01', to: '2026-11-25' }, { ...monDay, from: '2026-11-25', to: '2026-11-30' }),
    ).toBeNull();
  });

  it('wraps Saturday night into Sunday', () => {
    const satNight = { dayOfWeek: 6, startMinute: hm(20), endMinute: hm(4), from: '2026-11-01', to: null };
    const sunEarly = { dayOfWeek: 0, startMinute: hm(3), endMinute: hm(9), from: '2026-11-01', to: null };
    expect(firstOverlapDate(satNight, sunEarly)).toBe('2026-11-07');
  });
});

describe('staffing state', () => {
  it('classifies by assigned guards and time left', () => {
    expect(staffingStateOf({ requiredGuards: 2, assignedGuards: 0, minutesUntilStart: 5000 })).toBe('unassigned');
    expect(staffingStateOf({ requiredGuards: 2, assignedGuards: 1, minutesUntilStart: 5000 })).toBe('partially_assigned');
    expect(staffingStateOf({ requiredGuards: 2, assignedGuards: 1, minutesUntilStart: 60 })).toBe('understaffed');
    expect(staffingStateOf({ requiredGuards: 2, assignedGuards: 1, minutesUntilStart: -60 })).toBe('understaffed');
    expect(staffingStateOf({ requiredGuards: 2, assignedGuards: 3, minutesUntilStart: 60 })).toBe('fully_staffed');
  });

  it('does not count absent guards: a shift left short by an absence needs coverage', () => {
    expect(staffingStateOf({ requiredGuards: 2, assignedGuards: 2, absentGuards: 1, minutesUntilStart: 5000 })).toBe('needs_coverage');
    expect(staffingStateOf({ requiredGuards: 1, assignedGuards: 1, absentGuards: 1, minutesUntilStart: 5000 })).toBe('needs_coverage');
    // A cover in place of the absent guard fills the shift again.
    expect(staffingStateOf({ requiredGuards: 1, assignedGuards: 2, absentGuards: 1, minutesUntilStart: 60 })).toBe('fully_staffed');
  });

  it('says "guard present" on the board only when every counted guard was confirmed', () => {
    const base = { requiredGuards: 2, assignedGuards: 2, absentGuards: 0, minutesUntilStart: -10 };
    expect(boardStateOf({ ...base, presentGuards: 1 })).toBe('fully_staffed');
    expect(boardStateOf({ ...base, presentGuards: 2 })).toBe('guard_present');
    expect(boardStateOf({ ...base, absentGuards: 1, presentGuards: 1 })).toBe('needs_coverage');
    expect(boardStateOf({ requiredGuards: 1, assignedGuards: 0, absentGuards: 0, presentGuards: 0, minutesUntilStart: 10 })).toBe(
      'unassigned',
    );
  });

  it('does not count no-shows: a guard with no check-in after the grace leaves the shift needing coverage', () => {
    expect(staffingStateOf({ requiredGuards: 1, assignedGuards: 1, noShowGuards: 1, minutesUntilStart: -20 })).toBe('needs_coverage');
    expect(staffingStateOf({ requiredGuards: 2, assignedGuards: 2, noShowGuards: 1, minutesUntilStart: -20 })).toBe('needs_coverage');
    // A cover who came fills the place again; an absence and a no-show both count against it.
    expect(staffingStateOf({ requiredGuards: 1, assignedGuards: 2, noShowGuards: 1, minutesUntilStart: -20 })).toBe('fully_staffed');
    expect(staffingStateOf({ requiredGuards: 2, assignedGuards: 3, absentGuards: 1, noShowGuards: 1, minutesUntilStart: -20 })).toBe(
      'needs_coverage',
    );
    // Late guards are present: the board says "guard present" once every counted guard checked in.
    const base = { requiredGuards: 1, assignedGuards: 1, absentGuards: 0, minutesUntilStart: -30 };
    expect(boardStateOf({ ...base, noShowGuards: 1, presentGuards: 0 })).toBe('needs_coverage');
    expect(boardStateOf({ ...base, noShowGuards: 0, presentGuards: 1 })).toBe('guard_present');
  });

  it('a no-show starts after the start plus the grace and lasts until the end (at least 12 hours after the start)', () => {
    const startMs = Date.UTC(2026, 10, 24, 12, 0);
    const endMs = startMs + 8 * 3_600_000;
    const at = (minutes: number) => isNoShowAt({ startMs, endMs, graceMinutes: 10, nowMs: startMs + minutes * 60_000 });
    expect(at(-30)).toBe(false);
    expect(at(9)).toBe(false);
    expect(at(10)).toBe(true);
    expect(at(8 * 60)).toBe(true);
    expect(at(12 * 60)).toBe(true);
    expect(at(12 * 60 + 1)).toBe(false);
    // A 14-hour night shift: a no-show until it ends.
    expect(isNoShowAt({ startMs, endMs: startMs + 14 * 3_600_000, graceMinutes: 10, nowMs: startMs + 13 * 3_600_000 })).toBe(true);
  });
});

describe('availability ranking', () => {
  it('derives the status from the worst conflict', () => {
    expect(availabilityStatusOf([])).toBe('available');
    expect(availabilityStatusOf([{ type: 'rest' }, { type: 'weekly_hours' }])).toBe('warning');
    expect(availabilityStatusOf([{ type: 'rest' }, { type: 'banned' }])).toBe('blocked');
  });

  it('puts available guards first, then warnings, then blocked, by name within each group', () => {
    const ranked = rankAvailability([
      { name: 'Zoe', status: 'blocked' as const },
      { name: 'Ángel', status: 'warning' as const },
      { name: 'bruno', status: 'available' as const },
      { name: 'Ana', status: 'available' as const },
      { name: 'Carlos', status: 'warning' as const },
      { name: 'Aldo', status: 'blocked' as const },
    ]);
    expect(ranked.map((r) => r.name)).toEqual(['Ana', 'bruno', 'Ángel', 'Carlos', 'Aldo', 'Zoe']);
  });
});

// Time for the overtime engine (decision 0021): work entries → worked segments between instants → "days" by the rule
// set's definition → workweeks by their boundary instant. Pure; every wall-clock question goes through Temporal once
// and is memoised (a pay run asks for the same few days for thousands of guards).
import { Temporal } from 'temporal-polyfill';
import { addDays, startOfWeek } from './dates';
import type { TWorkEntry } from './payroll-hours.types';
import { instantOf } from './zoned-time';

export const MS_PER_MINUTE = 60_000;
export const DAY_MS = 24 * 60 * MS_PER_MINUTE;

/** A stretch of work between two instants, from entry `entry`. */
export type TSegment = { startMs: number; endMs: number; entry: number };
/** A "day" of the rule set: its date, the instant it starts (cycle) or its first minute (window), its segments. */
export type TDay = { date: string; anchorMs: number; segments: TSegment[] };

/**
 * How a rule set cuts time into days:
 * - 'cycle': a fixed 24-hour period starting at `startMinute` of each calendar day (0 = the calendar day; Puerto
 *   Rico's notified cycle; California's employer-chosen workday). Dated by the day the cycle starts.
 * - 'window': 24 consecutive hours from the first minute worked (Mexico's jornada; Puerto Rico's pre-2017 rule).
 */
export type TDayKind = { kind: 'cycle'; startMinute: number } | { kind: 'window' };

export const parseInstant = (value: string): number => {
  const ms = Date.parse(value);
  if (Number.isNaN(ms)) throw new Error(`Invalid instant: ${value}`);
  return ms;
};

const SLOT_MS = 15 * MS_PER_MINUTE;
const MEMO_LIMIT = 100_000;
const dateMemo = new Map<string, Map<number, string>>();
const instantMemo = new Map<string, number>();

const memoOf = <K, V>(outer: Map<string, Map<K, V>>, key: string) => {
  let inner = outer.get(key);
  if (!inner) {
    inner = new Map();
    outer.set(key, inner);
  }
  if (inner.size > MEMO_LIMIT) inner.clear();
  return inner;
};

/** The calendar date holding an instant in a zone (memoised per 15-minute slot: offsets are multiples of 15 min). */
export const dateIn = (ms: number, timeZone: string): string => {
  const byZone = memoOf(dateMemo, timeZone);
  const slot = Math.floor(ms / SLOT_MS);
  let date = byZone.get(slot);
  if (date === undefined) {
    date = Temporal.Instant.fromEpochMilliseconds(slot * SLOT_MS)
      .toZonedDateTimeISO(timeZone)
      .toPlainDate()
      .toString();
    byZone.set(slot, date);
  }
  return date;
};

/** The instant of a wall-clock minute of a date (memoised). */
export const zonedInstant = (date: string, minute: number, timeZone: string): number => {
  const key = `${timeZone}|${date}|${minute}`;
  let ms = instantMemo.get(key);
  if (ms === undefined) {
    if (instantMemo.size > MEMO_LIMIT) instantMemo.clear();
    ms = instantOf(date, minute, timeZone);
    instantMemo.set(key, ms);
  }
  return ms;
};

const offsetMemo = new Map<string, Map<number, number>>();

/** The zone's offset from UTC at an instant, in ms (memoised per 15-minute slot: offsets change on slot edges). */
const offsetAt = (ms: number, timeZone: string): number => {
  const byZone = memoOf(offsetMemo, timeZone);
  const slot = Math.floor(ms / SLOT_MS);
  let offset = byZone.get(slot);
  if (offset === undefined) {
    offset = Temporal.Instant.fromEpochMilliseconds(slot * SLOT_MS).toZonedDateTimeISO(timeZone).offsetNanoseconds / 1e6;
    byZone.set(slot, offset);
  }
  return offset;
};

/** The wall-clock minute of the day (0 … 1439) of an instant. */
export const minuteOfDayIn = (ms: number, timeZone: string): number => {
  const local = Math.floor((ms + offsetAt(ms, timeZone)) / MS_PER_MINUTE);
  return ((local % 1440) + 1440) % 1440;
};

/** The worked intervals of an entry: start–end minus its unpaid break (where it happened, else in the middle). */
export const workedIntervals = (entry: TWorkEntry, index: number): TSegment[] => {
  const startMs = parseInstant(entry.start);
  const endMs = parseInstant(entry.end);
  if (endMs <= startMs) return [];
  const total = Math.round((endMs - startMs) / MS_PER_MINUTE);
  const breakMinutes = Math.min(Math.max(0, Math.round(entry.breakMinutes ?? 0)), total);
  if (breakMinutes === 0) return [{ startMs, endMs, entry: index }];
  const breakAt = Math.min(Math.max(0, entry.mealStartMinute ?? Math.floor((total - breakMinutes) / 2)), total - breakMinutes);
  const breakStart = startMs + breakAt * MS_PER_MINUTE;
  const breakEnd = breakStart + breakMinutes * MS_PER_MINUTE;
  return [
    { startMs, endMs: breakStart, entry: index },
    { startMs: breakEnd, endMs, entry: index },
  ].filter((s) => s.endMs > s.startMs);
};

export const minutesBetween = (startMs: number, endMs: number) => Math.round((endMs - startMs) / MS_PER_MINUTE);
export const minutesOf = (segments: TSegment[]) => segments.reduce((sum, s) => sum + minutesBetween(s.startMs, s.endMs), 0);

const cycleMemo = new Map<string, { date: string; startMs: number; nextMs: number }>();

/** The cycle holding `ms`: its date, start (the latest `startMinute` of a calendar day at or before it) and end. */
const cycleOf = (ms: number, startMinute: number, timeZone: string): { date: string; startMs: number; nextMs: number } => {
  const today = dateIn(ms, timeZone);
  const key = `${timeZone}|${startMinute}|${today}`;
  let found = cycleMemo.get(key);
  if (!found) {
    if (cycleMemo.size > MEMO_LIMIT) cycleMemo.clear();
    const yesterday = addDays(today, -1);
    const tomorrow = addDays(today, 1);
    const todayStart = zonedInstant(today, startMinute, timeZone);
    found = { date: today, startMs: todayStart, nextMs: zonedInstant(tomorrow, startMinute, timeZone) };
    // Before today's start: yesterday's cycle (kept under a second key).
    cycleMemo.set(key, found);
    cycleMemo.set(`${key}|before`, { date: yesterday, startMs: zonedInstant(yesterday, startMinute, timeZone), nextMs: todayStart });
  }
  return ms >= found.startMs ? found : (cycleMemo.get(`${key}|before`) as { date: string; startMs: number; nextMs: number });
};

/** Splits sorted segments into the rule set's days (in order). */
export const splitDays = (segments: TSegment[], timeZone: string, dayKind: TDayKind): TDay[] => {
  const days: TDay[] = [];
  if (dayKind.kind === 'cycle') {
    const byDate = new Map<string, TDay>();
    for (const s of segments) {
      let from = s.startMs;
      while (from < s.endMs) {
        const cycle = cycleOf(from, dayKind.startMinute, timeZone);
        const to = Math.min(s.endMs, cycle.nextMs);
        let day = byDate.get(cycle.date);
        if (!day) {
          day = { date: cycle.date, anchorMs: cycle.startMs, segments: [] };
          byDate.set(cycle.date, day);
          days.push(day);
        }
        day.segments.push({ startMs: from, endMs: to, entry: s.entry });
        from = to;
      }
    }
    return days.sort((a, b) => a.anchorMs - b.anchorMs);
  }
  let current: TDay | null = null;
  for (const s of segments) {
    let from = s.startMs;
    while (from < s.endMs) {
      if (!current || from >= current.anchorMs + DAY_MS) {
        current = { date: dateIn(from, timeZone), anchorMs: from, segments: [] };
        days.push(current);
      }
      const to = Math.min(s.endMs, current.anchorMs + DAY_MS);
      current.segments.push({ startMs: from, endMs: to, entry: s.entry });
      from = to;
    }
  }
  return days;
};

const clockMemo = new Map<string, { bySlot: Map<number, string>; byDate: Map<string, string>; boundaries: Map<string, number> }>();

/** Workweeks as fixed 168-hour periods from `weekStartsOn` at `startMinute` (29 CFR 778.105; 29 LPRA 273a), memoised. */
export const weekClock = (timeZone: string, weekStartsOn: number, startMinute: number) => {
  const key = `${timeZone}|${weekStartsOn}|${startMinute}`;
  let memo = clockMemo.get(key);
  if (!memo || memo.bySlot.size > MEMO_LIMIT) {
    memo = { bySlot: new Map(), byDate: new Map(), boundaries: new Map() };
    clockMemo.set(key, memo);
  }
  const { bySlot, byDate, boundaries } = memo;
  const weekOfDate = (date: string): string => {
    let week = byDate.get(date);
    if (week === undefined) {
      week = startOfWeek(date, weekStartsOn);
      byDate.set(date, week);
    }
    return week;
  };
  const boundary = (weekStart: string) => {
    let ms = boundaries.get(weekStart);
    if (ms === undefined) {
      ms = zonedInstant(weekStart, startMinute, timeZone);
      boundaries.set(weekStart, ms);
    }
    return ms;
  };
  // A boundary is at a whole minute of a 15-minute-aligned zone: slots of one minute would be exact; the week only
  // changes at the boundary, so a slot is looked up and, at the boundary's slot, decided by the instant itself.
  const weekOfInstant = (ms: number): string => {
    const slot = Math.floor(ms / MS_PER_MINUTE);
    let week = bySlot.get(slot);
    if (week === undefined) {
      const candidate = weekOfDate(dateIn(ms, timeZone));
      week = ms < boundary(candidate) ? addDays(candidate, -7) : candidate;
      bySlot.set(slot, week);
    }
    return week;
  };
  return {
    /** The first date of the workweek holding an instant. */
    weekOfInstant,
    /** The first date of the workweek a date belongs to (the date's own calendar week). */
    weekOfDate,
    /** The instant the workweek starting on `weekStart` begins. */
    boundary,
    /** The instant the workweek holding `ms` ends. */
    endOf: (ms: number) => boundary(addDays(weekOfInstant(ms), 7)),
  };
};
export type TWeekClock = ReturnType<typeof weekClock>;

/** Minutes of [startMs, endMs) inside a daily window from `from` to `to` minutes (crossing midnight when to < from). */
export const minutesInWindow = (startMs: number, endMs: number, timeZone: string, from: number, to: number): number => {
  const length = minutesBetween(startMs, endMs);
  if (length <= 0 || from === to) return 0;
  // Window minutes in [0, x) of the repeating day, counted on the wall clock from the stretch's first minute (a DST
  // change inside a stretch is not re-read: Mexico keeps no DST since 2022, and a night is counted once).
  const windowLength = from < to ? to - from : 1440 - from + to;
  const inDay = (r: number) => (from < to ? Math.max(0, Math.min(r, to) - from) : Math.min(r, to) + Math.max(0, r - from));
  const upTo = (x: number) => Math.floor(x / 1440) * windowLength + inDay(x % 1440);
  const first = minuteOfDayIn(startMs, timeZone);
  return upTo(first + length) - upTo(first);
};

// Zoned time (docs/decisions/0011-zoned-time.md): a shift occurrence is a pair of instants computed from its
// date ('yyyy-MM-dd'), its start and end minute of the day and the IANA time zone of its post (the company's
// when the post has none; the browser's zone never decides). Durations, overlaps and rest are measured between
// instants, so a 22:00–06:00 shift lasts 7 h on the night clocks go forward and 9 h on the night they go back.
//
// Wall-clock times that do not exist (the spring-forward gap) or happen twice (the fall-back hour) resolve
// with Temporal's 'compatible' disambiguation, the same rule as JavaScript's Date and RFC 5545 (iCalendar):
// a time in the gap moves forward by the gap's length (02:30 on the New York spring-forward night is 03:30
// EDT), a repeated time takes the earlier of its two instants (01:30 on the fall-back night is 01:30 EDT).
//
// Not exported from the package index, so pages that never compute shifts (sign-in) do not load the polyfill:
// import it from '@centinela/shared/rules/zoned-time'.
import { Temporal } from 'temporal-polyfill';
import { addDays, dayOfWeekOf, daysBetween, startOfWeek } from './dates';

export const DISAMBIGUATION = 'compatible' as const;

const MS_PER_MINUTE = 60_000;

/** One shift occurrence as instants (epoch milliseconds) with its real length. */
export type TZonedOccurrence = {
  /** The instant the shift starts. */
  startMs: number;
  /** The instant the shift ends (never before it starts). */
  endMs: number;
  /** Real minutes between the two instants. */
  durationMinutes: number;
  /** `startMs` and `endMs` in epoch minutes (the unit availability compares and sums). */
  start: number;
  end: number;
};

const zonedDateTimeOf = (date: string, minute: number, timeZone: string): Temporal.ZonedDateTime => {
  const [year, month, day] = date.split('-').map(Number);
  return Temporal.ZonedDateTime.from(
    { timeZone, year, month, day, hour: Math.floor(minute / 60), minute: minute % 60 },
    { disambiguation: DISAMBIGUATION },
  );
};

/** The instant (epoch milliseconds) of a wall-clock minute of a date in a time zone. */
export const instantOf = (date: string, minute: number, timeZone: string): number =>
  zonedDateTimeOf(date, minute, timeZone).epochMilliseconds;

const computeOccurrence = (date: string, startMinute: number, endMinute: number, timeZone: string): TZonedOccurrence => {
  const start = zonedDateTimeOf(date, startMinute, timeZone);
  // A shift whose end is at or before its start crosses midnight and ends on the next day.
  const end = zonedDateTimeOf(endMinute > startMinute ? date : addDays(date, 1), endMinute, timeZone);
  // ZonedDateTime.until counts real elapsed time; subtracting wall-clock times would not.
  const minutes = Math.round(start.until(end, { largestUnit: 'hours' }).total({ unit: 'minutes' }));
  // A shift lying wholly inside a spring-forward gap (02:00–02:30) would end before it starts: it lasts 0.
  const durationMinutes = Math.max(0, minutes);
  const startMs = start.epochMilliseconds;
  const endMs = startMs + durationMinutes * MS_PER_MINUTE;
  return { startMs, endMs, durationMinutes, start: startMs / MS_PER_MINUTE, end: endMs / MS_PER_MINUTE };
};

// Occurrences are memoised (zone → date → start/end pair): availability asks for the same few shift times on
// the same few days for thousands of guards, and Temporal is only called once for each.
const MEMO_LIMIT = 200_000;
let memoSize = 0;
const memo = new Map<string, Map<string, Map<number, TZonedOccurrence>>>();

/**
 * The instants of a shift occurrence: `date` is the day it starts, `startMinute` / `endMinute` are wall-clock
 * minutes of the day in `timeZone` (an end at or before the start is on the next day).
 */
export const zonedOccurrence = (date: string, startMinute: number, endMinute: number, timeZone: string): TZonedOccurrence => {
  let byDate = memo.get(timeZone);
  if (!byDate) {
    byDate = new Map();
    memo.set(timeZone, byDate);
  }
  let byTimes = byDate.get(date);
  if (!byTimes) {
    byTimes = new Map();
    byDate.set(date, byTimes);
  }
  const key = startMinute * 1441 + endMinute;
  let occurrence = byTimes.get(key);
  if (!occurrence) {
    if (memoSize >= MEMO_LIMIT) {
      memo.clear();
      memoSize = 0;
      return zonedOccurrence(date, startMinute, endMinute, timeZone);
    }
    occurrence = computeOccurrence(date, startMinute, endMinute, timeZone);
    byTimes.set(key, occurrence);
    memoSize += 1;
  }
  return occurrence;
};

/** Real length in minutes of a shift starting on `date` in `timeZone`. */
export const shiftDurationOn = (date: string, startMinute: number, endMinute: number, timeZone: string): number =>
  zonedOccurrence(date, startMinute, endMinute, timeZone).durationMinutes;

// The instants a zone's offset changes, and the wall-clock date of each, per zone and year (a few per year; none for
// Puerto Rico or Mexico City).
const transitionsMemo = new Map<string, { ms: number; date: string }[]>();
const transitionsOf = (timeZone: string, year: number): { ms: number; date: string }[] => {
  const key = `${timeZone}|${year}`;
  let found = transitionsMemo.get(key);
  if (!found) {
    found = [];
    const endMs = Date.UTC(year + 1, 0, 1);
    let at: Temporal.ZonedDateTime | null = Temporal.Instant.fromEpochMilliseconds(Date.UTC(year, 0, 1)).toZonedDateTimeISO(timeZone);
    for (;;) {
      at = at.getTimeZoneTransition('next');
      if (!at || at.epochMilliseconds >= endMs) break;
      found.push({ ms: at.epochMilliseconds, date: at.toPlainDate().toString() });
    }
    if (transitionsMemo.size > 10_000) transitionsMemo.clear();
    transitionsMemo.set(key, found);
  }
  return found;
};

/**
 * Real minutes of a daily occurrence (`startMinute`–`endMinute`, an end at or before the start on the next day) on
 * every day from `from` to `to`, at most `maxDays` days: the sum of shiftDurationOn over those days. A day's real
 * length differs from its wall-clock length only near a change of the zone's offset, so only the days around each
 * change are computed; a year of a service is a handful of computations instead of 366.
 */
export const dailyOccurrenceMinutes = (
  from: string,
  to: string,
  startMinute: number,
  endMinute: number,
  timeZone: string,
  maxDays = Number.POSITIVE_INFINITY,
): number => {
  const days = Math.min(daysBetween(from, to) + 1, maxDays);
  if (days <= 0) return 0;
  const last = addDays(from, days - 1);
  const wallMinutes = endMinute > startMinute ? endMinute - startMinute : endMinute + 1440 - startMinute;
  // An occurrence lies within its day and the next, so a change on wall-clock day W touches the occurrences of W - 1
  // and W (a day on either side is taken as well: the change's date is read after it).
  const near = new Set<string>();
  const [firstYear, lastYear] = [Number(from.slice(0, 4)), Number(last.slice(0, 4))];
  for (let year = firstYear - 1; year <= lastYear + 1; year += 1) {
    for (const change of transitionsOf(timeZone, year)) {
      for (let offset = -2; offset <= 1; offset += 1) {
        const day = addDays(change.date, offset);
        if (day >= from && day <= last) near.add(day);
      }
    }
  }
  let minutes = (days - near.size) * wallMinutes;
  for (const day of near) minutes += shiftDurationOn(day, startMinute, endMinute, timeZone);
  return minutes;
};

/** An occurrence as epoch minutes (the unit availability compares and sums); the memoised object, not a copy. */
export const occurrenceMinutes = (date: string, startMinute: number, endMinute: number, timeZone: string): TInstantInterval =>
  zonedOccurrence(date, startMinute, endMinute, timeZone);

export type TInstantInterval = { readonly start: number; readonly end: number };

/** The wall-clock date and minute of an instant in a time zone. */
export const wallClockOf = (epochMs: number, timeZone: string): { date: string; minute: number } => {
  const zdt = Temporal.Instant.fromEpochMilliseconds(epochMs).toZonedDateTimeISO(timeZone);
  return { date: zdt.toPlainDate().toString(), minute: zdt.hour * 60 + zdt.minute };
};

/**
 * The week holding `date`, starting on the company's week start (0 Sunday … 6 Saturday), as instants in `timeZone`
 * (the company's): from its first day 00:00 to the same day a week later — 167 or 169 hours on DST weeks. An
 * occurrence belongs to the week its start is in.
 */
export const weekBoundsOf = (date: string, timeZone: string, weekStart = 0): { startMs: number; endMs: number; firstDay: string } => {
  const firstDay = startOfWeek(date, weekStart);
  return { startMs: instantOf(firstDay, 0, timeZone), endMs: instantOf(addDays(firstDay, 7), 0, timeZone), firstDay };
};

/** The zone a post's shifts are computed in: its own, the company's when it has none. */
export const effectiveTimeZone = (postTimeZone: string | null | undefined, companyTimeZone: string): string =>
  postTimeZone?.trim() ? postTimeZone : companyTimeZone;

/** A weekly shift in force from `from` to `to` (null: open-ended) at a post in `timeZone`. */
export type TZonedWeeklyShift = {
  dayOfWeek: number;
  startMinute: number;
  endMinute: number;
  from: string;
  to: string | null;
  timeZone: string;
};

/** Weeks scanned for the first clash of two weekly shifts in different zones: a year holds every DST pairing. */
const OVERLAP_SCAN_WEEKS = 54;

/**
 * The first date (of `a`) on which occurrences of two weekly shifts overlap as instants, or null when they never
 * do. Shifts in one zone keep their wall-clock order, so the caller's wall-clock answer (firstOverlapDate) stands
 * for them; shifts in different zones are compared occurrence by occurrence over a year, as the offset between
 * the zones changes with each one's DST.
 */
export const firstZonedOverlapDate = (a: TZonedWeeklyShift, b: TZonedWeeklyShift): string | null => {
  const from = a.from > b.from ? addDays(a.from, -1) : addDays(b.from, -1);
  let date = addDays(from, (a.dayOfWeek - dayOfWeekOf(from) + 7) % 7);
  for (let week = 0; week < OVERLAP_SCAN_WEEKS; week++, date = addDays(date, 7)) {
    if (a.to !== null && date > a.to) return null;
    if (b.to !== null && date > addDays(b.to, 1)) return null;
    if (date < a.from) continue;
    const x = zonedOccurrence(date, a.startMinute, a.endMinute, a.timeZone);
    // b's occurrences on the day before, the same day and the day after (in b's range).
    for (const delta of [-1, 0, 1]) {
      const other = addDays(date, delta);
      if (dayOfWeekOf(other) !== b.dayOfWeek || other < b.from || (b.to !== null && other > b.to)) continue;
      const y = zonedOccurrence(other, b.startMinute, b.endMinute, b.timeZone);
      if (x.startMs < y.endMs && y.startMs < x.endMs) return date;
    }
  }
  return null;
};

// Shift rules shared by the roster editor and the server: overnight shifts, overlaps, rest gaps,
// weekly patterns over date ranges, staffing states and the ranking of guard availability.
import { addDays, dayOfWeekOf } from './dates';
import { timeToMinutes } from './times';

export const MINUTES_PER_DAY = 1440;

/** A time interval in minutes; `end` is always after `start` (an overnight shift ends past 1440). */
export type TInterval = { start: number; end: number };

/**
 * The interval of a shift on the day it starts. A shift whose end is at or before its start crosses
 * midnight and belongs to the day it starts, so its end moves to the next day.
 */
export const shiftInterval = (startMinute: number, endMinute: number, dayOffset = 0): TInterval => {
  const start = dayOffset * MINUTES_PER_DAY + startMinute;
  const end = dayOffset * MINUTES_PER_DAY + (endMinute > startMinute ? endMinute : endMinute + MINUTES_PER_DAY);
  return { start, end };
};

export const shiftIntervalOfTimes = (startTime: string, endTime: string, dayOffset = 0): TInterval =>
  shiftInterval(timeToMinutes(startTime), timeToMinutes(endTime), dayOffset);

/** Strict overlap: a shift ending exactly when another starts (back-to-back) does not overlap it. */
export const intervalsOverlap = (a: TInterval, b: TInterval): boolean => a.start < b.end && b.start < a.end;

/** Minutes of rest between two intervals that do not overlap (0 for back-to-back); null when they overlap. */
export const restBetween = (a: TInterval, b: TInterval): number | null => {
  if (intervalsOverlap(a, b)) return null;
  return a.end <= b.start ? b.start - a.end : a.start - b.end;
};

export type TDayShift = { shiftNumber: number; startTime: string; endTime: string };

/**
 * Pairs of shifts of one day of one roster that overlap in time (an overnight shift counts until its
 * end on the next morning). Shifts whose times are not valid are skipped: their own check reports them.
 */
export const findOverlappingShifts = <T extends TDayShift>(shifts: readonly T[]): [T, T][] => {
  const pairs: [T, T][] = [];
  const valid = shifts.flatMap((shift) => {
    try {
      return [{ shift, interval: shiftIntervalOfTimes(shift.startTime, shift.endTime) }];
    } catch {
      return [];
    }
  });
  for (let i = 0; i < valid.length; i++) {
    for (let j = i + 1; j < valid.length; j++) {
      if (intervalsOverlap(valid[i].interval, valid[j].interval)) pairs.push([valid[i].shift, valid[j].shift]);
    }
  }
  return pairs;
};

/** A weekly shift of a roster in force from `from` to `to` (null: open-ended), dates 'yyyy-MM-dd'. */
export type TWeeklyShift = {
  dayOfWeek: number;
  startMinute: number;
  endMinute: number;
  from: string;
  to: string | null;
};

const maxDate = (a: string, b: string) => (a > b ? a : b);
const minDate = (a: string | null, b: string | null) => (a === null ? b : b === null ? a : a < b ? a : b);

/** The first date on or after `from` (and not after `to`) that falls on `dayOfWeek`; null when there is none. */
export const firstDateOnOrAfter = (from: string, dayOfWeek: number, to: string | null = null): string | null => {
  const date = addDays(from, (dayOfWeek - dayOfWeekOf(from) + 7) % 7);
  return to !== null && date > to ? null : date;
};

/**
 * The first date on which occurrences of two weekly shifts overlap in time, or null when they never do.
 * Occurrences of `a` on date D can only meet occurrences of `b` on D-1, D or D+1 (a shift lasts less than 24 h).
 */
export const firstOverlapDate = (a: TWeeklyShift, b: TWeeklyShift): string | null => {
  let first: string | null = null;
  for (const delta of [-1, 0, 1]) {
    if ((((a.dayOfWeek + delta) % 7) + 7) % 7 !== b.dayOfWeek) continue;
    if (!intervalsOverlap(shiftInterval(a.startMinute, a.endMinute), shiftInterval(b.startMinute, b.endMinute, delta))) continue;
    // D must be in a's range and D + delta in b's range.
    const lo = maxDate(a.from, addDays(b.from, -delta));
    const hi = minDate(a.to, b.to === null ? null : addDays(b.to, -delta));
    const date = firstDateOnOrAfter(lo, a.dayOfWeek, hi);
    if (date && (first === null || date < first)) first = date;
  }
  return first;
};

/** Staffing states of an occurrence (spec "Shift staffing"); `needs_coverage` is "guard absent: assigned but absent". */
export const SHIFT_STAFFING_VIEW_STATES = ['unassigned', 'partially_assigned', 'understaffed', 'fully_staffed', 'needs_coverage'] as const;
export type TStaffingViewState = (typeof SHIFT_STAFFING_VIEW_STATES)[number];

/** The shifts board adds "guard present" (every place filled and every guard confirmed present). */
export const SHIFT_BOARD_STATES = [...SHIFT_STAFFING_VIEW_STATES, 'guard_present'] as const;
export type TShiftBoardState = (typeof SHIFT_BOARD_STATES)[number];

/** Shifts short of guards become "understaffed" (no longer "partially assigned") once they start within this many minutes. */
export const UNDERSTAFFED_WINDOW_MINUTES = 24 * 60;

/**
 * Staffing state of one shift occurrence. Absent guards do not count: a shift left short because an assigned guard
 * is absent needs coverage. Otherwise: nobody assigned → unassigned; all places filled → fully staffed; some places
 * filled → partially assigned while there is time to fill them, understaffed once the shift starts within 24 hours,
 * has started or is over.
 */
export const staffingStateOf = ({
  requiredGuards,
  assignedGuards,
  absentGuards = 0,
  noShowGuards = 0,
  minutesUntilStart,
}: {
  requiredGuards: number;
  /** Guards on the occurrence, absent ones included. */
  assignedGuards: number;
  /** Of those, how many are absent. */
  absentGuards?: number;
  /** Of the others, how many did not check in by the start plus the check-in grace (attendance, issue 13). */
  noShowGuards?: number;
  minutesUntilStart: number;
}): TStaffingViewState => {
  const counted = assignedGuards - absentGuards - noShowGuards;
  if (counted >= requiredGuards) return 'fully_staffed';
  // A place left open by an absence or a no-show needs a cover.
  if (absentGuards + noShowGuards > 0) return 'needs_coverage';
  if (counted === 0) return 'unassigned';
  return minutesUntilStart <= UNDERSTAFFED_WINDOW_MINUTES ? 'understaffed' : 'partially_assigned';
};

/** The board's state: "guard present" when fully staffed and every counted guard was confirmed present (late ones too). */
export const boardStateOf = (input: {
  requiredGuards: number;
  assignedGuards: number;
  absentGuards: number;
  noShowGuards?: number;
  presentGuards: number;
  minutesUntilStart: number;
}): TShiftBoardState => {
  const state = staffingStateOf(input);
  const counted = input.assignedGuards - input.absentGuards - (input.noShowGuards ?? 0);
  return state === 'fully_staffed' && counted > 0 && input.presentGuards >= counted ? 'guard_present' : state;
};

/** A no-show stays one from the start plus the grace until the occurrence ends, and at least this long after its start. */
export const NO_SHOW_LOOK_BACK_MINUTES = 12 * 60;

/**
 * Whether a guard with no check-in, no presence and no absence is a no-show at `nowMs` (companies that take attendance):
 * the start plus the company's check-in grace has passed, and the occurrence has not ended (or started less than
 * NO_SHOW_LOOK_BACK_MINUTES ago). The no-shows job notifies on the same rule the board shows.
 */
export const isNoShowAt = ({
  startMs,
  endMs,
  graceMinutes,
  nowMs,
}: {
  startMs: number;
  endMs: number;
  graceMinutes: number;
  nowMs: number;
}): boolean => nowMs >= startMs + graceMinutes * 60_000 && nowMs <= Math.max(endMs, startMs + NO_SHOW_LOOK_BACK_MINUTES * 60_000);

export const AVAILABILITY_STATUSES = ['available', 'warning', 'blocked'] as const;
export type TAvailabilityStatus = (typeof AVAILABILITY_STATUSES)[number];

export const CONFLICT_TYPES = [
  'overlap',
  'special_service',
  'banned',
  'absent',
  'not_employed',
  'rank',
  'document',
  'rest',
  'weekly_hours',
] as const;
export type TConflictType = (typeof CONFLICT_TYPES)[number];

/** Overlap (a shift or a special service), ban, absence, employment, rank and a missing or expired required document refuse an assignment; short rest and overtime only warn. */
export const BLOCKING_CONFLICTS: readonly TConflictType[] = [
  'overlap',
  'special_service',
  'banned',
  'absent',
  'not_employed',
  'rank',
  'document',
];

export const isBlockingConflict = (type: TConflictType): boolean => BLOCKING_CONFLICTS.includes(type);

export const availabilityStatusOf = (conflicts: readonly { type: TConflictType }[]): TAvailabilityStatus => {
  if (conflicts.some((c) => isBlockingConflict(c.type))) return 'blocked';
  return conflicts.length > 0 ? 'warning' : 'available';
};

const STATUS_ORDER: Record<TAvailabilityStatus, number> = { available: 0, warning: 1, blocked: 2 };

// One collator for every comparison: localeCompare with options builds a new one per call (slow for 5,000 guards).
const NAME_COLLATOR = new Intl.Collator('es', { sensitivity: 'base' });

/** Guards' names in the order availability and coverage list them (Spanish collation, accents and case ignored). */
export const compareGuardNames = (a: string, b: string): number => NAME_COLLATOR.compare(a, b);

/** Available guards first, then those with warnings, then blocked ones; by name within each group. */
export const rankAvailability = <T extends { status: TAvailabilityStatus; name: string }>(items: readonly T[]): T[] =>
  [...items].sort((a, b) => STATUS_ORDER[a.status] - STATUS_ORDER[b.status] || NAME_COLLATOR.compare(a.name, b.name));

/** Hours with at most two decimals, for messages and reports. */
export const minutesToHours = (minutes: number): number => Math.round((minutes / 60) * 100) / 100;

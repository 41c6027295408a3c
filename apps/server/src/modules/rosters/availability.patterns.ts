// Weekly patterns for availability (split from availability.service.ts): guards' weekly shifts in other rosters, the
// window of days around a slot, patterns laid out as instants, and the cached schedule's window per guard.
import { addDays, dayOfWeekOf } from '@centinela/shared';
import type { TWeeklyShift } from '@centinela/shared/rules/shifts';
import { occurrenceMinutes } from '@centinela/shared/rules/zoned-time';
import { sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { rowsOf } from './rosters.sql';
import type { TCompanySchedule } from './schedule-cache';

import { type TNearOccurrence, type TSlot, windowOf } from './availability.service';

// Checks of a roster being saved -------------------------------------------------------------------

/** A weekly shift of a guard (another roster's, or one of the roster being saved) at a post in `timeZone`. */
export type TGuardPattern = TWeeklyShift & {
  guardId: string;
  shiftId: string;
  rosterId: string;
  postId: string;
  postName: string;
  timeZone: string;
};

/** Weekly shifts of some guards in other active rosters (of active posts) that are in force on or after `from`. */
export const loadGuardPatterns = async (
  db: TDbOrTx,
  { companyId, guardIds, from, excludeRosterId }: { companyId: string; guardIds: string[]; from: string; excludeRosterId?: string },
): Promise<TGuardPattern[]> => {
  if (guardIds.length === 0) return [];
  const rows = await rowsOf<{
    guard_id: string;
    shift_id: string;
    roster_id: string;
    post_id: string;
    post_name: string;
    day_of_week: number;
    start_minute: number;
    end_minute: number;
    effective_from: string;
    effective_to: string | null;
    time_zone: string;
  }>(
    db,
    sql`select a.guard_id, s.id as shift_id, r.id as roster_id, p.id as post_id, p.name as post_name,
          coalesce(nullif(p.time_zone, ''), c.time_zone) as time_zone,
          s.day_of_week::int as day_of_week, s.start_minute::int as start_minute, s.end_minute::int as end_minute,
          r.effective_from::text as effective_from, r.effective_to::text as effective_to
        from roster_shift_assignments a
        join roster_shifts s on s.id = a.shift_id
        join rosters r on r.id = s.roster_id and r.is_active
        join posts p on p.id = r.post_id and p.status = 'active'
        join companies c on c.id = p.company_id
        where a.guard_id = any(${`{${guardIds.join(',')}}`}::uuid[]) and r.company_id = ${companyId}
          and (r.effective_to is null or r.effective_to >= ${addDays(from, -1)}::date)
          ${excludeRosterId ? sql`and r.id <> ${excludeRosterId}` : sql``}`,
  );
  return rows.map((r) => ({
    guardId: r.guard_id,
    shiftId: r.shift_id,
    rosterId: r.roster_id,
    postId: r.post_id,
    postName: r.post_name,
    dayOfWeek: r.day_of_week,
    startMinute: r.start_minute,
    endMinute: r.end_minute,
    from: r.effective_from,
    to: r.effective_to,
    timeZone: r.time_zone,
  }));
};

/** The days availability looks at around a slot, computed once per request. */
export type TWindowDay = { date: string; dayOfWeek: number; offset: number };

export const windowDaysOf = (date: string, companyWeekStart: number): TWindowDay[] => {
  const { lo, hi } = windowOf(date, companyWeekStart);
  const days: TWindowDay[] = [];
  for (let day = lo, offset = Math.round((Date.parse(lo) - Date.parse(date)) / 86_400_000); day <= hi; day = addDays(day, 1), offset++) {
    days.push({ date: day, dayOfWeek: dayOfWeekOf(day), offset });
  }
  return days;
};

type TPattern = Omit<TGuardPattern, 'guardId'>;

const atPostMemo = new WeakMap<TCompanySchedule, Map<string, Map<string, number>>>();

/** How many weekly shifts each guard works at a post (history at the post), counted once per schedule version. */
export const patternsAtPost = (schedule: TCompanySchedule, postId: string): Map<string, number> => {
  let byPost = atPostMemo.get(schedule);
  if (!byPost) {
    byPost = new Map();
    atPostMemo.set(schedule, byPost);
  }
  let counts = byPost.get(postId);
  if (!counts) {
    counts = new Map();
    for (const [guardId, patterns] of schedule.byGuard) {
      const n = patterns.reduce((sum, p) => sum + (p.postId === postId ? 1 : 0), 0);
      if (n > 0) counts.set(guardId, n);
    }
    byPost.set(postId, counts);
  }
  return counts;
};

/** One weekly pattern on one day of a window, as instants (epoch minutes). */
export type TLaidOut = { p: TPattern; day: TWindowDay; start: number; end: number };

/** Weekly patterns laid out on the days of a window (each in its post's zone). Temporal runs once per distinct (zone, date, times). */
export const layOut = (patterns: readonly TPattern[], days: TWindowDay[]): TLaidOut[] => {
  const out: TLaidOut[] = [];
  for (const p of patterns) {
    for (const day of days) {
      if (p.dayOfWeek !== day.dayOfWeek || p.from > day.date || (p.to !== null && p.to < day.date)) continue;
      const interval = occurrenceMinutes(day.date, p.startMinute, p.endMinute, p.timeZone);
      out.push({ p, day, start: interval.start, end: interval.end });
    }
  }
  return out;
};

/**
 * Occurrences of laid-out weekly patterns near a slot and the real minutes of those starting in the slot's week (from
 * the company's week start, in the company's zone).
 */
export const loadFromLaidOut = (
  laidOut: readonly TLaidOut[],
  slot: TSlot,
  minRestHours: number,
  exclude: { shiftId?: string; rosterId?: string },
) => {
  const rest = minRestHours * 60;
  const near: TNearOccurrence[] = [];
  let weekMinutes = 0;
  for (const { p, day, start, end } of laidOut) {
    if (p.rosterId === exclude.rosterId) continue;
    if (p.shiftId === exclude.shiftId && day.offset === 0) continue;
    if (start >= slot.week.start && start < slot.week.end) weekMinutes += end - start;
    if (end > slot.interval.start - rest && start < slot.interval.end + rest) {
      near.push({
        shiftId: p.shiftId,
        rosterId: p.rosterId,
        postId: p.postId,
        postName: p.postName,
        date: day.date,
        start,
        end,
        startMinute: p.startMinute,
        endMinute: p.endMinute,
      });
    }
  }
  return { near, weekMinutes };
};

/** Occurrences of weekly patterns near a slot and the minutes of its week (patterns not from the cached schedule). */
export const loadFromPatterns = (
  patterns: readonly TPattern[],
  slot: TSlot,
  minRestHours: number,
  exclude: { shiftId?: string; rosterId?: string },
  days: TWindowDay[] = windowDaysOf(slot.date, slot.weekStart),
) => loadFromLaidOut(layOut(patterns, days), slot, minRestHours, exclude);

// A company's cached schedule laid out around a date, kept with the schedule object (a new version is a new object,
// so nothing stale survives): every request about the same days (the board's weekly hours, coverage candidates,
// availability) reuses each guard's laid-out week instead of recomputing it for thousands of guards.
type TWindowLayout = { days: TWindowDay[]; byGuard: Map<string, TLaidOut[]> };
const WINDOWS_KEPT = 16;
const layouts = new WeakMap<TCompanySchedule, Map<string, TWindowLayout>>();

/** The schedule's weekly patterns of a window (the days around `date` for `companyWeekStart`), laid out once per guard. */
export const scheduleWindow = (schedule: TCompanySchedule, date: string, companyWeekStart: number) => {
  let byWindow = layouts.get(schedule);
  if (!byWindow) {
    byWindow = new Map();
    layouts.set(schedule, byWindow);
  }
  const key = `${date}|${companyWeekStart}`;
  let layout = byWindow.get(key);
  if (!layout) {
    layout = { days: windowDaysOf(date, companyWeekStart), byGuard: new Map() };
    byWindow.set(key, layout);
    if (byWindow.size > WINDOWS_KEPT) byWindow.delete(byWindow.keys().next().value as string);
  }
  const window = layout;
  return {
    days: window.days,
    /** One guard's weekly patterns on the window's days. */
    of: (guardId: string): readonly TLaidOut[] => {
      let laidOut = window.byGuard.get(guardId);
      if (!laidOut) {
        laidOut = layOut(schedule.byGuard.get(guardId) ?? [], window.days);
        window.byGuard.set(guardId, laidOut);
      }
      return laidOut;
    },
  };
};

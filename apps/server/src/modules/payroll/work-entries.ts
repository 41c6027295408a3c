// A guard's work in a period, as the overtime engine reads it (TWorkEntry): punch pairs from attendance after the
// company's grace and rounding, and — for each scheduled occurrence that no pair overlaps — the schedule, marked
// "unverified". Also what the attendance section shows per guard and day: the punches, worked time, unverified time
// and missing punches (an in without an out, an out without an in, a scheduled occurrence without punches).
//
// Meals (issue 27; the engine applies Puerto Rico's and California's meal rules only to an entry whose meal start is
// known): a pair check_in → check_out holding meal_start → meal_end punches takes the meal as its unpaid break
// (breakMinutes = the meal's minutes, mealStartMinute = minutes from the pair's start to meal_start; a meal still open
// at the check-out ends there; two meals add up, the first one's start counts). A pair WITHOUT meal punches is a meal
// not taken (breakMinutes 0) only when the guard records meals — at least one meal punch in the loaded range —, else
// the meal is unknown and no meal rule applies: a company that never records meals is not charged penalties it cannot
// see. Meal punches are rounded like the others (no grace). A scheduled day carries the roster shift's meal, if any.
// The attendance section lists in and out punches only (its contract, payroll-runs.ts ZPunch); worked and unverified
// minutes leave the meal out.
//
// Kept cheap for thousands of guards: one query for the punches, one for the weekly patterns, one for the scheduled
// meals, one for absences, one for the occurrences' changes; day boundaries are computed once per period (no Temporal
// call per punch).
//
// Covers and openings (issue 29; shift_occurrence_changes, the board's one-off changes): a guard covering an occurrence
// is scheduled on it like a weekly shift (worked time from the cover when no punch pair overlaps it, grace against the
// cover's shift), and a guard opened off an occurrence is not. A cover made by staffing a special service
// (opportunity_id set) is paid as the service at its own rate (opportunities.payroll.ts), never twice.
import { occurrenceIdOf } from '@centinela/shared/contracts/shifts';
import type { TWorkIssue } from '@centinela/shared/contracts/payroll-runs';
import type { TWorkEntry } from '@centinela/shared/rules/payroll-hours.types';
import { addDays, dayOfWeekOf, type TAttendanceType } from '@centinela/shared';
import { instantOf, zonedOccurrence } from '@centinela/shared/rules/zoned-time';
import { sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { isAbsentOn, loadAbsences, type TAbsenceSpan } from '../rosters/availability.service';
import { loadGuardPatterns, type TGuardPattern } from '../rosters/availability.patterns';
import { rowsOf } from '../rosters/rosters.sql';

export type TWorkSettings = { roundingMinutes: number; graceMinutes: number };

export type TPunchRow = {
  id: string;
  guardId: string;
  type: TAttendanceType;
  ms: number;
  shiftId: string | null;
  postId: string | null;
  shiftDate: string | null;
  correctedAt: string | null;
  correctionReason: string | null;
};

/** An in or out punch (what the attendance section lists). */
export type TShiftPunchRow = TPunchRow & { type: 'check_in' | 'check_out' };

export type TWorkDay = {
  date: string;
  punches: TPunchRow[];
  workedMinutes: number;
  unverifiedMinutes: number;
  issues: TWorkIssue[];
};

/** A work entry and the post it was worked at (its pay rate in pay runs). */
export type TRunEntry = TWorkEntry & { postId?: string | null };

export type TGuardWork = { guardId: string; entries: TRunEntry[]; days: Map<string, TWorkDay> };

const MINUTE = 60_000;
/** Punches this far around the period are read, so a shift crossing the period's edges is paired. */
const EDGE_MS = 20 * 3_600_000;

/** The company's calendar days of a period as instants: `dayOf(ms)` without a Temporal call per punch. */
const dayIndexOf = (from: string, to: string, timeZone: string) => {
  const dates: string[] = [];
  for (let d = addDays(from, -1); d <= addDays(to, 1); d = addDays(d, 1)) dates.push(d);
  const starts = dates.map((d) => instantOf(d, 0, timeZone));
  return {
    dates: dates.slice(1, -1),
    startMs: starts[1],
    endMs: starts[starts.length - 1],
    dayOf: (ms: number): string | null => {
      if (ms < starts[0]) return null;
      let lo = 0;
      let hi = starts.length - 1;
      while (lo < hi) {
        const mid = (lo + hi + 1) >> 1;
        if (starts[mid] <= ms) lo = mid;
        else hi = mid - 1;
      }
      return dates[lo];
    },
  };
};

const isShiftPunch = (p: TPunchRow): p is TShiftPunchRow => p.type === 'check_in' || p.type === 'check_out';

/** The unpaid meal of a pair [start, end] from its meal punches (clamped to the pair), or null when it has none. */
const mealOfPair = (meals: { start: number; end: number | null }[], start: number, end: number) => {
  if (meals.length === 0) return null;
  const clamp = (ms: number) => Math.min(end, Math.max(start, ms));
  let breakMinutes = 0;
  for (const m of meals) breakMinutes += Math.round((clamp(m.end ?? end) - clamp(m.start)) / MINUTE);
  return { breakMinutes, mealStartMinute: Math.round((clamp(meals[0].start) - start) / MINUTE) };
};

/** What a scheduled occurrence needs of its shift: its times, zone and post. */
type TScheduledShift = { shiftId: string; startMinute: number; endMinute: number; timeZone: string; postId: string };

type TCoverRow = TScheduledShift & { guardId: string; date: string; kind: 'cover' | 'open'; isService: boolean };

/** The board's covers and openings of some guards between two dates, on shifts of active rosters in force that day. */
const loadOccurrenceChanges = async (
  db: TDbOrTx,
  { companyId, ids, from, to }: { companyId: string; ids: string; from: string; to: string },
): Promise<TCoverRow[]> =>
  (
    await rowsOf<{
      guard_id: string;
      shift_id: string;
      date: string;
      kind: 'cover' | 'open';
      is_service: boolean;
      start_minute: number;
      end_minute: number;
      post_id: string;
      time_zone: string;
    }>(
      db,
      sql`select c.guard_id, c.shift_id, c.date::text as date, c.kind, c.opportunity_id is not null as is_service,
            s.start_minute::int as start_minute, s.end_minute::int as end_minute, p.id as post_id,
            coalesce(nullif(p.time_zone, ''), co.time_zone) as time_zone
          from shift_occurrence_changes c
          join roster_shifts s on s.id = c.shift_id
          join rosters r on r.id = s.roster_id and r.is_active
          join posts p on p.id = r.post_id and p.status = 'active'
          join companies co on co.id = p.company_id
          where c.company_id = ${companyId} and c.guard_id = any(${ids}::uuid[])
            and c.date >= ${from}::date and c.date <= ${to}::date
            and c.date >= r.effective_from and (r.effective_to is null or c.date <= r.effective_to)
          order by c.guard_id, c.date`,
    )
  ).map((r) => ({
    guardId: r.guard_id,
    shiftId: r.shift_id,
    date: r.date,
    kind: r.kind,
    isService: r.is_service === true,
    startMinute: Number(r.start_minute),
    endMinute: Number(r.end_minute),
    postId: r.post_id,
    timeZone: r.time_zone,
  }));

const roundMs = (ms: number, minutes: number) => (minutes > 0 ? Math.round(ms / (minutes * MINUTE)) * minutes * MINUTE : ms);

const patternActiveOn = (p: TGuardPattern, date: string) =>
  p.dayOfWeek === dayOfWeekOf(date) && p.from <= date && (p.to === null || p.to >= date);

type TWorkSources = {
  days: ReturnType<typeof dayIndexOf>;
  punchesByGuard: Map<string, TPunchRow[]>;
  patternsByGuard: Map<string, TGuardPattern[]>;
  coversByGuard: Map<string, TCoverRow[]>;
  /** `{guardId}:{shiftId}:{date}` of the occurrences a guard was opened off. */
  openedOff: Set<string>;
  /** Every shift a guard of the chunk is scheduled on, weekly or by a cover (grace, a pair's post). */
  shiftById: Map<string, TScheduledShift>;
  mealByShift: Map<string, { startMinute: number; minutes: number }>;
  absences: TAbsenceSpan[];
};

const groupBy = <T>(rows: T[], keyOf: (row: T) => string) => {
  const out = new Map<string, T[]>();
  for (const row of rows) {
    const key = keyOf(row);
    const list = out.get(key);
    if (list) list.push(row);
    else out.set(key, [row]);
  }
  return out;
};

/** The five reads of a chunk of guards, in parallel. */
const loadWorkSources = async (
  db: TDbOrTx,
  { companyId, timeZone, from, to, guardIds }: { companyId: string; timeZone: string; from: string; to: string; guardIds: string[] },
): Promise<TWorkSources> => {
  const days = dayIndexOf(from, to, timeZone);
  const ids = `{${guardIds.join(',')}}`;
  const [punchRows, patterns, shiftMeals, absences, changes] = await Promise.all([
    rowsOf<{
      id: string;
      guard_id: string;
      type: TAttendanceType;
      ms: string | number;
      shift_id: string | null;
      post_id: string | null;
      shift_date: string | null;
      corrected_at: string | null;
      correction_reason: string | null;
    }>(
      db,
      sql`select id, guard_id, type, (extract(epoch from "timestamp") * 1000)::bigint as ms, shift_id, post_id, shift_date::text as shift_date,
            corrected_at::text as corrected_at, correction_reason
          from attendance_records
          where company_id = ${companyId} and guard_id = any(${ids}::uuid[])
            and "timestamp" >= ${new Date(days.startMs - EDGE_MS).toISOString()}::timestamptz
            and "timestamp" < ${new Date(days.endMs + EDGE_MS).toISOString()}::timestamptz
          order by guard_id, "timestamp", id`,
    ),
    loadGuardPatterns(db, { companyId, guardIds, from }),
    rowsOf<{ id: string; meal_start_minute: number; meal_minutes: number }>(
      db,
      sql`select s.id, s.meal_start_minute::int as meal_start_minute, s.meal_minutes::int as meal_minutes
          from roster_shifts s
          where s.company_id = ${companyId} and s.meal_start_minute is not null and s.meal_minutes is not null
            and (exists (select 1 from roster_shift_assignments a where a.shift_id = s.id and a.guard_id = any(${ids}::uuid[]))
              or exists (select 1 from shift_occurrence_changes c
                         where c.shift_id = s.id and c.kind = 'cover' and c.guard_id = any(${ids}::uuid[])
                           and c.date >= ${from}::date and c.date <= ${to}::date))`,
    ),
    loadAbsences(db, companyId, from, to, guardIds),
    loadOccurrenceChanges(db, { companyId, ids, from, to }),
  ]);
  const shiftById = new Map<string, TScheduledShift>();
  for (const p of [...patterns, ...changes]) if (!shiftById.has(p.shiftId)) shiftById.set(p.shiftId, p);
  const punches = punchRows.map(
    (r): TPunchRow => ({
      id: r.id,
      guardId: r.guard_id,
      type: r.type,
      ms: Number(r.ms),
      shiftId: r.shift_id,
      postId: r.post_id,
      shiftDate: r.shift_date,
      correctedAt: r.corrected_at,
      correctionReason: r.correction_reason,
    }),
  );
  return {
    days,
    punchesByGuard: groupBy(punches, (p) => p.guardId),
    patternsByGuard: groupBy(patterns, (p) => p.guardId),
    coversByGuard: groupBy(
      changes.filter((c) => c.kind === 'cover' && !c.isService),
      (c) => c.guardId,
    ),
    openedOff: new Set(changes.filter((c) => c.kind === 'open').map((c) => `${c.guardId}:${c.shiftId}:${c.date}`)),
    shiftById,
    mealByShift: new Map(shiftMeals.map((m) => [m.id, { startMinute: Number(m.meal_start_minute), minutes: Number(m.meal_minutes) }])),
    absences,
  };
};

/** Every guard's work between two dates (inclusive) of the company's calendar. */
export const loadGuardWork = async (
  db: TDbOrTx,
  args: { companyId: string; timeZone: string; from: string; to: string; guardIds: string[]; settings: TWorkSettings },
): Promise<Map<string, TGuardWork>> => {
  const result = new Map<string, TGuardWork>();
  if (args.guardIds.length === 0) return result;
  const sources = await loadWorkSources(db, args);
  for (const guardId of args.guardIds) {
    const work: TGuardWork = { guardId, entries: [], days: new Map() };
    result.set(guardId, work);
    const pairs = addPunchedWork(work, sources, args);
    addScheduledWork(work, pairs, sources);
    work.entries.sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : 0));
  }
  return result;
};

const dayOfWork = (work: TGuardWork, date: string): TWorkDay => {
  let d = work.days.get(date);
  if (!d) {
    d = { date, punches: [], workedMinutes: 0, unverifiedMinutes: 0, issues: [] };
    work.days.set(date, d);
  }
  return d;
};

type TPair = { start: number; end: number };

/** The guard's punch pairs: worked time of the period's days, the days' punches and missing punches. */
const addPunchedWork = (
  work: TGuardWork,
  { days, punchesByGuard, shiftById }: TWorkSources,
  { from, to, settings }: { from: string; to: string; settings: TWorkSettings },
): TPair[] => {
  const inPeriod = (date: string | null): date is string => date !== null && date >= from && date <= to;
  /** Grace first (a punch within the grace of its occurrence's start or end counts at it), then rounding. */
  const adjusted = (p: TPunchRow): number => {
    const shift = p.shiftId ? shiftById.get(p.shiftId) : undefined;
    if (shift && p.shiftDate && settings.graceMinutes > 0) {
      const occ = zonedOccurrence(p.shiftDate, shift.startMinute, shift.endMinute, shift.timeZone);
      const grace = settings.graceMinutes * MINUTE;
      if (p.type === 'check_in' && p.ms > occ.startMs && p.ms - occ.startMs <= grace) return occ.startMs;
      if (p.type === 'check_out' && p.ms < occ.endMs && occ.endMs - p.ms <= grace) return occ.endMs;
    }
    return roundMs(p.ms, settings.roundingMinutes);
  };
  const pairs: TPair[] = [];
  const punches = punchesByGuard.get(work.guardId) ?? [];
  const recordsMeals = punches.some((p) => !isShiftPunch(p));
  let open: TPunchRow | null = null;
  let meals: { start: number; end: number | null }[] = [];
  const issue = (p: TPunchRow, kind: TWorkIssue) => {
    const date = days.dayOf(p.ms);
    if (inPeriod(date)) dayOfWork(work, date).issues.push(kind);
  };
  for (const p of punches) {
    const date = days.dayOf(p.ms);
    // Shown in the attendance section with the day's other punches (and corrected there like them).
    if (inPeriod(date)) dayOfWork(work, date).punches.push(p);
    if (!isShiftPunch(p)) {
      // A meal punch counts inside an open pair only (the punch service refuses one outside).
      const at = roundMs(p.ms, settings.roundingMinutes);
      if (open && p.type === 'meal_start') meals.push({ start: at, end: null });
      else if (open && p.type === 'meal_end') {
        const last = meals[meals.length - 1];
        if (last && last.end === null) last.end = at;
      }
      continue;
    }
    if (p.type === 'check_in') {
      if (open) issue(open, 'missing_out');
      open = p;
      meals = [];
      continue;
    }
    if (!open) {
      issue(p, 'missing_in');
      continue;
    }
    const start = adjusted(open);
    const end = adjusted(p);
    const startDate = days.dayOf(open.ms);
    const postId = open.postId ?? (open.shiftId ? (shiftById.get(open.shiftId)?.postId ?? null) : null);
    open = null;
    if (end <= start) continue;
    pairs.push({ start, end });
    // A pair belongs to the period of the day it starts on (the engine splits it by the rule set's day).
    if (!inPeriod(startDate)) continue;
    const length = Math.round((end - start) / MINUTE);
    // No meal punches: a meal not taken when the guard records meals (the meal "starts" at the end), else unknown.
    const meal = mealOfPair(meals, start, end) ?? (recordsMeals ? { breakMinutes: 0, mealStartMinute: length } : null);
    dayOfWork(work, startDate).workedMinutes += length - (meal?.breakMinutes ?? 0);
    work.entries.push({
      start: new Date(start).toISOString(),
      end: new Date(end).toISOString(),
      ...(meal ?? {}),
      source: 'attendance',
      ref: p.id,
      postId,
    });
  }
  if (open) issue(open, 'missing_out');
  return pairs;
};

/** The guard's weekly occurrences and covers that no punch pair overlaps: worked time marked unverified ("no punches"). */
const addScheduledWork = (work: TGuardWork, pairs: TPair[], s: TWorkSources) => {
  const { guardId } = work;
  const scheduled = (date: string, shift: TScheduledShift) => {
    if (isAbsentOn(s.absences, guardId, date) || s.openedOff.has(`${guardId}:${shift.shiftId}:${date}`)) return;
    const occ = zonedOccurrence(date, shift.startMinute, shift.endMinute, shift.timeZone);
    if (occ.durationMinutes <= 0) return;
    if (pairs.some((pair) => pair.start < occ.endMs && pair.end > occ.startMs)) return;
    const scheduledMeal = s.mealByShift.get(shift.shiftId);
    const meal = scheduledMeal
      ? {
          breakMinutes: Math.min(scheduledMeal.minutes, occ.durationMinutes),
          mealStartMinute: (scheduledMeal.startMinute - shift.startMinute + 1440) % 1440,
        }
      : null;
    const day = dayOfWork(work, date);
    day.unverifiedMinutes += occ.durationMinutes - (meal?.breakMinutes ?? 0);
    day.issues.push('no_punches');
    work.entries.push({
      start: new Date(occ.startMs).toISOString(),
      end: new Date(occ.endMs).toISOString(),
      ...(meal ?? {}),
      source: 'schedule',
      ref: occurrenceIdOf(shift.shiftId, date),
      postId: shift.postId,
    });
  };
  for (const p of s.patternsByGuard.get(guardId) ?? []) {
    for (const date of s.days.dates) if (patternActiveOn(p, date)) scheduled(date, p);
  }
  for (const c of s.coversByGuard.get(guardId) ?? []) scheduled(c.date, c);
};

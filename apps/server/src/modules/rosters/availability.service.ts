// Guard availability for a shift (reused by the roster editor, shift coverage and opportunities):
// overlapping shifts, bans, absences, employment and rank block; short rest and weekly overtime warn.
// All guards of a company are answered with a handful of set-based queries, never one query per guard.
import { addDays, dayOfWeekOf, GUARD_RANKS, rankLevel, startOfWeek, type TGuardRank, todayIn } from '@centinela/shared';
import type { TAvailability, TConflict, TGuardAvailability } from '@centinela/shared/contracts/rosters';
import {
  availabilityStatusOf,
  firstDateOnOrAfter,
  firstOverlapDate,
  intervalsOverlap,
  minutesToHours,
  rankAvailability,
  restBetween,
  shiftInterval,
  type TInterval,
  type TWeeklyShift,
} from '@centinela/shared/rules/shifts';
import { timeToMinutes } from '@centinela/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import type { TActor } from '../../platform/access/actor';
import type { TServiceContext } from '../../platform/context';
import { findPostInScope, getCompanyRules } from './rosters.lookup';
import { likePattern } from '../posts/posts.queries';
import { rowsOf, timeOf } from './rosters.sql';

export type TGuardCandidate = {
  id: string;
  name: string;
  rank: TGuardRank | null;
  stillEmployed: boolean;
  employmentStartDate: string | null;
  terminationDate: string | null;
  weeklyThresholdHours: number;
};

/** Another shift occurrence of a guard, in minutes relative to midnight starting the evaluated date. */
export type TNearOccurrence = {
  shiftId: string;
  rosterId: string;
  postId: string;
  postName: string;
  date: string;
  start: number;
  end: number;
};

export type TSlot = {
  postId: string;
  requiredRank: TGuardRank | null;
  date: string;
  /** Relative to midnight of `date`. */
  interval: TInterval;
};

type TGuardRow = {
  id: string;
  name: string;
  rank: string | null;
  still_employed: boolean;
  employment_start_date: string | null;
  termination_date: string | null;
  weekly_threshold: string | number | null;
};

const toRank = (rank: string | null): TGuardRank | null => ((GUARD_RANKS as readonly string[]).includes(rank ?? '') ? (rank as TGuardRank) : null);

const toCandidate = (g: TGuardRow): TGuardCandidate => ({
  id: g.id,
  name: g.name,
  rank: toRank(g.rank),
  stillEmployed: g.still_employed,
  employmentStartDate: g.employment_start_date,
  terminationDate: g.termination_date,
  weeklyThresholdHours: g.weekly_threshold === null ? 40 : Number(g.weekly_threshold),
});

/** Guards of a company with what availability needs (rank, employment, weekly threshold of their payroll profile). */
export const loadGuardCandidates = async (
  db: TDbOrTx,
  companyId: string,
  filter: { guardIds?: string[]; search?: string } = {},
): Promise<TGuardCandidate[]> => {
  const conditions: SQL[] = [sql`u.company_id = ${companyId}`, sql`u.role = 'security_guard'`];
  if (filter.guardIds) conditions.push(sql`u.id = any(${`{${filter.guardIds.join(',')}}`}::uuid[])`);
  if (filter.search) conditions.push(sql`u.search_text ilike ${likePattern(filter.search.toLowerCase())}`);
  const rows = await rowsOf<TGuardRow>(
    db,
    sql`select u.id, coalesce(nullif(trim(coalesce(u.name, '') || ' ' || coalesce(u.last_name, '')), ''), u.email) as name,
          u.rank, u.still_employed, u.employment_start_date::text as employment_start_date,
          u.termination_date::text as termination_date, ppt.weekly_overtime_threshold_hours as weekly_threshold
        from users u
        left join payroll_profile_types ppt on ppt.id = u.payroll_profile_type_id and ppt.company_id = u.company_id
        where ${sql.join(conditions, sql` and `)}
        order by u.sort_name`,
  );
  return rows.map(toCandidate);
};

/** Guards banned from a post (among `guardIds` when given). */
const loadBanned = async (db: TDbOrTx, postId: string): Promise<Set<string>> =>
  new Set(
    (await rowsOf<{ user_id: string }>(db, sql`select user_id from user_banned_posts where post_id = ${postId}`)).map((r) => r.user_id),
  );

export type TAbsenceSpan = { userId: string; startDate: string; endDate: string };

/** Active absences of a company's guards that touch [from, to]. */
export const loadAbsences = async (db: TDbOrTx, companyId: string, from: string, to: string, guardIds?: string[]) =>
  (
    await rowsOf<{ user_id: string; start_date: string; end_date: string }>(
      db,
      sql`select user_id, start_date::text as start_date, end_date::text as end_date from absences
          where company_id = ${companyId} and status = 'active' and start_date <= ${to}::date and end_date >= ${from}::date
          ${guardIds ? sql`and user_id = any(${`{${guardIds.join(',')}}`}::uuid[])` : sql``}`,
    )
  ).map((r): TAbsenceSpan => ({ userId: r.user_id, startDate: r.start_date, endDate: r.end_date }));

export const isAbsentOn = (absences: TAbsenceSpan[], guardId: string, date: string) =>
  absences.some((a) => a.userId === guardId && a.startDate <= date && a.endDate >= date);

/** Every conflict of one guard with one shift occurrence. */
export const evaluateGuard = ({
  guard,
  slot,
  near,
  weekMinutes,
  isBanned,
  isAbsent,
  minRestHours,
}: {
  guard: TGuardCandidate;
  slot: TSlot;
  near: TNearOccurrence[];
  /** Minutes already scheduled in the week of the slot, the slot itself excluded. */
  weekMinutes: number;
  isBanned: boolean;
  isAbsent: boolean;
  minRestHours: number;
}): TConflict[] => {
  const conflicts: TConflict[] = [];
  const { date } = slot;
  const isEmployed =
    guard.stillEmployed &&
    !(guard.terminationDate && guard.terminationDate < date) &&
    !(guard.employmentStartDate && guard.employmentStartDate > date);
  if (!isEmployed) conflicts.push({ type: 'not_employed', severity: 'blocking', message: 'Not employed on that date', date });
  if (isBanned) conflicts.push({ type: 'banned', severity: 'blocking', message: 'Banned from this post', postId: slot.postId });
  if (isAbsent) conflicts.push({ type: 'absent', severity: 'blocking', message: `Absent on ${date}`, date });
  if (slot.requiredRank && rankLevel(guard.rank) < rankLevel(slot.requiredRank)) {
    conflicts.push({
      type: 'rank',
      severity: 'blocking',
      message: `Rank ${guard.rank ?? 'none'} is below the required ${slot.requiredRank}`,
      rank: guard.rank,
      requiredRank: slot.requiredRank,
    });
  }
  const minRest = minRestHours * 60;
  let shortest: { occurrence: TNearOccurrence; rest: number } | null = null;
  for (const occurrence of near) {
    const other = { start: occurrence.start, end: occurrence.end };
    const when = {
      postId: occurrence.postId,
      postName: occurrence.postName,
      rosterId: occurrence.rosterId,
      date: occurrence.date,
      startTime: timeOf(occurrence.start),
      endTime: timeOf(occurrence.end),
    };
    if (intervalsOverlap(slot.interval, other)) {
      conflicts.push({
        type: 'overlap',
        severity: 'blocking',
        message: `Already working ${occurrence.postName} on ${occurrence.date} ${when.startTime}–${when.endTime}`,
        ...when,
      });
      continue;
    }
    const rest = restBetween(slot.interval, other);
    // Back-to-back shifts (no gap) are one continuous stretch of work, not a short rest.
    if (rest !== null && rest > 0 && rest < minRest && (!shortest || rest < shortest.rest)) shortest = { occurrence, rest };
  }
  if (shortest) {
    const o = shortest.occurrence;
    conflicts.push({
      type: 'rest',
      severity: 'warning',
      message: `Only ${minutesToHours(shortest.rest)} h of rest next to ${o.postName} on ${o.date} (minimum ${minRestHours} h)`,
      postId: o.postId,
      postName: o.postName,
      rosterId: o.rosterId,
      date: o.date,
      startTime: timeOf(o.start),
      endTime: timeOf(o.end),
      restHours: minutesToHours(shortest.rest),
      minRestHours,
    });
  }
  const total = weekMinutes + (slot.interval.end - slot.interval.start);
  if (total > guard.weeklyThresholdHours * 60) {
    conflicts.push({
      type: 'weekly_hours',
      severity: 'warning',
      message: `${minutesToHours(total)} h this week, over the ${guard.weeklyThresholdHours} h threshold`,
      weeklyHours: minutesToHours(total),
      thresholdHours: guard.weeklyThresholdHours,
    });
  }
  return conflicts;
};

/** The dates around a slot that availability looks at: its week (Sunday–Saturday) and two days either side. */
export const windowOf = (date: string) => {
  const weekStart = startOfWeek(date);
  const weekEnd = addDays(weekStart, 6);
  const lo = addDays(date, -2) < weekStart ? addDays(date, -2) : weekStart;
  const hi = addDays(date, 2) > weekEnd ? addDays(date, 2) : weekEnd;
  return { weekStart, weekEnd, lo, hi };
};

/** One guard as the availability statement answers it (a JSON array, see below). */
type TGuardLoadTuple = [
  id: string,
  name: string,
  rank: string | null,
  stillEmployed: boolean,
  employmentStartDate: string | null,
  terminationDate: string | null,
  weeklyThreshold: number | string | null,
  weekMinutes: number | null,
  near: [shiftId: string, rosterId: string, postId: string, postName: string, dayOffset: number, startMinute: number, endMinute: number][] | null,
  isBanned: boolean,
  isAbsent: boolean,
];

/**
 * Every guard of a company with what availability needs, in ONE statement over indexed joins: rank,
 * employment, weekly threshold, minutes scheduled in the week of the slot, the occurrences near the slot
 * (two days either side), whether they are banned from the post and absent that day. A weekly shift occurs
 * once a week, on weekStart + its day of week, so no calendar needs expanding. The answer is one JSON text
 * (PGlite returns one large value much faster than thousands of rows).
 */
const loadGuardLoads = async (
  db: TDbOrTx,
  {
    companyId,
    slot,
    minRestHours,
    excludeShiftId,
    excludeRosterId,
    search,
  }: { companyId: string; slot: TSlot; minRestHours: number; excludeShiftId?: string; excludeRosterId?: string; search?: string },
): Promise<TGuardLoadTuple[]> => {
  const { weekStart, lo, hi } = windowOf(slot.date);
  const rest = minRestHours * 60;
  const dow = dayOfWeekOf(slot.date);
  const excluded = excludeShiftId ?? '00000000-0000-0000-0000-000000000000';
  const [row] = await rowsOf<{ j: string | null }>(
    db,
    sql`with src as (
          select a.guard_id, s.id as shift_id, r.id as roster_id, p.id as post_id, p.name as post_name,
            s.day_of_week, s.start_minute, s.end_minute, r.effective_from, r.effective_to,
            s.end_minute - s.start_minute + case when s.end_minute <= s.start_minute then 1440 else 0 end as minutes,
            -- Days from the slot's date to this weekday's occurrence in [date - 2, date + 4].
            ((s.day_of_week - ${dow} + 9) % 7) - 2 as day_offset
          from rosters r
          join posts p on p.id = r.post_id and p.status = 'active'
          join roster_shifts s on s.roster_id = r.id
          join roster_shift_assignments a on a.shift_id = s.id
          where r.company_id = ${companyId} and r.is_active
            and r.effective_from <= ${hi}::date and (r.effective_to is null or r.effective_to >= ${lo}::date)
            ${excludeRosterId ? sql`and r.id <> ${excludeRosterId}` : sql``}
        ),
        loads as (
          select guard_id,
            sum(minutes) filter (where effective_from <= ${weekStart}::date + day_of_week
              and (effective_to is null or effective_to >= ${weekStart}::date + day_of_week)
              and not (shift_id = ${excluded} and ${weekStart}::date + day_of_week = ${slot.date}::date)) as week_minutes,
            json_agg(json_build_array(shift_id, roster_id, post_id, post_name, day_offset, start_minute, end_minute)) filter (
              where day_offset <= 2
                and effective_from <= ${slot.date}::date + day_offset
                and (effective_to is null or effective_to >= ${slot.date}::date + day_offset)
                and not (shift_id = ${excluded} and day_offset = 0)
                and day_offset * 1440 + start_minute + minutes > ${slot.interval.start - rest}
                and day_offset * 1440 + start_minute < ${slot.interval.end + rest}) as near
          from src group by guard_id
        )
        select json_agg(json_build_array(u.id,
            coalesce(nullif(trim(coalesce(u.name, '') || ' ' || coalesce(u.last_name, '')), ''), u.email),
            u.rank, u.still_employed, u.employment_start_date, u.termination_date, ppt.weekly_overtime_threshold_hours,
            l.week_minutes, l.near, b.user_id is not null, ab.user_id is not null))::text as j
        from users u
        left join payroll_profile_types ppt on ppt.id = u.payroll_profile_type_id and ppt.company_id = u.company_id
        left join loads l on l.guard_id = u.id
        left join user_banned_posts b on b.user_id = u.id and b.post_id = ${slot.postId}
        left join (select distinct user_id from absences where company_id = ${companyId} and status = 'active'
            and start_date <= ${slot.date}::date and end_date >= ${slot.date}::date) ab on ab.user_id = u.id
        where u.company_id = ${companyId} and u.role = 'security_guard'
          ${search ? sql`and u.search_text ilike ${likePattern(search.toLowerCase())}` : sql``}`,
  );
  return row?.j ? (JSON.parse(row.j) as TGuardLoadTuple[]) : [];
};

/** The availability of every guard of the post's company for one shift occurrence, ranked. */
export const getAvailability = async ({
  ctx,
  actor,
  input,
}: {
  ctx: TServiceContext;
  actor: TActor;
  input: { postId: string; date: string; startTime: string; endTime: string; shiftId?: string; rosterId?: string; search?: string };
}): Promise<TAvailability> => {
  const { post } = await findPostInScope(ctx.db, actor, input.postId);
  const rules = await getCompanyRules(ctx.db, post.companyId);
  const slot: TSlot = {
    postId: post.id,
    requiredRank: post.requiredRank ?? null,
    date: input.date,
    interval: shiftInterval(timeToMinutes(input.startTime), timeToMinutes(input.endTime)),
  };
  const tuples = await loadGuardLoads(ctx.db, {
    companyId: post.companyId,
    slot,
    minRestHours: rules.minRestHours,
    excludeShiftId: input.shiftId,
    excludeRosterId: input.rosterId,
    search: input.search,
  });
  const items: TGuardAvailability[] = tuples.map(
    ([id, name, rank, stillEmployed, employmentStartDate, terminationDate, threshold, weekMinutes, near, isBanned, isAbsent]) => {
      const guard: TGuardCandidate = {
        id,
        name,
        rank: toRank(rank),
        stillEmployed,
        employmentStartDate,
        terminationDate,
        weeklyThresholdHours: threshold === null ? 40 : Number(threshold),
      };
      const conflicts = evaluateGuard({
        guard,
        slot,
        near: (near ?? []).map(([shiftId, rosterId, postId, postName, dayOffset, startMinute, endMinute]) => ({
          shiftId,
          rosterId,
          postId,
          postName,
          date: addDays(input.date, dayOffset),
          ...shiftInterval(startMinute, endMinute, dayOffset),
        })),
        weekMinutes: weekMinutes ?? 0,
        isBanned,
        isAbsent,
        minRestHours: rules.minRestHours,
      });
      return { guardId: id, name, rank: guard.rank, status: availabilityStatusOf(conflicts), conflicts, weeklyHours: minutesToHours(weekMinutes ?? 0) };
    },
  );
  const ranked = rankAvailability(items);
  const counts = { available: 0, warning: 0, blocked: 0 };
  for (const item of ranked) counts[item.status] += 1;
  return { postId: post.id, date: input.date, startTime: input.startTime, endTime: input.endTime, items: ranked, counts };
};

// Checks of a roster being saved -------------------------------------------------------------------

/** A weekly shift of a guard (another roster's, or one of the roster being saved). */
export type TGuardPattern = TWeeklyShift & {
  guardId: string;
  shiftId: string;
  rosterId: string;
  postId: string;
  postName: string;
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
  }>(
    db,
    sql`select a.guard_id, s.id as shift_id, r.id as roster_id, p.id as post_id, p.name as post_name,
          s.day_of_week::int as day_of_week, s.start_minute::int as start_minute, s.end_minute::int as end_minute,
          r.effective_from::text as effective_from, r.effective_to::text as effective_to
        from roster_shift_assignments a
        join roster_shifts s on s.id = a.shift_id
        join rosters r on r.id = s.roster_id and r.is_active
        join posts p on p.id = r.post_id and p.status = 'active'
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
  }));
};

/** Occurrences of weekly patterns near a date and the minutes they add up to in its week. */
export const loadFromPatterns = (patterns: TGuardPattern[], slot: TSlot, minRestHours: number, excludeShiftId: string) => {
  const { weekStart, weekEnd, lo, hi } = windowOf(slot.date);
  const rest = minRestHours * 60;
  const near: TNearOccurrence[] = [];
  let weekMinutes = 0;
  for (let day = lo; day <= hi; day = addDays(day, 1)) {
    const dow = dayOfWeekOf(day);
    const offset = Math.round((Date.parse(day) - Date.parse(slot.date)) / 86_400_000);
    for (const p of patterns) {
      if (p.dayOfWeek !== dow || p.from > day || (p.to !== null && p.to < day)) continue;
      if (p.shiftId === excludeShiftId && day === slot.date) continue;
      const interval = shiftInterval(p.startMinute, p.endMinute, offset);
      if (day >= weekStart && day <= weekEnd) weekMinutes += interval.end - interval.start;
      if (interval.end > slot.interval.start - rest && interval.start < slot.interval.end + rest) {
        near.push({ shiftId: p.shiftId, rosterId: p.rosterId, postId: p.postId, postName: p.postName, date: day, ...interval });
      }
    }
  }
  return { near, weekMinutes };
};

export type TAssignmentToCheck = {
  guardId: string;
  shiftId: string;
  dayOfWeek: number;
  shiftNumber: number;
  startMinute: number;
  endMinute: number;
};

export type TAssignmentVerdict = {
  check: TAssignmentToCheck;
  guardName: string;
  date: string | null;
  conflicts: TConflict[];
};

/**
 * Checks new assignments of a roster (from `from` to `to`) at a post against every other roster of the
 * guards and against the roster's own shifts (`ownPatterns`): overlaps over the whole date range; absence,
 * rest and weekly hours on the first occurrence from today on. Unknown guards are reported in `unknown`.
 */
export const checkAssignments = async (
  db: TDbOrTx,
  {
    companyId,
    post,
    from,
    to,
    rosterId,
    checks,
    ownPatterns,
  }: {
    companyId: string;
    post: { id: string; requiredRank: TGuardRank | null; timeZone: string };
    from: string;
    to: string | null;
    rosterId: string | null;
    checks: TAssignmentToCheck[];
    ownPatterns: TGuardPattern[];
  },
): Promise<{ verdicts: TAssignmentVerdict[]; unknown: string[] }> => {
  const guardIds = [...new Set(checks.map((c) => c.guardId))];
  if (guardIds.length === 0) return { verdicts: [], unknown: [] };
  const today = todayIn(post.timeZone);
  const start = from > today ? from : today;
  const [rules, guards, otherPatterns, banned, absences] = await Promise.all([
    getCompanyRules(db, companyId),
    loadGuardCandidates(db, companyId, { guardIds }),
    loadGuardPatterns(db, { companyId, guardIds, from: start, excludeRosterId: rosterId ?? undefined }),
    loadBanned(db, post.id),
    loadAbsences(db, companyId, start, addDays(start, 7), guardIds),
  ]);
  const byId = new Map(guards.map((g) => [g.id, g]));
  const unknown = guardIds.filter((id) => !byId.has(id));
  const verdicts: TAssignmentVerdict[] = [];
  for (const check of checks) {
    const guard = byId.get(check.guardId);
    if (!guard) continue;
    const mine: TWeeklyShift = { dayOfWeek: check.dayOfWeek, startMinute: check.startMinute, endMinute: check.endMinute, from: start, to };
    const patterns = [
      ...otherPatterns.filter((p) => p.guardId === guard.id),
      ...ownPatterns.filter((p) => p.guardId === guard.id && p.shiftId !== check.shiftId),
    ];
    // Overlaps anywhere in the roster's range (not only the first week).
    const overlaps: TConflict[] = [];
    for (const p of patterns) {
      const clash = firstOverlapDate(mine, p);
      if (!clash) continue;
      const startTime = timeOf(p.startMinute);
      const endTime = timeOf(p.endMinute);
      overlaps.push({
        type: 'overlap',
        severity: 'blocking',
        message: `Already working ${p.postName} (${startTime}–${endTime}) from ${clash}`,
        postId: p.postId,
        postName: p.postName,
        rosterId: p.rosterId,
        date: clash,
        startTime,
        endTime,
      });
    }
    const date = firstDateOnOrAfter(start, check.dayOfWeek, to);
    let conflicts: TConflict[] = overlaps;
    if (date) {
      const slot: TSlot = { postId: post.id, requiredRank: post.requiredRank, date, interval: shiftInterval(check.startMinute, check.endMinute) };
      const load = loadFromPatterns(patterns, slot, rules.minRestHours, check.shiftId);
      const others = evaluateGuard({
        guard,
        slot,
        near: load.near,
        weekMinutes: load.weekMinutes,
        isBanned: banned.has(guard.id),
        isAbsent: isAbsentOn(absences, guard.id, date),
        minRestHours: rules.minRestHours,
      }).filter((c) => c.type !== 'overlap');
      conflicts = [...others, ...overlaps];
    } else {
      // A roster wholly in the past: only what does not depend on a date.
      if (banned.has(guard.id)) conflicts.push({ type: 'banned', severity: 'blocking', message: 'Banned from this post', postId: post.id });
      if (!guard.stillEmployed) conflicts.push({ type: 'not_employed', severity: 'blocking', message: 'Not employed' });
    }
    verdicts.push({ check, guardName: guard.name, date, conflicts });
  }
  return { verdicts, unknown };
};

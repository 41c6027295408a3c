// Guard availability for a shift (reused by the roster editor, shift coverage and opportunities):
// overlapping shifts, bans, absences, employment and rank block; short rest and weekly overtime warn.
// All guards of a company are answered with a handful of set-based queries, never one query per guard.
// Occurrences are instants (rules/zoned-time.ts): each one is computed in its own post's time zone, compared and
// summed in epoch minutes, so posts in different zones and DST nights count their real hours.
import { loadDocumentCheck } from '../guard-records/required-documents';
import { addDays, dayOfWeekOf, GUARD_RANKS, rankLevel, startOfWeek, type TGuardRank, todayIn } from '@centinela/shared';
import type { TAvailability, TConflict, TGuardAvailability } from '@centinela/shared/contracts/rosters';
import {
  availabilityStatusOf,
  firstDateOnOrAfter,
  firstOverlapDate,
  intervalsOverlap,
  minutesToHours,
  restBetween,
  type TInterval,
  type TWeeklyShift,
} from '@centinela/shared/rules/shifts';
import { effectiveTimeZone, firstZonedOverlapDate, occurrenceMinutes, weekBoundsOf } from '@centinela/shared/rules/zoned-time';
import { timeToMinutes } from '@centinela/shared';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { collateClause } from '../../db/collation';
import { companies, posts } from '../../db/schema';
import { found } from '../../platform/access/scope';
import { postScope } from '../posts/posts.policy';
import { allOn, type TDbOrTx } from '../../db/client';
import type { TActor } from '../../platform/access/actor';
import type { TServiceContext } from '../../platform/context';
import { hasSearchWords, matchesSearch, searchWords } from '../../platform/search/search';
import { getCompanyRules } from './rosters.lookup';
import { rowsOf, timeOf } from './rosters.sql';
import { type TCompanySchedule, withCompanySchedule } from './schedule-cache';

export type TGuardCandidate = {
  id: string;
  name: string;
  rank: TGuardRank | null;
  stillEmployed: boolean;
  employmentStartDate: string | null;
  terminationDate: string | null;
  weeklyThresholdHours: number;
};

/** Another shift occurrence of a guard: `start` / `end` in epoch minutes, the wall-clock minutes in its post's zone. */
export type TNearOccurrence = {
  shiftId: string;
  rosterId: string;
  postId: string;
  postName: string;
  date: string;
  start: number;
  end: number;
  startMinute: number;
  endMinute: number;
};

export type TSlot = {
  postId: string;
  requiredRank: TGuardRank | null;
  date: string;
  /** Epoch minutes (the occurrence's instants in the post's zone). */
  interval: TInterval;
  /** The slot's week (from the company's week start 00:00 to a week later, in the company's zone), epoch minutes. */
  week: TInterval;
  /** The company's week start (0 Sunday … 6 Saturday, /settings/general). */
  weekStart: number;
};

/** A slot at a post: the occurrence on `date` in the post's zone, and its week in the company's zone. */
export const slotOf = ({
  postId,
  requiredRank,
  date,
  startMinute,
  endMinute,
  timeZone,
  companyTimeZone,
  weekStart,
}: {
  postId: string;
  requiredRank: TGuardRank | null;
  date: string;
  startMinute: number;
  endMinute: number;
  timeZone: string;
  companyTimeZone: string;
  weekStart: number;
}): TSlot => {
  const week = weekBoundsOf(date, companyTimeZone, weekStart);
  const occurrence = occurrenceMinutes(date, startMinute, endMinute, timeZone);
  return {
    postId,
    requiredRank,
    date,
    interval: { start: occurrence.start, end: occurrence.end },
    week: { start: week.startMs / 60_000, end: week.endMs / 60_000 },
    weekStart,
  };
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

const toRank = (rank: string | null): TGuardRank | null =>
  (GUARD_RANKS as readonly string[]).includes(rank ?? '') ? (rank as TGuardRank) : null;

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
  const search = matchesSearch(filter.search, sql`u.search_text`);
  if (search) conditions.push(search);
  const rows = await rowsOf<TGuardRow>(
    db,
    sql`select u.id, coalesce(nullif(trim(coalesce(u.name, '') || ' ' || coalesce(u.last_name, '')), ''), u.email) as name,
          u.rank, u.still_employed, u.employment_start_date::text as employment_start_date,
          u.termination_date::text as termination_date, ppt.weekly_overtime_threshold_hours as weekly_threshold
        from users u
        left join payroll_profile_types ppt on ppt.id = u.payroll_profile_type_id and ppt.company_id = u.company_id
        where ${sql.join(conditions, sql` and `)}
        order by u.sort_name ${collateClause(undefined)}`,
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
      startTime: timeOf(occurrence.startMinute),
      endTime: timeOf(occurrence.endMinute),
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
      startTime: timeOf(o.startMinute),
      endTime: timeOf(o.endMinute),
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

/** The dates around a slot that availability looks at: its week (from the company's week start) and two days either
 * side, plus a day either side of the week (a post in another zone may start on a neighbouring date within the
 * company's week).
 */
export const windowOf = (date: string, companyWeekStart: number) => {
  const weekStart = startOfWeek(date, companyWeekStart);
  const weekEnd = addDays(weekStart, 6);
  const lo = addDays(date, -2) < addDays(weekStart, -1) ? addDays(date, -2) : addDays(weekStart, -1);
  const hi = addDays(date, 2) > addDays(weekEnd, 1) ? addDays(date, 2) : addDays(weekEnd, 1);
  return { weekStart, weekEnd, lo, hi };
};

/** The post of a slot, in the actor's scope, with its company's minimum rest and time zones (one query). */
const loadSlotPost = async (db: TDbOrTx, actor: TActor, postId: string) => {
  const [row] = await db
    .select({
      id: posts.id,
      companyId: posts.companyId,
      requiredRank: posts.requiredRank,
      minRestHours: companies.minRestHours,
      timeZone: posts.timeZone,
      companyTimeZone: companies.timeZone,
      weekStart: companies.weekStart,
    })
    .from(posts)
    .innerJoin(companies, eq(companies.id, posts.companyId))
    .where(and(eq(posts.id, postId), postScope(actor)))
    .limit(1);
  return found(row, 'post');
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
  const post = await loadSlotPost(ctx.db, actor, input.postId);
  const slot = slotOf({
    postId: post.id,
    requiredRank: post.requiredRank ?? null,
    date: input.date,
    startMinute: timeToMinutes(input.startTime),
    endMinute: timeToMinutes(input.endTime),
    timeZone: effectiveTimeZone(post.timeZone, post.companyTimeZone),
    companyTimeZone: post.companyTimeZone,
    weekStart: post.weekStart,
  });
  // Bans of this post and absences of this day are read fresh; guards and their weekly shifts come from
  // the company's cached schedule (schedule-cache.ts), checked against its counters in the same statement.
  const { row, schedule } = await withCompanySchedule<{ banned: string[] | null; absent: string[] | null }>(
    ctx.db,
    post.companyId,
    sql`(select json_agg(user_id) from user_banned_posts where post_id = ${post.id}) as banned,
        (select json_agg(distinct user_id) from absences where company_id = ${post.companyId} and status = 'active'
          and start_date <= ${input.date}::date and end_date >= ${input.date}::date) as absent`,
  );
  const banned = new Set(row.banned ?? []);
  const absent = new Set(row.absent ?? []);
  const documentCheck = await loadDocumentCheck(ctx.db, post.companyId);
  const words = searchWords(input.search);
  const window = scheduleWindow(schedule, input.date, post.weekStart);
  const exclude = { shiftId: input.shiftId, rosterId: input.rosterId };
  const items: TGuardAvailability[] = [];
  for (const guard of schedule.guards) {
    if (!hasSearchWords(guard.searchText, words)) continue;
    const load = loadFromLaidOut(window.of(guard.id), slot, post.minRestHours, exclude);
    const conflicts = evaluateGuard({
      guard,
      slot,
      near: load.near,
      weekMinutes: load.weekMinutes,
      isBanned: banned.has(guard.id),
      isAbsent: absent.has(guard.id),
      minRestHours: post.minRestHours,
    });
    conflicts.push(...documentCheck(guard.id, input.date));
    items.push({
      guardId: guard.id,
      name: guard.name,
      rank: guard.rank,
      status: availabilityStatusOf(conflicts),
      conflicts,
      weeklyHours: minutesToHours(load.weekMinutes),
    });
  }
  // The cached guards are in name order already: a stable split by status is the ranking (rankAvailability).
  const ranked = [
    ...items.filter((i) => i.status === 'available'),
    ...items.filter((i) => i.status === 'warning'),
    ...items.filter((i) => i.status === 'blocked'),
  ];
  const counts = { available: 0, warning: 0, blocked: 0 };
  for (const item of ranked) counts[item.status] += 1;
  return { postId: post.id, date: input.date, startTime: input.startTime, endTime: input.endTime, items: ranked, counts };
};

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
  const rules = await getCompanyRules(db, companyId);
  // "Today" is the company's date: the first occurrence checked is the first one on or after it.
  const today = todayIn(rules.timeZone);
  const start = from > today ? from : today;
  const postTimeZone = effectiveTimeZone(post.timeZone, rules.timeZone);
  const [guards, otherPatterns, banned, absences, documentCheck] = await allOn(db, [
    () => loadGuardCandidates(db, companyId, { guardIds }),
    () => loadGuardPatterns(db, { companyId, guardIds, from: start, excludeRosterId: rosterId ?? undefined }),
    () => loadBanned(db, post.id),
    () => loadAbsences(db, companyId, start, addDays(start, 7), guardIds),
    () => loadDocumentCheck(db, companyId, guardIds),
  ]);
  const byId = new Map(guards.map((g) => [g.id, g]));
  const unknown = guardIds.filter((id) => !byId.has(id));
  const verdicts: TAssignmentVerdict[] = [];
  for (const check of checks) {
    const guard = byId.get(check.guardId);
    if (!guard) continue;
    const mine: TWeeklyShift & { timeZone: string } = {
      dayOfWeek: check.dayOfWeek,
      startMinute: check.startMinute,
      endMinute: check.endMinute,
      from: start,
      to,
      timeZone: postTimeZone,
    };
    const patterns = [
      ...otherPatterns.filter((p) => p.guardId === guard.id),
      ...ownPatterns.filter((p) => p.guardId === guard.id && p.shiftId !== check.shiftId),
    ];
    // Overlaps anywhere in the roster's range (not only the first week).
    const overlaps: TConflict[] = [];
    for (const p of patterns) {
      // Same zone: wall-clock order is instant order. Different zones: compared as instants.
      const clash = p.timeZone === mine.timeZone ? firstOverlapDate(mine, p) : firstZonedOverlapDate(mine, p);
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
      const slot = slotOf({
        postId: post.id,
        requiredRank: post.requiredRank,
        date,
        startMinute: check.startMinute,
        endMinute: check.endMinute,
        timeZone: postTimeZone,
        companyTimeZone: rules.timeZone,
        weekStart: rules.weekStart,
      });
      const load = loadFromPatterns(patterns, slot, rules.minRestHours, { shiftId: check.shiftId });
      const others = evaluateGuard({
        guard,
        slot,
        near: load.near,
        weekMinutes: load.weekMinutes,
        isBanned: banned.has(guard.id),
        isAbsent: isAbsentOn(absences, guard.id, date),
        minRestHours: rules.minRestHours,
      }).filter((c) => c.type !== 'overlap');
      conflicts = [...others, ...documentCheck(guard.id, date), ...overlaps];
    } else {
      // A roster wholly in the past: only what does not depend on a date.
      if (banned.has(guard.id)) conflicts.push({ type: 'banned', severity: 'blocking', message: 'Banned from this post', postId: post.id });
      if (!guard.stillEmployed) conflicts.push({ type: 'not_employed', severity: 'blocking', message: 'Not employed' });
    }
    verdicts.push({ check, guardName: guard.name, date, conflicts });
  }
  return { verdicts, unknown };
};

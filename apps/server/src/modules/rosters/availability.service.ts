// Guard availability for a shift (reused by the roster editor, shift coverage and opportunities):
// overlapping shifts, bans, absences, employment and rank block; short rest and weekly overtime warn.
// All guards of a company are answered with a handful of set-based queries, never one query per guard.
// Occurrences are instants (rules/zoned-time.ts): each one is computed in its own post's time zone, compared and
// summed in epoch minutes, so posts in different zones and DST nights count their real hours.
// Weekly patterns laid out around a slot are in availability.patterns.ts, a saved roster's checks in availability.checks.ts.
import { loadDocumentCheck } from '../guard-records/required-documents';
import { addDays, GUARD_RANKS, rankLevel, startOfWeek, type TGuardRank } from '@centinela/shared';
import type { TAvailability, TConflict, TGuardAvailability } from '@centinela/shared/contracts/rosters';
import { availabilityStatusOf, intervalsOverlap, minutesToHours, restBetween, type TInterval } from '@centinela/shared/rules/shifts';
import { effectiveTimeZone, occurrenceMinutes, weekBoundsOf } from '@centinela/shared/rules/zoned-time';
import { timeToMinutes } from '@centinela/shared';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { collateClause } from '../../db/collation';
import { companies, posts } from '../../db/schema';
import { found } from '../../platform/access/scope';
import { postScope } from '../posts/posts.policy';
import type { TDbOrTx } from '../../db/client';
import type { TActor } from '../../platform/access/actor';
import type { TServiceContext } from '../../platform/context';
import { hasSearchWords, matchesSearch, searchWords } from '../../platform/search/search';
import { rowsOf, timeOf } from './rosters.sql';
import { withCompanySchedule } from './schedule-cache';
import { busyByGuard, parseSpecialServiceBusy, specialServiceBusySql, type TSpecialServiceBusy } from '../opportunities/opportunities.busy';

import { loadFromLaidOut, scheduleWindow } from './availability.patterns';
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
export const loadBanned = async (db: TDbOrTx, postId: string): Promise<Set<string>> =>
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

/** Something else a guard works near a slot (another shift occurrence or a special service), for the rest check. */
type TWorkNear = {
  start: number;
  end: number;
  postId: string | null;
  postName: string | null;
  rosterId: string | null;
  date: string;
  startTime: string;
  endTime: string;
};

/** Overlaps with the slot (blocking) and the shortest rest next to it under the minimum (a warning). */
const nearConflicts = (slot: TSlot, near: TNearOccurrence[], services: readonly TSpecialServiceBusy[], minRestHours: number) => {
  const conflicts: TConflict[] = [];
  const others: TWorkNear[] = [];
  for (const occurrence of near) {
    const when = {
      postId: occurrence.postId,
      postName: occurrence.postName,
      rosterId: occurrence.rosterId,
      date: occurrence.date,
      startTime: timeOf(occurrence.startMinute),
      endTime: timeOf(occurrence.endMinute),
    };
    if (!intervalsOverlap(slot.interval, occurrence)) others.push({ ...when, start: occurrence.start, end: occurrence.end });
    else {
      conflicts.push({
        type: 'overlap',
        severity: 'blocking',
        message: `Already working ${occurrence.postName} on ${occurrence.date} ${when.startTime}–${when.endTime}`,
        ...when,
      });
    }
  }
  for (const service of services) {
    const when = {
      postId: service.postId,
      postName: service.postName,
      date: service.date,
      startTime: service.startTime,
      endTime: service.endTime,
    };
    if (!intervalsOverlap(slot.interval, service)) others.push({ ...when, rosterId: null, start: service.start, end: service.end });
    else {
      conflicts.push({
        type: 'special_service',
        severity: 'blocking',
        message: `Already on the special service ${service.title}${service.postName ? ` at ${service.postName}` : ''} on ${service.date} ${service.startTime}–${service.endTime}`,
        ...when,
        opportunityId: service.opportunityId,
        title: service.title,
      });
    }
  }
  const minRest = minRestHours * 60;
  let shortest: { other: TWorkNear; rest: number } | null = null;
  for (const other of others) {
    const rest = restBetween(slot.interval, other);
    // Back-to-back shifts (no gap) are one continuous stretch of work, not a short rest.
    if (rest !== null && rest > 0 && rest < minRest && (!shortest || rest < shortest.rest)) shortest = { other, rest };
  }
  if (shortest) {
    const { start: _start, end: _end, ...o } = shortest.other;
    conflicts.push({
      type: 'rest',
      severity: 'warning',
      message: `Only ${minutesToHours(shortest.rest)} h of rest next to ${o.postName ?? ''} on ${o.date} (minimum ${minRestHours} h)`,
      ...o,
      restHours: minutesToHours(shortest.rest),
      minRestHours,
    });
  }
  return conflicts;
};

/** Every conflict of one guard with one shift occurrence. */
export const evaluateGuard = ({
  guard,
  slot,
  near,
  services = [],
  weekMinutes,
  isBanned,
  isAbsent,
  minRestHours,
}: {
  guard: TGuardCandidate;
  slot: TSlot;
  near: TNearOccurrence[];
  /** The guard's special services near the slot (opportunities.busy.ts); their hours are in `weekMinutes` already. */
  services?: readonly TSpecialServiceBusy[];
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
  conflicts.push(...nearConflicts(slot, near, services, minRestHours));
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

/**
 * A guard's special services around a slot: those near it (within the rest window, for overlap and rest) and the real
 * minutes of those starting in the slot's week — occupied time like another shift's.
 */
export const servicesLoad = (services: readonly TSpecialServiceBusy[] | undefined, slot: TSlot, minRestHours: number) => {
  const rest = minRestHours * 60;
  const near: TSpecialServiceBusy[] = [];
  let weekMinutes = 0;
  for (const s of services ?? []) {
    if (s.start >= slot.week.start && s.start < slot.week.end) weekMinutes += s.end - s.start;
    if (s.end > slot.interval.start - rest && s.start < slot.interval.end + rest) near.push(s);
  }
  return { near, weekMinutes };
};

/** The special services of a company's guards over the days availability looks at around `date` (one subquery). */
export const servicesAroundSql = (companyId: string, date: string, companyWeekStart: number, exceptOpportunityId?: string) => {
  const { lo, hi } = windowOf(date, companyWeekStart);
  return { sql: specialServiceBusySql({ companyId, from: lo, to: hi, exceptOpportunityId }), from: lo, to: hi };
};

/** `servicesAroundSql`'s answer by guard. */
export const servicesByGuard = (json: string | null, range: { from: string; to: string }) =>
  busyByGuard(parseSpecialServiceBusy(json, range));

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
  exceptOpportunityId,
}: {
  ctx: TServiceContext;
  actor: TActor;
  input: { postId: string; date: string; startTime: string; endTime: string; shiftId?: string; rosterId?: string; search?: string };
  /** The special service being staffed (opportunities.staffing.ts): its own guards are not busy with it. */
  exceptOpportunityId?: string;
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
  // Bans of this post, absences of this day and the guards' special services around it are read fresh; guards and
  // their weekly shifts come from the company's cached schedule (schedule-cache.ts), checked against its counters in
  // the same statement.
  const around = servicesAroundSql(post.companyId, input.date, post.weekStart, exceptOpportunityId);
  const { row, schedule } = await withCompanySchedule<{ banned: string[] | null; absent: string[] | null; services: string | null }>(
    ctx.db,
    post.companyId,
    sql`(select json_agg(user_id) from user_banned_posts where post_id = ${post.id}) as banned,
        (select json_agg(distinct user_id) from absences where company_id = ${post.companyId} and status = 'active'
          and start_date <= ${input.date}::date and end_date >= ${input.date}::date) as absent,
        ${around.sql} as services`,
  );
  const banned = new Set(row.banned ?? []);
  const absent = new Set(row.absent ?? []);
  const services = servicesByGuard(row.services, around);
  const documentCheck = await loadDocumentCheck(ctx.db, post.companyId);
  const words = searchWords(input.search);
  const window = scheduleWindow(schedule, input.date, post.weekStart);
  const exclude = { shiftId: input.shiftId, rosterId: input.rosterId };
  const items: TGuardAvailability[] = [];
  for (const guard of schedule.guards) {
    if (!hasSearchWords(guard.searchText, words)) continue;
    const load = loadFromLaidOut(window.of(guard.id), slot, post.minRestHours, exclude);
    const busy = servicesLoad(services.get(guard.id), slot, post.minRestHours);
    const weekMinutes = load.weekMinutes + busy.weekMinutes;
    const conflicts = evaluateGuard({
      guard,
      slot,
      near: load.near,
      services: busy.near,
      weekMinutes,
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
      weeklyHours: minutesToHours(weekMinutes),
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

// The shifts board (spec /shifts-dashboard) and the writes on one occurrence: absent, present, cover, open.
// The board is the day's occurrences with their weekly guards (cached per company and day, valid while the schedule
// cache's versions hold), the day's changes, absences, presences and open offers (read with those versions in one
// statement), and the company's cached schedule (rosters/schedule-cache.ts) for each guard's weekly hours.
// One occurrence is found and read in shifts.occurrence.ts; the writes on it are in shifts.writes.ts.
import { minutesToTime, timeToMinutes } from '@centinela/shared';
import {
  occurrenceIdOf,
  type TBoardGuardStatus,
  type TShiftBoard,
  type TShiftOccurrence,
  type ZShiftBoardQuery,
} from '@centinela/shared/contracts/shifts';
import { boardStateOf, isNoShowAt, minutesToHours, SHIFT_BOARD_STATES, type TShiftBoardState } from '@centinela/shared/rules/shifts';
import { effectiveTimeZone, zonedOccurrence } from '@centinela/shared/rules/zoned-time';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { collateClause } from '../../db/collation';
import type { TDbOrTx } from '../../db/client';
import { posts } from '../../db/schema';
import type { TActor } from '../../platform/access/actor';
import type { TServiceContext } from '../../platform/context';
import { NotFound } from '../../platform/errors';
import { absenceSpansOf, guardsOnOccurrence, occurrenceChangesOf } from '../rosters/occurrence-guards';
import { slotOf } from '../rosters/availability.service';
import { loadFromLaidOut, scheduleWindow } from '../rosters/availability.patterns';
import { occurrencesFrom, rowsOf } from '../rosters/rosters.sql';
import { type TCompanySchedule, withCompanySchedule } from '../rosters/schedule-cache';
import { canOnOccurrence, occurrenceScope } from './shifts.policy';

export type TArgs = { ctx: TServiceContext; actor: TActor };
type TBoardInput = z.output<typeof ZShiftBoardQuery>;

const UNDER_40_MINUTES = 40 * 60;

type TOccTuple = [
  shiftId: string,
  rosterId: string,
  rosterName: string | null,
  postId: string,
  postName: string,
  customerCompanyId: string,
  customerCompanyName: string,
  companyId: string,
  timeZone: string,
  shiftNumber: number,
  startMinute: number,
  endMinute: number,
  requiredGuards: number,
  guards: [id: string, name: string][] | null,
];

// The board's weekly part (occurrences of a day with their weekly guards) changes only when posts, rosters, shifts,
// assignments or guards change — exactly what the schedule cache's versions count (roster_versions, bumped by
// triggers). It is kept per company, day, language (name order) and company time zone and reused while both
// versions hold; what changes by the minute (changes, absences, presences, offers) is read on every request.
/** An occurrence as kept: the tuple, with its weekly guards made objects once. */
type TBoardOccurrence = { t: TOccTuple; weekly: { id: string; name: string }[] };
type TBoardBase = { version: number; guardVersion: number; occurrences: TBoardOccurrence[] };
const BOARD_BASES_KEPT = 64;
const boardBases = new Map<string, TBoardBase>();

/** For tests: forget every cached board. */
export const clearBoardCache = () => boardBases.clear();

const boardBaseOf = async (
  db: TDbOrTx,
  schedule: TCompanySchedule,
  { companyId, date, language, timeZone }: { companyId: string; date: string; language: TActor['language']; timeZone: string },
): Promise<TBoardOccurrence[]> => {
  const key = `${companyId}|${date}|${language}|${timeZone}`;
  const kept = boardBases.get(key);
  boardBases.delete(key);
  if (kept && kept.version === schedule.version && kept.guardVersion === schedule.guardVersion) {
    boardBases.set(key, kept);
    return kept.occurrences;
  }
  const [row] = await rowsOf<{ j: string | null }>(
    db,
    sql`with occ as (
          select s.id as shift_id, r.id as roster_id, r.name as roster_name, posts.id as post_id, posts.name as post_name,
            customer_companies.id as cc_id, customer_companies.name as cc_name, posts.company_id, posts.time_zone as post_tz,
            s.shift_number, s.start_minute, s.end_minute, s.required_guards
          ${occurrencesFrom(date, date, sql`posts.company_id = ${companyId}`, sql`s.company_id = ${companyId}`)}
        ),
        g as (
          select a.shift_id, json_agg(json_build_array(a.guard_id,
              coalesce(nullif(trim(coalesce(u.name, '') || ' ' || coalesce(u.last_name, '')), ''), u.email))
              order by u.sort_name ${collateClause(language)}, a.guard_id) as guards
          from roster_shift_assignments a join users u on u.id = a.guard_id
          where a.shift_id in (select shift_id from occ)
          group by a.shift_id
        )
        select json_agg(json_build_array(occ.shift_id, occ.roster_id, occ.roster_name, occ.post_id, occ.post_name, occ.cc_id,
            occ.cc_name, occ.company_id, coalesce(nullif(occ.post_tz, ''), ${timeZone}), occ.shift_number, occ.start_minute,
            occ.end_minute, occ.required_guards, g.guards)
          order by occ.start_minute, occ.post_name ${collateClause(language)}, occ.shift_number, occ.shift_id)::text as j
        from occ left join g on g.shift_id = occ.shift_id`,
  );
  const occurrences = (row?.j ? (JSON.parse(row.j) as TOccTuple[]) : []).map((t) => ({
    t,
    weekly: (t[13] ?? []).map(([id, name]) => ({ id, name })),
  }));
  boardBases.set(key, { version: schedule.version, guardVersion: schedule.guardVersion, occurrences });
  if (boardBases.size > BOARD_BASES_KEPT) boardBases.delete(boardBases.keys().next().value as string);
  return occurrences;
};

/**
 * What changes an occurrence of the day, for one company, and the company's calendar: read with the schedule's
 * versions in one statement. `date` null: the company's today (known only once its time zone is read).
 */
const boardDayFacts = (companyId: string, date: string | null) => {
  const day = date ? sql`${date}::date` : sql`(now() at time zone (select time_zone from companies where id = ${companyId}))::date`;
  return sql`
  (select time_zone from companies where id = ${companyId}) as time_zone,
  (select week_start from companies where id = ${companyId})::int as week_start,
  ${day}::text as day,
  (select json_agg(json_build_array(c.shift_id, c.date::text, c.guard_id, c.kind,
      coalesce(nullif(trim(coalesce(u.name, '') || ' ' || coalesce(u.last_name, '')), ''), u.email)))::text
    from shift_occurrence_changes c join users u on u.id = c.guard_id
    where c.company_id = ${companyId} and c.date = ${day}) as changes,
  (select json_agg(json_build_array(ab.user_id, ab.start_date::text, ab.end_date::text))::text from absences ab
    where ab.company_id = ${companyId} and ab.status = 'active' and ab.start_date <= ${day} and ab.end_date >= ${day}) as absent,
  (select json_agg(json_build_array(p.shift_id, p.guard_id))::text from shift_presences p
    where p.company_id = ${companyId} and p.date = ${day}) as present,
  (select json_agg(json_build_array(o.shift_id, o.id))::text from shift_offers o
    where o.company_id = ${companyId} and o.date = ${day} and o.status = 'open' and o.expires_at > now()) as offers,
  (select json_agg(json_build_array(a.shift_id, a.guard_id, a.late_minutes))::text from attendance_records a
    where a.company_id = ${companyId} and a.shift_date = ${day} and a.type = 'check_in') as checkins,
  (select check_in_grace_minutes from companies where id = ${companyId})::int as grace,
  ${takesAttendanceSql(companyId)} as takes_attendance`;
};

/**
 * A company takes attendance when it has a paired kiosk or a punch in the last 7 days: only then is a guard with no
 * check-in a no-show (the board's "no show" and the no-shows job).
 */
export const takesAttendanceSql = (companyId: string | SQL) => sql`(exists (select 1 from devices d where d.company_id = ${companyId}
    and d.paired_at is not null and d.revoked_at is null)
  or exists (select 1 from attendance_records a where a.company_id = ${companyId} and a.timestamp > now() - interval '7 days'))`;

type TDayFacts = {
  time_zone: string | null;
  week_start: number;
  day: string;
  changes: string | null;
  absent: string | null;
  present: string | null;
  offers: string | null;
  checkins: string | null;
  grace: number;
  takes_attendance: boolean;
};

/** One company's part of a board: its cached occurrences, the day's facts, its schedule and calendar. */
const companyBoardOf = async (ctx: TServiceContext, companyId: string, date: string | null, language: TActor['language']) => {
  const { row, schedule } = await withCompanySchedule<TDayFacts>(ctx.db, companyId, boardDayFacts(companyId, date));
  if (row.time_zone === null) throw NotFound('company');
  const calendar = { timeZone: row.time_zone, weekStart: Number(row.week_start) };
  const occurrences = await boardBaseOf(ctx.db, schedule, { companyId, date: row.day, language, timeZone: calendar.timeZone });
  return {
    companyId,
    date: row.day,
    calendar,
    schedule,
    occurrences,
    changes: occurrenceChangesOf(row.changes),
    // Every span read holds the day: a guard with one is absent on it.
    absent: new Set(absenceSpansOf(row.absent).map((a) => a.userId)),
    present: new Set((row.present ? (JSON.parse(row.present) as [string, string][]) : []).map(([s, g]) => `${s}:${g}`)),
    offers: new Map(row.offers ? (JSON.parse(row.offers) as [string, string][]) : []),
    /** Check-ins of the day's occurrences: `${shiftId}:${guardId}` → minutes late (0 on time). */
    checkins: new Map(
      (row.checkins ? (JSON.parse(row.checkins) as [string, string, number][]) : []).map(([s, g, late]) => [`${s}:${g}`, late]),
    ),
    graceMinutes: Number(row.grace ?? 10),
    takesAttendance: Boolean(row.takes_attendance),
  };
};

/** The posts a guard may see on the board (their own); null: no narrowing beyond company and customer. */
const visiblePostIdsOf = async (db: TDbOrTx, actor: TActor, companyId: string): Promise<Set<string> | null> => {
  if (actor.role !== 'security_guard') return null;
  const rows = await db
    .select({ id: posts.id })
    .from(posts)
    .where(and(eq(posts.companyId, companyId), occurrenceScope(actor)));
  return new Set(rows.map((r) => r.id));
};

/** Companies a platform admin's board spans when no company is chosen: every company with an active post. */
const boardCompaniesOf = async (db: TDbOrTx, actor: TActor, input: TBoardInput): Promise<string[]> => {
  if (!actor.isPlatformAdmin || input.companyId) return [actor.isPlatformAdmin && input.companyId ? input.companyId : actor.companyId];
  const rows = await rowsOf<{ id: string }>(db, sql`select distinct company_id as id from posts where status = 'active'`);
  return [actor.companyId, ...rows.map((r) => r.id).filter((id) => id !== actor.companyId)];
};

type TBoardPart = Awaited<ReturnType<typeof companyBoardOf>>;
type TGuardOn = { id: string; name: string; status: TBoardGuardStatus; isCover: boolean; lateMinutes: number | null };

/** The guards on an occurrence with their status on the board: absent, late or present (checked in), no show, assigned. */
const guardsOnBoard = (
  part: TBoardPart,
  shiftId: string,
  onIt: readonly ({ id: string; name: string } | { id: string; name: string; isCover: true })[],
  noShowNow: boolean,
): TGuardOn[] =>
  onIt.map((g) => {
    const key = `${shiftId}:${g.id}`;
    const late = part.checkins.get(key);
    const status: TBoardGuardStatus = part.absent.has(g.id)
      ? 'absent'
      : late !== undefined
        ? late > 0
          ? 'late'
          : 'present'
        : part.present.size > 0 && part.present.has(key)
          ? 'present'
          : noShowNow
            ? 'no_show'
            : 'assigned';
    return { id: g.id, name: g.name, status, isCover: 'isCover' in g, lateMinutes: status === 'late' ? (late ?? null) : null };
  });

/** One matching occurrence as the board lists it. */
const boardItemOf = (
  { t, part, guards, state, counted }: { t: TOccTuple; part: TBoardPart; guards: TGuardOn[]; state: TShiftBoardState; counted: number },
  {
    date,
    timeZone,
    can,
    weeklyHours,
  }: { date: string; timeZone: string; can: TShiftOccurrence['can']; weeklyHours: (guardId: string) => number },
): TShiftOccurrence => {
  const [shiftId, rosterId, rosterName, postId, postName, ccId, ccName, , zone, shiftNumber, startMinute, endMinute, required] = t;
  const zoned = zonedOccurrence(date, startMinute, endMinute, zone);
  return {
    id: occurrenceIdOf(shiftId, date),
    shiftId,
    rosterId,
    rosterName,
    postId,
    postName,
    customerCompanyId: ccId,
    customerCompanyName: ccName,
    date,
    shiftNumber,
    startTime: minutesToTime(startMinute),
    endTime: minutesToTime(endMinute),
    startsAt: new Date(zoned.startMs).toISOString(),
    endsAt: new Date(zoned.endMs).toISOString(),
    timeZone: effectiveTimeZone(zone, timeZone),
    requiredGuards: required,
    countedGuards: counted,
    guards: guards.map((g) => ({ ...g, weeklyHours: weeklyHours(g.id) })),
    state,
    needsCoverage: counted < required,
    openOfferId: part.offers.get(shiftId) ?? null,
    can,
  };
};

/**
 * Occurrences of one day with their guards and states, one page at a time; the counts per state cover every
 * occurrence matching the other filters. `only` narrows to one shift (the answer of a write).
 */
export const getBoard = async ({
  ctx,
  actor,
  input,
  only,
}: TArgs & { input: TBoardInput; only?: { shiftId: string } }): Promise<TShiftBoard> => {
  const companyIds = await boardCompaniesOf(ctx.db, actor, input);
  // The first company is the viewer's (or the one a platform admin chose): its today and time zone lead.
  const parts = [await companyBoardOf(ctx, companyIds[0], input.date ?? null, actor.language)];
  const { date } = parts[0];
  const { timeZone } = parts[0].calendar;
  for (const id of companyIds.slice(1)) parts.push(await companyBoardOf(ctx, id, date, actor.language));
  const customerOnly = actor.role === 'customer_company_admin' ? (actor.customerId ?? '') : null;
  const customerFilter = input.customerCompanyId ?? input.customerId;
  const guardPosts = await visiblePostIdsOf(ctx.db, actor, companyIds[0]);

  const can = canOnOccurrence(actor);
  const now = Date.now();
  const startFrom = input.startFrom ? timeToMinutes(input.startFrom) : null;
  const startTo = input.startTo ? timeToMinutes(input.startTo) : null;
  const counts = Object.fromEntries(SHIFT_BOARD_STATES.map((s) => [s, 0])) as Record<TShiftBoardState, number>;
  const matches: { t: TOccTuple; part: TBoardPart; guards: TGuardOn[]; state: TShiftBoardState; counted: number }[] = [];
  const slots = new Map<string, ReturnType<typeof slotOf>>();
  const slotFor = (part: TBoardPart, t: TOccTuple) => {
    const [, , , postId, , , , , zone, , startMinute, endMinute] = t;
    // One slot per distinct (zones, times): thousands of occurrences share a handful (week bounds call Temporal).
    const key = `${zone}|${part.calendar.timeZone}|${part.calendar.weekStart}|${startMinute}|${endMinute}`;
    let slot = slots.get(key);
    if (!slot) {
      slot = slotOf({
        postId,
        requiredRank: null,
        date,
        startMinute,
        endMinute,
        timeZone: zone,
        companyTimeZone: part.calendar.timeZone,
        weekStart: part.calendar.weekStart,
      });
      slots.set(key, slot);
    }
    return slot;
  };
  /** Minutes of a guard's weekly patterns in the week (company's zone) of an occurrence. */
  const weeklyMinutes = (part: TBoardPart, t: TOccTuple, guardId: string) =>
    loadFromLaidOut(scheduleWindow(part.schedule, date, part.calendar.weekStart).of(guardId), slotFor(part, t), 0, {}).weekMinutes;

  for (const part of parts) {
    for (const { t, weekly } of part.occurrences) {
      const [shiftId, , , postId, , ccId, , , zone, , startMinute, endMinute, required] = t;
      if (only && shiftId !== only.shiftId) continue;
      if (customerOnly !== null && ccId !== customerOnly) continue;
      if (guardPosts && !guardPosts.has(postId)) continue;
      if (customerFilter && ccId !== customerFilter) continue;
      if (input.postId && postId !== input.postId) continue;
      if (startFrom !== null && startMinute < startFrom) continue;
      if (startTo !== null && startMinute > startTo) continue;
      const onIt = part.changes.size === 0 ? weekly : guardsOnOccurrence(weekly, part.changes.get(occurrenceIdOf(shiftId, date)));
      const zoned = zonedOccurrence(date, startMinute, endMinute, zone);
      const noShowNow =
        part.takesAttendance && isNoShowAt({ startMs: zoned.startMs, endMs: zoned.endMs, graceMinutes: part.graceMinutes, nowMs: now });
      const guards = guardsOnBoard(part, shiftId, onIt, noShowNow);
      if (input.guardId && !guards.some((g) => g.id === input.guardId)) continue;
      if (input.guardHours === 'under40' && !guards.some((g) => weeklyMinutes(part, t, g.id) < UNDER_40_MINUTES)) continue;
      const absentCount = guards.filter((g) => g.status === 'absent').length;
      const noShowCount = guards.filter((g) => g.status === 'no_show').length;
      const state = boardStateOf({
        requiredGuards: required,
        assignedGuards: guards.length,
        absentGuards: absentCount,
        noShowGuards: noShowCount,
        presentGuards: guards.filter((g) => g.status === 'present' || g.status === 'late').length,
        minutesUntilStart: (zoned.startMs - now) / 60_000,
      });
      counts[state] += 1;
      if (input.state && state !== input.state) continue;
      matches.push({ t, part, guards, state, counted: guards.length - absentCount - noShowCount });
    }
  }
  if (parts.length > 1) {
    const collator = new Intl.Collator(actor.language);
    matches.sort((a, b) => a.t[10] - b.t[10] || collator.compare(a.t[4], b.t[4]) || a.t[9] - b.t[9] || (a.t[0] < b.t[0] ? -1 : 1));
  }

  const { page, pageSize } = input;
  const items = matches
    .slice((page - 1) * pageSize, page * pageSize)
    .map((m) => boardItemOf(m, { date, timeZone, can, weeklyHours: (g) => minutesToHours(weeklyMinutes(m.part, m.t, g)) }));
  return { date, timeZone, items, counts, total: matches.length };
};

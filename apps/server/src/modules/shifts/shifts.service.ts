// The shifts board (spec /shifts-dashboard) and the writes on one occurrence: absent, present, cover, open.
// The board is the day's occurrences with their weekly guards (cached per company and day, valid while the schedule
// cache's versions hold), the day's changes, absences, presences and open offers (read with those versions in one
// statement), and the company's cached schedule (rosters/schedule-cache.ts) for each guard's weekly hours.
import { DEFAULT_PAGE_SIZE, minutesToTime, timeToMinutes } from '@centinela/shared';
import {
  occurrenceIdOf,
  SHIFT_MESSAGES,
  type TBoardGuardStatus,
  type TShiftBoard,
  type TShiftOccurrence,
  type ZMarkAbsent,
  type ZShiftBoardQuery,
} from '@centinela/shared/contracts/shifts';
import { boardStateOf, isNoShowAt, minutesToHours, SHIFT_BOARD_STATES, type TShiftBoardState } from '@centinela/shared/rules/shifts';
import { effectiveTimeZone, zonedOccurrence } from '@centinela/shared/rules/zoned-time';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { collateClause } from '../../db/collation';
import type { TDbOrTx } from '../../db/client';
import { absenceCategories, absences, posts, shiftGuardActions, shiftOccurrenceChanges, shiftPresences } from '../../db/schema';
import type { TActor } from '../../platform/access/actor';
import { guardNotInCompany } from '../../platform/access/guard-of-company';
import { where } from '../../platform/access/scope';
import { writeSystemLog } from '../../platform/audit/system-log';
import type { TServiceContext } from '../../platform/context';
import { BadRequest, Conflict, NotFound, ValidationFailed } from '../../platform/errors';
import { absenceSpansOf, guardsOnOccurrence, occurrenceChangesOf } from '../rosters/occurrence-guards';
import { loadFromLaidOut, scheduleWindow, slotOf } from '../rosters/availability.service';
import { occurrencesFrom, rowsOf } from '../rosters/rosters.sql';
import { type TCompanySchedule, withCompanySchedule } from '../rosters/schedule-cache';
import { notifyCovered, notifyNeedsCoverage } from './shifts.notifications';
import { canOnOccurrence, occurrenceScope } from './shifts.policy';

type TArgs = { ctx: TServiceContext; actor: TActor };
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
  type TPart = (typeof parts)[number];
  type TGuardOn = { id: string; name: string; status: TBoardGuardStatus; isCover: boolean; lateMinutes: number | null };
  const matches: { t: TOccTuple; part: TPart; guards: TGuardOn[]; state: TShiftBoardState; counted: number }[] = [];
  const slots = new Map<string, ReturnType<typeof slotOf>>();
  const slotFor = (part: TPart, t: TOccTuple) => {
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
  const weeklyMinutes = (part: TPart, t: TOccTuple, guardId: string) =>
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
      const onIt = part.changes.size === 0 ? weekly : guardsOnOccurrence(weekly, part.changes.get(`${shiftId}:${date}`));
      const zoned = zonedOccurrence(date, startMinute, endMinute, zone);
      const noShowNow =
        part.takesAttendance && isNoShowAt({ startMs: zoned.startMs, endMs: zoned.endMs, graceMinutes: part.graceMinutes, nowMs: now });
      const guards: TGuardOn[] = onIt.map((g) => {
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
  const items = matches.slice((page - 1) * pageSize, page * pageSize).map(({ t, part, guards, state, counted }): TShiftOccurrence => {
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
      guards: guards.map((g) => ({ ...g, weeklyHours: minutesToHours(weeklyMinutes(part, t, g.id)) })),
      state,
      needsCoverage: counted < required,
      openOfferId: part.offers.get(shiftId) ?? null,
      can,
    };
  });
  return { date, timeZone, items, counts, total: matches.length };
};

// One occurrence -------------------------------------------------------------------------------------

export type TOccurrenceRef = {
  shiftId: string;
  date: string;
  rosterId: string;
  postId: string;
  postName: string;
  customerCompanyId: string;
  customerName: string;
  companyId: string;
  companyName: string;
  timeZone: string;
  companyTimeZone: string;
  /** The company's week start (0 Sunday … 6 Saturday): the occurrence's week for weekly hours. */
  companyWeekStart: number;
  requiredRank: string | null;
  minRestHours: number;
  startMinute: number;
  endMinute: number;
  requiredGuards: number;
};

/** The occurrence if it exists (a shift of a roster in force that day, the shift's weekday) and the actor sees its post. */
export const findOccurrence = (db: TDbOrTx, actor: TActor, ref: { shiftId: string; date: string }): Promise<TOccurrenceRef> =>
  findOccurrenceWhere(db, occurrenceScope(actor), ref);

/** The occurrence in one company (a guard accepting an offer made to them). */
export const findCompanyOccurrence = (db: TDbOrTx, companyId: string, ref: { shiftId: string; date: string }) =>
  findOccurrenceWhere(db, eq(posts.companyId, companyId), ref);

const findOccurrenceWhere = async (db: TDbOrTx, scope: SQL, ref: { shiftId: string; date: string }): Promise<TOccurrenceRef> => {
  const [row] = await rowsOf<{
    shift_id: string;
    roster_id: string;
    post_id: string;
    post_name: string;
    cc_id: string;
    cc_name: string;
    company_id: string;
    company_name: string;
    time_zone: string | null;
    company_time_zone: string;
    required_rank: string | null;
    min_rest_hours: number;
    week_start: number;
    start_minute: number;
    end_minute: number;
    required_guards: number;
  }>(
    db,
    sql`select o.*, co.name as company_name, co.time_zone as company_time_zone, co.min_rest_hours, co.week_start
        from (select s.id as shift_id, r.id as roster_id, posts.id as post_id, posts.name as post_name,
            customer_companies.id as cc_id, customer_companies.name as cc_name, posts.company_id, posts.time_zone,
            posts.required_rank, s.start_minute::int as start_minute, s.end_minute::int as end_minute,
            s.required_guards::int as required_guards
          ${occurrencesFrom(ref.date, ref.date, where(scope, sql`s.id = ${ref.shiftId}`))}
          limit 1) o
        join companies co on co.id = o.company_id`,
  );
  if (!row) throw NotFound('occurrence');
  return {
    shiftId: row.shift_id,
    date: ref.date,
    rosterId: row.roster_id,
    postId: row.post_id,
    postName: row.post_name,
    customerCompanyId: row.cc_id,
    customerName: row.cc_name,
    companyId: row.company_id,
    companyName: row.company_name,
    timeZone: effectiveTimeZone(row.time_zone, row.company_time_zone),
    companyTimeZone: row.company_time_zone,
    companyWeekStart: Number(row.week_start),
    requiredRank: row.required_rank,
    minRestHours: Number(row.min_rest_hours),
    startMinute: row.start_minute,
    endMinute: row.end_minute,
    requiredGuards: row.required_guards,
  };
};

/** The occurrence as the board shows it (the answer of every write). */
export const readOccurrence = async (ctx: TServiceContext, actor: TActor, occ: TOccurrenceRef): Promise<TShiftOccurrence> => {
  const board = await getBoard({
    ctx,
    actor,
    input: { date: occ.date, companyId: occ.companyId, page: 1, pageSize: DEFAULT_PAGE_SIZE },
    only: { shiftId: occ.shiftId },
  });
  const [item] = board.items;
  if (!item) throw NotFound('occurrence');
  return item;
};

type TOnOccurrence = { guardId: string; isCover: boolean; isOpened: boolean; isWeekly: boolean; name: string };

/** Where a guard stands on an occurrence: weekly assignment (maybe opened off), cover, or not on it (null). */
export const guardOnOccurrence = async (db: TDbOrTx, occ: TOccurrenceRef, guardId: string): Promise<TOnOccurrence | null> => {
  const [row] = await rowsOf<{ weekly: boolean; change: 'cover' | 'open' | null; name: string | null }>(
    db,
    sql`select exists (select 1 from roster_shift_assignments a where a.shift_id = ${occ.shiftId} and a.guard_id = ${guardId}) as weekly,
          (select kind from shift_occurrence_changes c where c.shift_id = ${occ.shiftId} and c.date = ${occ.date}::date
            and c.guard_id = ${guardId}) as change,
          (select coalesce(nullif(trim(coalesce(u.name, '') || ' ' || coalesce(u.last_name, '')), ''), u.email) from users u
            where u.id = ${guardId} and u.company_id = ${occ.companyId} and u.role = 'security_guard') as name`,
  );
  if (!row?.name) return null;
  const isCover = row.change === 'cover';
  const isOpened = row.change === 'open';
  if (!row.weekly && !isCover) return { guardId, isCover, isOpened, isWeekly: false, name: row.name };
  return { guardId, isCover, isOpened, isWeekly: row.weekly, name: row.name };
};

const isOnIt = (g: TOnOccurrence | null): g is TOnOccurrence => !!g && ((g.isWeekly && !g.isOpened) || g.isCover);

/**
 * The refusal for a guard not on the occurrence; one who is no guard of its company gets the platform's one answer
 * (guard-of-company.ts). A former guard still on it is accepted: the action corrects that occurrence's record.
 */
const notOnOccurrence = (guard: TOnOccurrence | null) =>
  guard
    ? BadRequest('MISSING_GUARD_OR_SHIFT', { fieldErrors: { guardId: [SHIFT_MESSAGES.guardNotOnOccurrence] } })
    : guardNotInCompany(['guardId']);

export const shiftTimeOf = (occ: { startMinute: number; endMinute: number }) =>
  `${minutesToTime(occ.startMinute)} - ${minutesToTime(occ.endMinute)}`;

/** Marks a guard of the occurrence absent that day; the shift information is the occurrence's, never typed. */
export const markAbsent = async ({
  ctx,
  actor,
  ref,
  input,
}: TArgs & { ref: { shiftId: string; date: string }; input: z.output<typeof ZMarkAbsent> }): Promise<{
  occurrence: TShiftOccurrence;
  absenceId: string;
  occ: TOccurrenceRef;
  guardName: string;
}> => {
  const occ = await findOccurrence(ctx.db, actor, ref);
  const guard = await guardOnOccurrence(ctx.db, occ, input.guardId);
  if (!isOnIt(guard)) throw notOnOccurrence(guard);
  const [category] = await ctx.db
    .select({ id: absenceCategories.id, isActive: absenceCategories.isActive })
    .from(absenceCategories)
    .where(and(eq(absenceCategories.id, input.categoryId), eq(absenceCategories.companyId, occ.companyId)))
    .limit(1);
  if (!category) throw NotFound('absenceCategory');
  if (!category.isActive) {
    throw ValidationFailed({ categoryId: 'apiErrors:fields.absenceCategoryInactive' });
  }
  const [already] = await rowsOf<{ id: string }>(
    ctx.db,
    sql`select id from absences where user_id = ${guard.guardId} and status = 'active'
          and start_date <= ${occ.date}::date and end_date >= ${occ.date}::date limit 1`,
  );
  if (already) throw Conflict('GUARD_ALREADY_ABSENT');
  const absenceId = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(absences)
      .values({
        companyId: occ.companyId,
        userId: guard.guardId,
        categoryId: category.id,
        startDate: occ.date,
        endDate: occ.date,
        notes: input.notes ?? null,
        shiftInfo: {
          company: occ.companyName,
          customer: occ.customerName,
          post: occ.postName,
          postId: occ.postId,
          rosterId: occ.rosterId,
          shiftId: occ.shiftId,
          shiftTime: shiftTimeOf(occ),
          date: occ.date,
        },
        status: 'active',
        markedBy: actor.userId,
      })
      .returning({ id: absences.id });
    await writeSystemLog(tx, actor, {
      action: 'CREATE',
      entityType: 'absences',
      entityId: row.id,
      companyId: occ.companyId,
      message: { key: 'absenceCreated', params: { name: guard.name, startDate: occ.date, endDate: occ.date } },
      details: {
        userId: guard.guardId,
        shiftId: occ.shiftId,
        occurrenceId: occurrenceIdOf(occ.shiftId, occ.date),
        categoryId: category.id,
      },
    });
    // The absent guard leaves a place open on this occurrence: an open action whose reason is the absence.
    await tx.insert(shiftGuardActions).values({
      companyId: occ.companyId,
      action: 'open',
      shiftId: occ.shiftId,
      date: occ.date,
      postId: occ.postId,
      rosterId: occ.rosterId,
      customerCompanyId: occ.customerCompanyId,
      guardId: guard.guardId,
      performedBy: actor.userId,
      reason: input.notes ?? null,
      absenceId: row.id,
    });
    await notifyNeedsCoverage(tx, occ, { id: row.id, guardName: guard.name });
    return row.id;
  });
  return { occurrence: await readOccurrence(ctx, actor, occ), absenceId, occ, guardName: guard.name };
};

/** Confirms by hand that a guard of the occurrence is there (until attendance records check-ins). */
export const confirmPresence = async ({
  ctx,
  actor,
  ref,
  guardId,
}: TArgs & { ref: { shiftId: string; date: string }; guardId: string }): Promise<TShiftOccurrence> => {
  const occ = await findOccurrence(ctx.db, actor, ref);
  const guard = await guardOnOccurrence(ctx.db, occ, guardId);
  if (!isOnIt(guard)) throw notOnOccurrence(guard);
  await ctx.db.transaction(async (tx) => {
    const inserted = await tx
      .insert(shiftPresences)
      .values({ companyId: occ.companyId, shiftId: occ.shiftId, date: occ.date, guardId, confirmedBy: actor.userId })
      .onConflictDoNothing()
      .returning({ id: shiftPresences.id });
    if (inserted.length === 0) return;
    await writeSystemLog(tx, actor, {
      action: 'UPDATE',
      entityType: 'shifts',
      entityId: occurrenceIdOf(occ.shiftId, occ.date),
      companyId: occ.companyId,
      message: { key: 'shiftPresenceConfirmed', params: { guard: guard.name, post: occ.postName, date: occ.date, time: shiftTimeOf(occ) } },
    });
  });
  return readOccurrence(ctx, actor, occ);
};

/** Adds a guard to one occurrence (a cover) inside `tx`, logs the cover action; the weekly pattern is unchanged. */
export const applyCover = async (
  tx: TDbOrTx,
  actor: TActor,
  occ: TOccurrenceRef,
  guard: { guardId: string; name: string; isOpened: boolean },
  extra: { offerId?: string } = {},
) => {
  if (guard.isOpened) {
    // The guard was opened off this occurrence: covering it again restores the weekly assignment.
    await tx
      .delete(shiftOccurrenceChanges)
      .where(
        and(
          eq(shiftOccurrenceChanges.shiftId, occ.shiftId),
          eq(shiftOccurrenceChanges.date, occ.date),
          eq(shiftOccurrenceChanges.guardId, guard.guardId),
        ),
      );
  } else {
    await tx.insert(shiftOccurrenceChanges).values({
      companyId: occ.companyId,
      shiftId: occ.shiftId,
      date: occ.date,
      guardId: guard.guardId,
      kind: 'cover',
      createdBy: actor.userId,
    });
  }
  await tx.insert(shiftGuardActions).values({
    companyId: occ.companyId,
    action: 'cover',
    shiftId: occ.shiftId,
    date: occ.date,
    postId: occ.postId,
    rosterId: occ.rosterId,
    customerCompanyId: occ.customerCompanyId,
    guardId: guard.guardId,
    performedBy: actor.userId,
  });
  await writeSystemLog(tx, actor, {
    action: 'UPDATE',
    entityType: 'shifts',
    entityId: occurrenceIdOf(occ.shiftId, occ.date),
    companyId: occ.companyId,
    message: { key: 'shiftCovered', params: { guard: guard.name, post: occ.postName, date: occ.date, time: shiftTimeOf(occ) } },
    details: { guardId: guard.guardId, ...extra },
  });
  // The guard learns of the shift (not when they took it themselves by accepting an offer).
  if (guard.guardId !== actor.userId) await notifyCovered(tx, occ, { id: guard.guardId, name: guard.name });
};

/** Takes a guard off one occurrence with a reason (the "open" action); the weekly pattern is unchanged. */
export const openOccurrence = async ({
  ctx,
  actor,
  ref,
  input,
}: TArgs & { ref: { shiftId: string; date: string }; input: { guardId: string; reason: string } }): Promise<TShiftOccurrence> => {
  const occ = await findOccurrence(ctx.db, actor, ref);
  const guard = await guardOnOccurrence(ctx.db, occ, input.guardId);
  if (!isOnIt(guard)) throw notOnOccurrence(guard);
  await ctx.db.transaction(async (tx) => {
    if (guard.isCover) {
      await tx
        .delete(shiftOccurrenceChanges)
        .where(
          and(
            eq(shiftOccurrenceChanges.shiftId, occ.shiftId),
            eq(shiftOccurrenceChanges.date, occ.date),
            eq(shiftOccurrenceChanges.guardId, guard.guardId),
          ),
        );
    } else {
      await tx.insert(shiftOccurrenceChanges).values({
        companyId: occ.companyId,
        shiftId: occ.shiftId,
        date: occ.date,
        guardId: guard.guardId,
        kind: 'open',
        createdBy: actor.userId,
      });
    }
    await tx.insert(shiftGuardActions).values({
      companyId: occ.companyId,
      action: 'open',
      shiftId: occ.shiftId,
      date: occ.date,
      postId: occ.postId,
      rosterId: occ.rosterId,
      customerCompanyId: occ.customerCompanyId,
      guardId: guard.guardId,
      performedBy: actor.userId,
      reason: input.reason,
    });
    await writeSystemLog(tx, actor, {
      action: 'UPDATE',
      entityType: 'shifts',
      entityId: occurrenceIdOf(occ.shiftId, occ.date),
      companyId: occ.companyId,
      message: {
        key: 'shiftOpened',
        params: { guard: guard.name, post: occ.postName, date: occ.date, time: shiftTimeOf(occ), reason: input.reason },
      },
      details: { guardId: guard.guardId },
    });
  });
  return readOccurrence(ctx, actor, occ);
};

export { isOnIt };

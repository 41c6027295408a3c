// The shifts board (spec /shifts-dashboard) and the writes on one occurrence: absent, present, cover, open.
// The board is one statement (occurrences of the day, their weekly guards, the day's changes, absences, presences and
// open offers) plus the company's cached schedule (rosters/schedule-cache.ts) for each guard's weekly hours.
import { minutesToTime, timeToMinutes, todayIn } from '@centinela/shared';
import {
  occurrenceIdOf,
  SHIFT_MESSAGES,
  type TShiftBoard,
  type TShiftOccurrence,
  type ZMarkAbsent,
  type ZShiftBoardQuery,
} from '@centinela/shared/contracts/shifts';
import { boardStateOf, minutesToHours, SHIFT_BOARD_STATES, type TShiftBoardState } from '@centinela/shared/rules/shifts';
import { effectiveTimeZone, zonedOccurrence } from '@centinela/shared/rules/zoned-time';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { collateClause } from '../../db/collation';
import type { TDbOrTx } from '../../db/client';
import {
  absenceCategories,
  absences,
  companies,
  customerCompanies,
  posts,
  shiftGuardActions,
  shiftOccurrenceChanges,
  shiftPresences,
} from '../../db/schema';
import type { TActor } from '../../platform/access/actor';
import { where } from '../../platform/access/scope';
import { writeSystemLog } from '../../platform/audit/system-log';
import type { TServiceContext } from '../../platform/context';
import { Conflict, NotFound, ValidationFailed } from '../../platform/errors';
import { absenceSpansOf, guardsOnOccurrence, occurrenceChangesOf } from '../rosters/occurrence-guards';
import { isAbsentOn, loadFromPatterns, slotOf, windowDaysOf } from '../rosters/availability.service';
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

/** A company's calendar: its time zone and week start (/settings/general). */
const companyCalendarOf = async (db: TDbOrTx, companyId: string) => {
  const [row] = await db
    .select({ timeZone: companies.timeZone, weekStart: companies.weekStart })
    .from(companies)
    .where(eq(companies.id, companyId))
    .limit(1);
  if (!row) throw NotFound('Company');
  return row;
};

/** Minutes of a guard's weekly patterns in the week (company's zone) of an occurrence, memoised per request. */
const weeklyMinutesOf = (
  schedule: TCompanySchedule | undefined,
  guardId: string,
  slot: ReturnType<typeof slotOf>,
  days: ReturnType<typeof windowDaysOf>,
  memo: Map<string, number>,
) => {
  const key = `${guardId}:${slot.week.start}`;
  let minutes = memo.get(key);
  if (minutes === undefined) {
    minutes = schedule ? loadFromPatterns(schedule.byGuard.get(guardId) ?? [], slot, 0, {}, days).weekMinutes : 0;
    memo.set(key, minutes);
  }
  return minutes;
};

/** Occurrences of one day with their guards and states; `only` narrows to one shift (the answer of a write). */
export const getBoard = async ({
  ctx,
  actor,
  input,
  only,
}: TArgs & { input: TBoardInput; only?: { shiftId: string } }): Promise<TShiftBoard> => {
  const companyId = actor.isPlatformAdmin && input.companyId ? input.companyId : actor.companyId;
  const { timeZone, weekStart } = await companyCalendarOf(ctx.db, companyId);
  const date = input.date ?? todayIn(timeZone);
  const postCondition = where(
    occurrenceScope(actor, input.companyId),
    input.customerCompanyId ? eq(customerCompanies.id, input.customerCompanyId) : undefined,
    input.postId ? eq(posts.id, input.postId) : undefined,
    only ? sql`s.id = ${only.shiftId}` : undefined,
  );
  const [row] = await rowsOf<{
    j: string | null;
    changes: string | null;
    absent: string | null;
    present: string | null;
    offers: string | null;
  }>(
    ctx.db,
    sql`with occ as (
          select s.id as shift_id, r.id as roster_id, r.name as roster_name, posts.id as post_id, posts.name as post_name,
            customer_companies.id as cc_id, customer_companies.name as cc_name, posts.company_id, posts.time_zone as post_tz,
            s.shift_number, s.start_minute, s.end_minute, s.required_guards
          ${occurrencesFrom(date, date, postCondition)}
        ),
        g as (
          select a.shift_id, json_agg(json_build_array(a.guard_id,
              coalesce(nullif(trim(coalesce(u.name, '') || ' ' || coalesce(u.last_name, '')), ''), u.email))
              order by u.sort_name ${collateClause(actor.language)}, a.guard_id) as guards
          from roster_shift_assignments a join users u on u.id = a.guard_id
          where a.shift_id in (select shift_id from occ)
          group by a.shift_id
        ),
        ch as (
          select c.shift_id, c.date::text as date, c.guard_id, c.kind,
            coalesce(nullif(trim(coalesce(u.name, '') || ' ' || coalesce(u.last_name, '')), ''), u.email) as name
          from shift_occurrence_changes c join users u on u.id = c.guard_id
          where c.date = ${date}::date and c.shift_id in (select shift_id from occ)
        )
        select
          (select json_agg(json_build_array(occ.shift_id, occ.roster_id, occ.roster_name, occ.post_id, occ.post_name, occ.cc_id,
              occ.cc_name, occ.company_id, coalesce(nullif(occ.post_tz, ''), co.time_zone), occ.shift_number, occ.start_minute,
              occ.end_minute, occ.required_guards, g.guards)
            order by occ.start_minute, occ.post_name ${collateClause(actor.language)}, occ.shift_number, occ.shift_id)::text
            from occ join companies co on co.id = occ.company_id left join g on g.shift_id = occ.shift_id) as j,
          (select json_agg(json_build_array(ch.shift_id, ch.date, ch.guard_id, ch.kind, ch.name))::text from ch) as changes,
          (select json_agg(json_build_array(ab.user_id, ab.start_date::text, ab.end_date::text))::text from absences ab
            where ab.status = 'active' and ab.start_date <= ${date}::date and ab.end_date >= ${date}::date
              and ab.user_id in (select a.guard_id from roster_shift_assignments a where a.shift_id in (select shift_id from occ)
                union select guard_id from ch)) as absent,
          (select json_agg(json_build_array(p.shift_id, p.guard_id))::text from shift_presences p
            where p.date = ${date}::date and p.shift_id in (select shift_id from occ)) as present,
          (select json_agg(json_build_array(o.shift_id, o.id))::text from shift_offers o
            where o.date = ${date}::date and o.status = 'open' and o.expires_at > now() and o.shift_id in (select shift_id from occ)) as offers`,
  );
  const tuples = row?.j ? (JSON.parse(row.j) as TOccTuple[]) : [];
  const changes = occurrenceChangesOf(row?.changes ?? null);
  const absent = absenceSpansOf(row?.absent ?? null);
  const present = new Set((row?.present ? (JSON.parse(row.present) as [string, string][]) : []).map(([s, g]) => `${s}:${g}`));
  const offers = new Map((row?.offers ? (JSON.parse(row.offers) as [string, string][]) : []).map(([s, id]) => [s, id]));

  // Weekly hours come from each company's cached weekly patterns (usually one company).
  const schedules = new Map<string, TCompanySchedule>();
  for (const companyOfPost of new Set(tuples.map((t) => t[7]))) {
    schedules.set(companyOfPost, (await withCompanySchedule(ctx.db, companyOfPost, sql`1 as one`)).schedule);
  }
  const calendars = new Map<string, { timeZone: string; weekStart: number }>([[companyId, { timeZone, weekStart }]]);
  for (const id of schedules.keys()) if (!calendars.has(id)) calendars.set(id, await companyCalendarOf(ctx.db, id));

  const days = windowDaysOf(date, weekStart);
  const memo = new Map<string, number>();
  const slots = new Map<string, ReturnType<typeof slotOf>>();
  const can = canOnOccurrence(actor);
  const now = Date.now();
  const startFrom = input.startFrom ? timeToMinutes(input.startFrom) : null;
  const startTo = input.startTo ? timeToMinutes(input.startTo) : null;
  const counts = Object.fromEntries(SHIFT_BOARD_STATES.map((s) => [s, 0])) as Record<TShiftBoardState, number>;
  const items: TShiftOccurrence[] = [];
  for (const t of tuples) {
    const [
      shiftId,
      rosterId,
      rosterName,
      postId,
      postName,
      ccId,
      ccName,
      postCompanyId,
      zone,
      shiftNumber,
      startMinute,
      endMinute,
      required,
      weekly,
    ] = t;
    if (startFrom !== null && startMinute < startFrom) continue;
    if (startTo !== null && startMinute > startTo) continue;
    const onIt = guardsOnOccurrence(
      (weekly ?? []).map(([id, name]) => ({ id, name })),
      changes.get(`${shiftId}:${date}`),
    );
    const zoned = zonedOccurrence(date, startMinute, endMinute, zone);
    // One slot per distinct (zones, times): thousands of occurrences share a handful (week bounds call Temporal).
    const calendar = calendars.get(postCompanyId) ?? { timeZone, weekStart };
    const slotKey = `${zone}|${calendar.timeZone}|${calendar.weekStart}|${startMinute}|${endMinute}`;
    let slot = slots.get(slotKey);
    if (!slot) {
      slot = slotOf({
        postId,
        requiredRank: null,
        date,
        startMinute,
        endMinute,
        timeZone: zone,
        companyTimeZone: calendar.timeZone,
        weekStart: calendar.weekStart,
      });
      slots.set(slotKey, slot);
    }
    const guards = onIt.map((g) => {
      const isAbsent = isAbsentOn(absent, g.id, date);
      const weeklyMinutes = weeklyMinutesOf(schedules.get(postCompanyId), g.id, slot, days, memo);
      return {
        id: g.id,
        name: g.name,
        status: isAbsent ? ('absent' as const) : present.has(`${shiftId}:${g.id}`) ? ('present' as const) : ('assigned' as const),
        isCover: 'isCover' in g,
        weeklyHours: minutesToHours(weeklyMinutes),
        weeklyMinutes,
      };
    });
    if (input.guardId && !guards.some((g) => g.id === input.guardId)) continue;
    if (input.guardHours === 'under40' && !guards.some((g) => g.weeklyMinutes < UNDER_40_MINUTES)) continue;
    const absentCount = guards.filter((g) => g.status === 'absent').length;
    const counted = guards.length - absentCount;
    const state = boardStateOf({
      requiredGuards: required,
      assignedGuards: guards.length,
      absentGuards: absentCount,
      presentGuards: guards.filter((g) => g.status === 'present').length,
      minutesUntilStart: (zoned.startMs - now) / 60_000,
    });
    counts[state] += 1;
    if (input.state && state !== input.state) continue;
    items.push({
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
      guards: guards.map(({ weeklyMinutes: _, ...g }) => g),
      state,
      needsCoverage: counted < required,
      openOfferId: offers.get(shiftId) ?? null,
      can,
    });
  }
  return { date, timeZone, items, counts };
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
  if (!row) throw NotFound('Shift occurrence');
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
  const board = await getBoard({ ctx, actor, input: { date: occ.date, companyId: occ.companyId }, only: { shiftId: occ.shiftId } });
  const [item] = board.items;
  if (!item) throw NotFound('Shift occurrence');
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

const notOnOccurrence = () =>
  ValidationFailed(SHIFT_MESSAGES.missingGuardOrShift, { fieldErrors: { guardId: [SHIFT_MESSAGES.guardNotOnOccurrence] } });

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
  if (!isOnIt(guard)) throw notOnOccurrence();
  const [category] = await ctx.db
    .select({ id: absenceCategories.id, isActive: absenceCategories.isActive })
    .from(absenceCategories)
    .where(and(eq(absenceCategories.id, input.categoryId), eq(absenceCategories.companyId, occ.companyId)))
    .limit(1);
  if (!category) throw NotFound('Absence category');
  if (!category.isActive) {
    throw ValidationFailed('This absence category is no longer in use', {
      fieldErrors: { categoryId: ['This absence category is no longer in use'] },
    });
  }
  const [already] = await rowsOf<{ id: string }>(
    ctx.db,
    sql`select id from absences where user_id = ${guard.guardId} and status = 'active'
          and start_date <= ${occ.date}::date and end_date >= ${occ.date}::date limit 1`,
  );
  if (already) throw Conflict('The guard is already absent that day');
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
  if (!isOnIt(guard)) throw notOnOccurrence();
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
  if (!isOnIt(guard)) throw notOnOccurrence();
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

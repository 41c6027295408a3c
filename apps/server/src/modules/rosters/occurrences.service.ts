// Shift occurrences of a date range computed from the rosters in force (the roster view's one call).
import { occurrenceIdOf } from '@centinela/shared/contracts/shifts';
import { minutesToTime } from '@centinela/shared';
import type { TOccurrence, TOccurrences } from '@centinela/shared/contracts/rosters';
import { staffingStateOf } from '@centinela/shared/rules/shifts';
import { zonedOccurrence } from '@centinela/shared/rules/zoned-time';
import { eq, type SQL, sql } from 'drizzle-orm';
import { collateClause } from '../../db/collation';
import { customerCompanies, posts } from '../../db/schema';
import type { TActor } from '../../platform/access/actor';
import { where } from '../../platform/access/scope';
import type { TServiceContext } from '../../platform/context';
import { postScope } from '../posts/posts.policy';
import { absenceSpansOf, guardsOnOccurrence, occurrenceChangesOf } from './occurrence-guards';
import { isAbsentOn } from './availability.service';
import { occurrencesFrom, rowsOf, workedBy } from './rosters.sql';

type TPostTuple = [id: string, name: string, customerCompanyId: string, customerCompanyName: string, timeZone: string];

type TOccurrenceTuple = [
  shiftId: string,
  rosterId: string,
  rosterName: string | null,
  postId: string,
  date: string,
  dayOfWeek: number,
  shiftNumber: number,
  startMinute: number,
  endMinute: number,
  requiredGuards: number,
  guards: [id: string, name: string][] | null,
];

export const occurrenceFilters = (
  actor: TActor,
  input: { customerCompanyId?: string; postId?: string; guardId?: string; companyId?: string },
): { postCondition: SQL; extra: SQL } => ({
  postCondition: where(
    postScope(actor, input.companyId),
    input.customerCompanyId ? eq(customerCompanies.id, input.customerCompanyId) : undefined,
    input.postId ? eq(posts.id, input.postId) : undefined,
  ),
  // Guards see the occurrences they work; anyone may narrow to one guard.
  extra: where(actor.role === 'security_guard' ? workedBy(actor.userId) : undefined, input.guardId ? workedBy(input.guardId) : undefined),
});

export const getOccurrences = async ({
  ctx,
  actor,
  input,
}: {
  ctx: TServiceContext;
  actor: TActor;
  input: { from: string; to: string; customerCompanyId?: string; postId?: string; guardId?: string; companyId?: string };
}): Promise<TOccurrences> => {
  const { postCondition, extra } = occurrenceFilters(actor, input);
  // One statement answering one JSON text (PGlite returns one large value far faster than thousands of rows);
  // posts are named once, occurrences carry numbers and ids only.
  const [row] = await rowsOf<{ posts: string | null; j: string | null; changes: string | null; absent: string | null }>(
    ctx.db,
    sql`with occ as (
          select s.id as shift_id, r.id as roster_id, r.name as roster_name, posts.id as post_id, d.day::date as day,
            s.day_of_week, s.shift_number, s.start_minute, s.end_minute, s.required_guards
          ${occurrencesFrom(input.from, input.to, postCondition, extra)}
        ),
        g as (
          select a.shift_id, json_agg(json_build_array(a.guard_id,
              coalesce(nullif(trim(coalesce(u.name, '') || ' ' || coalesce(u.last_name, '')), ''), u.email)) order by u.sort_name ${collateClause(actor.language)}, a.guard_id) as guards
          from roster_shift_assignments a join users u on u.id = a.guard_id
          where a.shift_id in (select distinct shift_id from occ)
          group by a.shift_id
        ),
        changes as (
          select json_agg(json_build_array(c.shift_id, c.date::text, c.guard_id, c.kind,
              coalesce(nullif(trim(coalesce(u.name, '') || ' ' || coalesce(u.last_name, '')), ''), u.email)))::text as j
          from shift_occurrence_changes c join users u on u.id = c.guard_id
          where c.shift_id in (select distinct shift_id from occ) and c.date between ${input.from}::date and ${input.to}::date
        ),
        absent as (
          select json_agg(json_build_array(ab.user_id, ab.start_date::text, ab.end_date::text))::text as j
          from absences ab
          where ab.status = 'active' and ab.start_date <= ${input.to}::date and ab.end_date >= ${input.from}::date
            and ab.user_id in (select a.guard_id from roster_shift_assignments a where a.shift_id in (select distinct shift_id from occ)
              union select c.guard_id from shift_occurrence_changes c where c.shift_id in (select distinct shift_id from occ)
                and c.date between ${input.from}::date and ${input.to}::date)
        )
        select
          (select j from changes) as changes,
          (select j from absent) as absent,
          (select json_agg(json_build_array(p.id, p.name, c.id, c.name, coalesce(nullif(p.time_zone, ''), co.time_zone))
              order by p.name ${collateClause(actor.language)}, p.id)::text
            from posts p join customer_companies c on c.id = p.customer_company_id join companies co on co.id = p.company_id
            where p.id in (select distinct post_id from occ)) as posts,
          (select json_agg(json_build_array(occ.shift_id, occ.roster_id, occ.roster_name, occ.post_id, occ.day, occ.day_of_week,
              occ.shift_number, occ.start_minute, occ.end_minute, occ.required_guards, g.guards)
            order by occ.post_id, occ.day, occ.start_minute, occ.shift_number)::text
            from occ left join g on g.shift_id = occ.shift_id) as j`,
  );
  const postList = (row?.posts ? (JSON.parse(row.posts) as TPostTuple[]) : []).map(
    ([id, name, customerCompanyId, customerCompanyName, timeZone]) => ({
      id,
      name,
      customerCompanyId,
      customerCompanyName,
      timeZone,
    }),
  );
  const zoneOf = new Map(postList.map((p) => [p.id, p.timeZone]));
  const tuples = row?.j ? (JSON.parse(row.j) as TOccurrenceTuple[]) : [];
  const changes = occurrenceChangesOf(row?.changes ?? null);
  const absences = absenceSpansOf(row?.absent ?? null);
  const now = Date.now();
  const items: TOccurrence[] = tuples.map(
    ([shiftId, rosterId, rosterName, postId, date, dayOfWeek, shiftNumber, startMinute, endMinute, requiredGuards, guards]) => {
      const assigned = guardsOnOccurrence(
        (guards ?? []).map(([id, name]) => ({ id, name })),
        changes.get(occurrenceIdOf(shiftId, date)),
      ).map(({ id, name }) => ({
        id,
        name,
      }));
      const absentGuardIds = assigned.filter((g) => isAbsentOn(absences, g.id, date)).map((g) => g.id);
      // The occurrence as instants in its post's zone: real duration on DST nights, staffing state from now.
      const zoned = zonedOccurrence(date, startMinute, endMinute, zoneOf.get(postId) ?? 'UTC');
      return {
        shiftId,
        rosterId,
        rosterName,
        postId,
        date,
        dayOfWeek,
        shiftNumber,
        startTime: minutesToTime(startMinute),
        endTime: minutesToTime(endMinute),
        isOvernight: endMinute <= startMinute,
        startsAt: new Date(zoned.startMs).toISOString(),
        endsAt: new Date(zoned.endMs).toISOString(),
        durationMinutes: zoned.durationMinutes,
        requiredGuards,
        guards: assigned,
        absentGuardIds,
        state: staffingStateOf({
          requiredGuards,
          assignedGuards: assigned.length,
          absentGuards: absentGuardIds.length,
          minutesUntilStart: (zoned.startMs - now) / 60_000,
        }),
      };
    },
  );
  return { from: input.from, to: input.to, posts: postList, items };
};

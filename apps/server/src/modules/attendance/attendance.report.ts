// The attendance report (issue 13): per guard and post over a date range, the occurrences that have started (absent
// guards left out), check-ins and check-outs, meals started, late check-ins, no-shows (a started occurrence past the company's grace
// with no check-in), unscheduled and offline punches and those accepted with a review flag (issue 29: outside the
// geofence, liveness unverified). CSV through the documents kit.
import { todayIn } from '@centinela/shared';
import type { TAttendanceReport, TAttendanceReportQuery, TAttendanceReportRow } from '@centinela/shared/contracts/attendance';
import { sql } from 'drizzle-orm';
import type { TLanguage } from '@centinela/shared';
import type { TActor } from '../../platform/access/actor';
import { isCompanyStaff } from '../../platform/access/policy';
import type { TServiceContext } from '../../platform/context';
import { csvOf } from '../../platform/documents/csv';
import { isAbsentSql, occurrenceGuardsSql } from '../rosters/occurrence-guards.sql';
import { occurrencesFrom, rowsOf } from '../rosters/rosters.sql';

/** Every row of the report (the CSV); attendanceReport answers one page of it with the totals of all rows. */
export const attendanceReportRows = async ({
  ctx,
  actor,
  input,
}: {
  ctx: TServiceContext;
  actor: TActor;
  input: TAttendanceReportQuery;
}): Promise<TAttendanceReportRow[]> => {
  if (!isCompanyStaff(actor)) return [];
  const companyId = actor.companyId;
  const [company] = await rowsOf<{ time_zone: string; grace: number }>(
    ctx.db,
    sql`select time_zone, check_in_grace_minutes::int as grace from companies where id = ${companyId}`,
  );
  const today = todayIn(company?.time_zone ?? 'America/Puerto_Rico');
  const post = sql`${input.postId ? sql`and posts.id = ${input.postId}` : sql``} ${input.customerCompanyId ? sql`and posts.customer_company_id = ${input.customerCompanyId}` : sql``}`;
  const guard = input.guardId ? sql`and g.guard_id = ${input.guardId}` : sql``;
  const recordGuard = input.guardId ? sql`and a.guard_id = ${input.guardId}` : sql``;
  const recordPost = sql`${input.postId ? sql`and a.post_id = ${input.postId}` : sql``} ${input.customerCompanyId ? sql`and a.post_id in (select id from posts where customer_company_id = ${input.customerCompanyId})` : sql``}`;
  // An occurrence has started when its date is before today, or it is today and its start has passed; it is a no-show
  // once its start plus the grace has passed with no check-in (wall-clock minutes of the company's zone: posts of
  // another zone are off by their difference for today only).
  const nowMinute = sql`(extract(hour from now() at time zone ${company?.time_zone ?? 'UTC'}) * 60 + extract(minute from now() at time zone ${company?.time_zone ?? 'UTC'}))`;
  const rows = await rowsOf<TAttendanceReportRow & { guard_id: string }>(
    ctx.db,
    sql`with occ as (
          select o.shift_id, o.day, o.post_id, o.post_name, g.guard_id,
            (o.day < ${today}::date or o.start_minute + ${company?.grace ?? 10} <= ${nowMinute}) as past_grace,
            exists (select 1 from attendance_records a where a.shift_id = o.shift_id and a.shift_date = o.day
              and a.guard_id = g.guard_id and a.type = 'check_in') as checked_in
          from (
            select s.id as shift_id, d.day::date as day, posts.id as post_id, posts.name as post_name, s.start_minute
            ${occurrencesFrom(input.from, input.to, sql`posts.company_id = ${companyId} ${post}`)}
          ) o
          cross join lateral ${occurrenceGuardsSql(sql`o.shift_id`, sql`o.day`)} g
          where not ${isAbsentSql(sql`g.guard_id`, sql`o.day`)} ${guard}
            and (o.day < ${today}::date or (o.day = ${today}::date and o.start_minute <= ${nowMinute}))
        ),
        sched as (
          select guard_id, post_id, max(post_name) as post_name, count(*)::int as scheduled,
            count(*) filter (where not checked_in and past_grace)::int as no_shows
          from occ group by guard_id, post_id
        ),
        punches as (
          select a.guard_id, a.post_id,
            count(*) filter (where a.type = 'check_in')::int as check_ins,
            count(*) filter (where a.type = 'check_out')::int as check_outs,
            count(*) filter (where a.type = 'meal_start')::int as meals,
            count(*) filter (where a.type = 'check_in' and a.late_minutes > 0)::int as late,
            count(*) filter (where a.unscheduled)::int as unscheduled,
            count(*) filter (where a.offline)::int as offline,
            count(*) filter (where cardinality(a.flags) > 0)::int as flagged
          from attendance_records a
          where a.company_id = ${companyId} ${recordGuard} ${recordPost}
            and coalesce(a.shift_date, (a.timestamp at time zone ${company?.time_zone ?? 'UTC'})::date) between ${input.from}::date and ${input.to}::date
          group by a.guard_id, a.post_id
        )
        select coalesce(s.guard_id, p.guard_id) as "guardId",
          coalesce(nullif(trim(coalesce(u.name, '') || ' ' || coalesce(u.last_name, '')), ''), u.email) as "guardName",
          u.company_identification_number as "employeeNumber",
          coalesce(s.post_id, p.post_id) as "postId", coalesce(s.post_name, po.name) as "postName",
          coalesce(s.scheduled, 0) as scheduled, coalesce(p.check_ins, 0) as "checkIns", coalesce(p.check_outs, 0) as "checkOuts",
          coalesce(p.meals, 0) as meals,
          coalesce(p.late, 0) as late, coalesce(s.no_shows, 0) as "noShows", coalesce(p.unscheduled, 0) as unscheduled,
          coalesce(p.offline, 0) as offline, coalesce(p.flagged, 0) as flagged
        from sched s
        full join punches p on p.guard_id = s.guard_id and p.post_id = s.post_id
        join users u on u.id = coalesce(s.guard_id, p.guard_id)
        left join posts po on po.id = coalesce(s.post_id, p.post_id)
        where coalesce(s.post_id, p.post_id) is not null
        order by 2, 5`,
  );
  return rows.map((r) => ({
    guardId: r.guardId,
    guardName: r.guardName,
    employeeNumber: r.employeeNumber ?? null,
    postId: r.postId,
    postName: r.postName ?? '',
    scheduled: Number(r.scheduled),
    checkIns: Number(r.checkIns),
    checkOuts: Number(r.checkOuts),
    meals: Number(r.meals),
    late: Number(r.late),
    noShows: Number(r.noShows),
    unscheduled: Number(r.unscheduled),
    offline: Number(r.offline),
    flagged: Number(r.flagged),
  }));
};

export const attendanceReport = async (args: {
  ctx: TServiceContext;
  actor: TActor;
  input: TAttendanceReportQuery;
}): Promise<TAttendanceReport> => {
  const list = await attendanceReportRows(args);
  const page = Number(args.input.page ?? 1);
  const pageSize = Number(args.input.pageSize ?? 25);
  const sum = (k: 'scheduled' | 'checkIns' | 'late' | 'noShows') => list.reduce((n, r) => n + r[k], 0);
  return {
    items: list.slice((page - 1) * pageSize, page * pageSize),
    total: list.length,
    totals: { scheduled: sum('scheduled'), checkIns: sum('checkIns'), late: sum('late'), noShows: sum('noShows') },
  };
};

export const attendanceReportCsv = (rows: TAttendanceReportRow[], lang: TLanguage) =>
  csvOf<TAttendanceReportRow>(
    [
      { header: 'exports:columns.guard', value: (r) => r.guardName },
      { header: 'exports:columns.employeeNumber', value: (r) => r.employeeNumber ?? '' },
      { header: 'exports:columns.post', value: (r) => r.postName },
      { header: 'exports:columns.shifts', value: (r) => r.scheduled },
      { header: 'exports:columns.checkIns', value: (r) => r.checkIns },
      { header: 'exports:columns.checkOuts', value: (r) => r.checkOuts },
      { header: 'exports:columns.meals', value: (r) => r.meals },
      { header: 'exports:columns.late', value: (r) => r.late },
      { header: 'exports:columns.noShows', value: (r) => r.noShows },
      { header: 'exports:columns.unscheduled', value: (r) => r.unscheduled },
      { header: 'exports:columns.offline', value: (r) => r.offline },
      { header: 'exports:columns.flagged', value: (r) => r.flagged },
    ],
    rows,
    lang,
  );

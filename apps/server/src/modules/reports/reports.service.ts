// Reports over posts and rosters. Each query pages in SQL ({ items, total }); the CSV twins run the same
// query without paging (capped) so large ranges never travel through the browser first.
import { todayIn } from '@centinela/shared';
import type {
  TOpenRosterRow,
  TOpenRostersReport,
  TPostStatusReport,
  TPostStatusRow,
  TPostStatusState,
  TPostsReport,
  TPostsReportRow,
  TRostersDataReport,
  TRostersDataRow,
} from '@centinela/shared/contracts/reports';
import { minutesToHours } from '@centinela/shared/rules/shifts';
import { shiftDurationOn } from '@centinela/shared/rules/zoned-time';
import type { TPostStatus } from '@centinela/shared';
import { eq, type SQL, sql } from 'drizzle-orm';
import { collateClause } from '../../db/collation';
import { customerCompanies, posts } from '../../db/schema';
import type { TActor } from '../../platform/access/actor';
import { where } from '../../platform/access/scope';
import { allOn } from '../../db/client';
import type { TServiceContext } from '../../platform/context';
import { matchesSearch } from '../../platform/search/search';
import { postScope, seesPostRates } from '../posts/posts.policy';
import { marginSourcesOf, postMarginsToday, type TPostMargin } from '../invoicing-payments/post-margins';
import { getCompanyRules } from '../rosters/rosters.lookup';
import { absentGuardsSql, countedGuardsSql, isAbsentSql, occurrenceGuardsSql } from '../rosters/occurrence-guards.sql';
import { occurrenceColumns, occurrencesFrom, rowsOf, timeOf, type TOccurrenceRow, workedBy } from '../rosters/rosters.sql';

type TArgs<I> = { ctx: TServiceContext; actor: TActor; input: I };
type TPaging = { page: number; pageSize: number } | null;
type TScopeInput = { customerCompanyId?: string; postId?: string; companyId?: string };

/** CSV exports stop at this many rows (about a quarter's shifts for 500 posts). */
export const CSV_ROW_LIMIT = 200_000;

const pageSql = (paging: TPaging) =>
  paging ? sql`limit ${paging.pageSize} offset ${(paging.page - 1) * paging.pageSize}` : sql`limit ${CSV_ROW_LIMIT}`;

const postConditionOf = (actor: TActor, input: TScopeInput & { search?: string }): SQL =>
  where(
    postScope(actor, input.companyId),
    input.customerCompanyId ? eq(customerCompanies.id, input.customerCompanyId) : undefined,
    input.postId ? eq(posts.id, input.postId) : undefined,
    matchesSearch(input.search, [posts.searchText, customerCompanies.searchText]),
  );

// Open rosters ------------------------------------------------------------------------------------

export const openRostersReport = async ({
  ctx,
  actor,
  input,
  paging,
}: TArgs<TScopeInput & { from: string; to: string }> & { paging: TPaging }): Promise<TOpenRostersReport> => {
  const rows = await rowsOf<TOccurrenceRow & { total: number; open_total: number }>(
    ctx.db,
    sql`select o.*, count(*) over ()::int as total, sum(o.required_guards - o.assigned_guards) over ()::int as open_total
        from (select ${occurrenceColumns} ${occurrencesFrom(input.from, input.to, postConditionOf(actor, input))}) o
        where o.assigned_guards < o.required_guards
        order by o.date, o.post_name ${collateClause(actor.language)}, o.start_minute, o.shift_number
        ${pageSql(paging)}`,
  );
  const items: TOpenRosterRow[] = rows.map((r) => ({
    date: r.date,
    dayOfWeek: r.day_of_week,
    postId: r.post_id,
    postName: r.post_name,
    customerCompanyName: r.customer_company_name,
    rosterId: r.roster_id,
    rosterName: r.roster_name,
    shiftId: r.shift_id,
    shiftNumber: r.shift_number,
    startTime: timeOf(r.start_minute),
    endTime: timeOf(r.end_minute),
    requiredGuards: r.required_guards,
    assignedGuards: r.assigned_guards,
    openPlaces: r.required_guards - r.assigned_guards,
    timeZone: r.time_zone,
  }));
  return { items, total: rows[0]?.total ?? 0, totalOpenPlaces: rows[0]?.open_total ?? 0 };
};

// Posts -------------------------------------------------------------------------------------------

export const postsReport = async ({
  ctx,
  actor,
  input,
  paging,
}: TArgs<TScopeInput & { status?: TPostStatus; search?: string }> & { paging: TPaging }): Promise<TPostsReport> => {
  const today = todayIn((await getCompanyRules(ctx.db, actor.companyId)).timeZone);
  const condition = where(postConditionOf(actor, input), input.status ? eq(posts.status, input.status) : undefined);
  const rows = await rowsOf<{
    post_id: string;
    post_name: string;
    customer_company_name: string;
    status: TPostStatus;
    city: string | null;
    time_zone: string;
    required_rank: TPostsReportRow['requiredRank'];
    bill_rate_cents: number | null;
    pay_rate_cents: number | null;
    active_rosters: number;
    weekly_shifts: number;
    required_minutes: number;
    assigned_minutes: number;
    assigned_guards: number;
    total: number;
  }>(
    ctx.db,
    sql`with live as (
          select r.post_id, s.id as shift_id, s.required_guards,
            (s.end_minute - s.start_minute + case when s.end_minute <= s.start_minute then 1440 else 0 end) as minutes
          from rosters r
          join roster_shifts s on s.roster_id = r.id
          join posts on posts.id = r.post_id
          join customer_companies on customer_companies.id = posts.customer_company_id
          where r.is_active and r.effective_from <= ${today}::date and (r.effective_to is null or r.effective_to >= ${today}::date)
            and ${condition}
        ),
        required as (
          select post_id, count(*)::int as weekly_shifts, sum(minutes * required_guards)::int as required_minutes
          from live group by post_id
        ),
        assigned as (
          select live.post_id, sum(live.minutes)::int as assigned_minutes, count(distinct a.guard_id)::int as assigned_guards
          from live join roster_shift_assignments a on a.shift_id = live.shift_id group by live.post_id
        ),
        pp as (
          select required.post_id, required.weekly_shifts, required.required_minutes,
            coalesce(assigned.assigned_minutes, 0) as assigned_minutes, coalesce(assigned.assigned_guards, 0) as assigned_guards
          from required left join assigned on assigned.post_id = required.post_id
        )
        select posts.id as post_id, posts.name as post_name, customer_companies.name as customer_company_name, posts.status,
          posts.address->>'city' as city, posts.time_zone, posts.required_rank, posts.bill_rate_cents, posts.pay_rate_cents,
          (select count(*)::int from rosters r where r.post_id = posts.id and r.is_active
            and (r.effective_to is null or r.effective_to >= ${today}::date)) as active_rosters,
          coalesce(pp.weekly_shifts, 0) as weekly_shifts, coalesce(pp.required_minutes, 0) as required_minutes,
          coalesce(pp.assigned_minutes, 0) as assigned_minutes, coalesce(pp.assigned_guards, 0) as assigned_guards,
          count(*) over ()::int as total
        from posts
        join customer_companies on customer_companies.id = posts.customer_company_id
        left join pp on pp.post_id = posts.id
        where ${condition}
        order by customer_companies.name ${collateClause(actor.language)}, posts.name ${collateClause(actor.language)}, posts.id
        ${pageSql(paging)}`,
  );
  const canSeeRates = seesPostRates(actor);
  const margins = canSeeRates
    ? await postMarginsToday(
        ctx.db,
        rows.map((r) => r.post_id),
        marginSourcesOf(actor),
      )
    : new Map<string, TPostMargin>();
  const items: TPostsReportRow[] = rows.map((r) => ({
    postId: r.post_id,
    postName: r.post_name,
    customerCompanyName: r.customer_company_name,
    status: r.status,
    city: r.city,
    timeZone: r.time_zone,
    requiredRank: r.required_rank ?? null,
    billRateCents: canSeeRates ? r.bill_rate_cents : null,
    payRateCents: canSeeRates ? r.pay_rate_cents : null,
    margin: margins.get(r.post_id) ?? null,
    activeRosters: r.active_rosters,
    weeklyShifts: r.weekly_shifts,
    weeklyRequiredHours: minutesToHours(r.required_minutes),
    weeklyAssignedHours: minutesToHours(r.assigned_minutes),
    assignedGuards: r.assigned_guards,
  }));
  return { items, total: rows[0]?.total ?? 0 };
};

// Post status (today) -----------------------------------------------------------------------------

export const postStatusReport = async ({
  ctx,
  actor,
  input,
  paging,
}: TArgs<TScopeInput & { state?: TPostStatusState; search?: string }> & { paging: TPaging }): Promise<TPostStatusReport> => {
  // "Today" is each post's own date, so the shifts are those of the post's local day.
  const stated = sql`with base as (
          select posts.id as post_id, posts.name as post_name, customer_companies.name as customer_company_name, posts.time_zone,
            (now() at time zone posts.time_zone)::date as today
          from posts join customer_companies on customer_companies.id = posts.customer_company_id
          where posts.status = 'active' and ${postConditionOf(actor, input)}
        ),
        today_shifts as (
          select base.post_id, s.required_guards,
            least(s.required_guards, ${countedGuardsSql(sql`s.id`, sql`base.today`)}) as filled,
            ${absentGuardsSql(sql`s.id`, sql`base.today`)} as absent
          from base
          join rosters r on r.post_id = base.post_id and r.is_active
            and r.effective_from <= base.today and (r.effective_to is null or r.effective_to >= base.today)
          join roster_shifts s on s.roster_id = r.id and s.day_of_week = extract(dow from base.today)::int
        ),
        summary as (
          select base.post_id, base.post_name, base.customer_company_name, base.time_zone, base.today,
            count(ts.post_id)::int as shifts, coalesce(sum(ts.required_guards), 0)::int as required_guards,
            coalesce(sum(ts.filled), 0)::int as filled_guards,
            count(*) filter (where ts.absent > 0 and ts.filled < ts.required_guards)::int as short_by_absence
          from base left join today_shifts ts on ts.post_id = base.post_id
          group by base.post_id, base.post_name, base.customer_company_name, base.time_zone, base.today
        ),
        stated as (
          select summary.*, case
              when shifts = 0 then 'no_shifts'
              when short_by_absence > 0 then 'needs_coverage'
              when filled_guards = 0 then 'unassigned'
              when filled_guards >= required_guards then 'fully_staffed'
              else 'understaffed' end as state
          from summary
        )`;
  const [rows, counts] = await Promise.all([
    rowsOf<{
      post_id: string;
      post_name: string;
      customer_company_name: string;
      time_zone: string;
      date: string;
      shifts: number;
      required_guards: number;
      filled_guards: number;
      state: TPostStatusState;
      total: number;
    }>(
      ctx.db,
      sql`${stated}
        select post_id, post_name, customer_company_name, time_zone, today::text as date, shifts, required_guards, filled_guards, state,
          count(*) over ()::int as total
        from stated
        ${input.state ? sql`where state = ${input.state}` : sql``}
        order by case state when 'needs_coverage' then 0 when 'unassigned' then 1 when 'understaffed' then 2 when 'fully_staffed' then 3 else 4 end,
          customer_company_name ${collateClause(actor.language)}, post_name ${collateClause(actor.language)}, post_id
        ${pageSql(paging)}`,
    ),
    rowsOf<{ state: string; n: number }>(ctx.db, sql`${stated} select state, count(*)::int as n from stated group by state`),
  ]);
  const items: TPostStatusRow[] = rows.map((r) => ({
    postId: r.post_id,
    postName: r.post_name,
    customerCompanyName: r.customer_company_name,
    timeZone: r.time_zone,
    date: r.date,
    shifts: r.shifts,
    requiredGuards: r.required_guards,
    filledGuards: r.filled_guards,
    state: r.state,
  }));
  return { items, total: rows[0]?.total ?? 0, counts: Object.fromEntries(counts.map((c) => [c.state, c.n])) };
};

// Rosters data ------------------------------------------------------------------------------------

export const rostersDataReport = async ({
  ctx,
  actor,
  input,
  paging,
}: TArgs<TScopeInput & { from: string; to: string; guardId?: string }> & { paging: TPaging }): Promise<TRostersDataReport> => {
  // Guards see their own rows only.
  const guardId = actor.role === 'security_guard' ? actor.userId : input.guardId;
  const rowsSql = sql`from (select ${occurrenceColumns} ${occurrencesFrom(input.from, input.to, postConditionOf(actor, input), guardId ? workedBy(guardId) : sql`true`)}) o
        left join lateral (select og.guard_id from ${occurrenceGuardsSql(sql`o.shift_id`, sql`o.date::date`)} og
          where not ${isAbsentSql(sql`og.guard_id`, sql`o.date::date`)}) a on true
        left join users u on u.id = a.guard_id
        ${guardId ? sql`where a.guard_id = ${guardId}` : sql``}`;
  // Hours are real durations (rules/zoned-time.ts) in each post's zone: the page's rows one by one, the total
  // from the distinct (date, times, zone) of the whole range — a handful of Temporal calls, memoised.
  const [rows, shapes] = await allOn(ctx.db, [
    () =>
      rowsOf<TOccurrenceRow & { guard_id: string | null; guard_name: string | null; total: number }>(
        ctx.db,
        sql`select o.*, a.guard_id,
          case when u.id is null then null
            else coalesce(nullif(trim(coalesce(u.name, '') || ' ' || coalesce(u.last_name, '')), ''), u.email) end as guard_name,
          count(*) over ()::int as total
        ${rowsSql}
        order by o.date, o.post_name ${collateClause(actor.language)}, o.start_minute, o.shift_number, u.sort_name ${collateClause(actor.language)} nulls first
        ${pageSql(paging)}`,
      ),
    () =>
      rowsOf<{ date: string; start_minute: number; end_minute: number; time_zone: string; n: number }>(
        ctx.db,
        sql`select o.date, o.start_minute, o.end_minute, o.time_zone, count(*)::int as n ${rowsSql}
          group by o.date, o.start_minute, o.end_minute, o.time_zone`,
      ),
  ]);
  const minutesOf = (r: { date: string; start_minute: number; end_minute: number; time_zone: string }) =>
    shiftDurationOn(r.date, r.start_minute, r.end_minute, r.time_zone);
  const totalMinutes = shapes.reduce((sum, r) => sum + r.n * minutesOf(r), 0);
  const items: TRostersDataRow[] = rows.map((r) => ({
    date: r.date,
    dayOfWeek: r.day_of_week,
    postId: r.post_id,
    postName: r.post_name,
    customerCompanyName: r.customer_company_name,
    rosterId: r.roster_id,
    rosterName: r.roster_name,
    shiftNumber: r.shift_number,
    startTime: timeOf(r.start_minute),
    endTime: timeOf(r.end_minute),
    guardId: r.guard_id,
    guardName: r.guard_name,
    hours: minutesToHours(minutesOf(r)),
  }));
  return { items, total: rows[0]?.total ?? 0, totalHours: minutesToHours(totalMinutes) };
};

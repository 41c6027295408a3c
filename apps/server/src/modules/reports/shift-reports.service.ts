// Reports of the shifts board: guard actions (open and cover), open shifts (occurrences left short by an absence or
// an opening) and absences (by category, guard, post and range, with totals). Paged in SQL; the CSV twins unpaged.
import type {
  TAbsenceReport,
  TAbsenceReportRow,
  TGuardActionRow,
  TGuardActionsOptions,
  TGuardActionsReport,
  TGuardActionType,
  TOpenShiftsReport,
} from '@centinela/shared/contracts/reports';
import { occurrenceIdOf } from '@centinela/shared/contracts/shifts';
import { eq, type SQL, sql } from 'drizzle-orm';
import { collateClause } from '../../db/collation';
import { customerCompanies, posts } from '../../db/schema';
import type { TActor } from '../../platform/access/actor';
import { where } from '../../platform/access/scope';
import type { TServiceContext } from '../../platform/context';
import { postScope } from '../posts/posts.policy';
import { guardsScope } from '../users/users.policy';
import { ABSENCE_ROW_FIELD_RULES, absenceScope, seesAbsenceCategories } from '../absences/absences.policy';
import { presentFields, receivesField } from '../../platform/access/fields';
import { absentGuardsSql, countedGuardsSql, openedGuardsSql } from '../rosters/occurrence-guards.sql';
import { occurrenceBaseColumns, occurrencesFrom, rowsOf, timeOf } from '../rosters/rosters.sql';
import { CSV_ROW_LIMIT } from './reports.service';

type TArgs<I> = { ctx: TServiceContext; actor: TActor; input: I; paging: { page: number; pageSize: number } | null };
type TScope = { customerCompanyId?: string; postId?: string; companyId?: string };

const pageSql = (paging: TArgs<unknown>['paging']) =>
  paging ? sql`limit ${paging.pageSize} offset ${(paging.page - 1) * paging.pageSize}` : sql`limit ${CSV_ROW_LIMIT}`;

const nameSql = (alias: string) =>
  sql.raw(`coalesce(nullif(trim(coalesce(${alias}.name, '') || ' ' || coalesce(${alias}.last_name, '')), ''), ${alias}.email)`);

const postConditionOf = (actor: TActor, input: TScope): SQL =>
  where(
    postScope(actor, input.companyId),
    input.customerCompanyId ? eq(customerCompanies.id, input.customerCompanyId) : undefined,
    input.postId ? eq(posts.id, input.postId) : undefined,
  );

/** An absence report row as the actor may read it (ABSENCE_ROW_FIELD_RULES: why only to staff and the guard). */
const presentAbsenceRow = (actor: TActor, row: TAbsenceReportRow): TAbsenceReportRow =>
  presentFields(ABSENCE_ROW_FIELD_RULES, actor, row, row.guardId);

/** A guard action as the actor may read it: an absence's category, and its notes (the action's reason), by the same rules. */
const presentGuardAction = (actor: TActor, row: TGuardActionRow): TGuardActionRow => {
  if (!row.absence) return row;
  const absence = presentFields(ABSENCE_ROW_FIELD_RULES, actor, row.absence, row.guardId);
  return { ...row, absence, reason: receivesField(ABSENCE_ROW_FIELD_RULES, actor, 'notes', row.guardId) ? row.reason : null };
};

// Guard actions ---------------------------------------------------------------------------------------

export const guardActionsReport = async ({
  ctx,
  actor,
  input,
  paging,
}: TArgs<
  TScope & { from: string; to: string; action?: TGuardActionType; performedBy?: string; guardId?: string; rosterId?: string }
>): Promise<TGuardActionsReport> => {
  const rows = await rowsOf<{
    id: string;
    action: TGuardActionType;
    date: string;
    at: Date | string;
    post_id: string;
    post_name: string;
    cc_name: string;
    roster_id: string;
    roster_name: string | null;
    start_minute: number | null;
    end_minute: number | null;
    guard_id: string;
    guard_name: string;
    performed_by: string | null;
    performed_by_name: string | null;
    reason: string | null;
    absence_id: string | null;
    category_key: string | null;
    category_name: string | null;
    total: number;
  }>(
    ctx.db,
    sql`select ga.id, ga.action, ga.date::text as date, ga.created_at as at, posts.id as post_id, posts.name as post_name,
          customer_companies.name as cc_name, ga.roster_id, r.name as roster_name, s.start_minute::int as start_minute,
          s.end_minute::int as end_minute, ga.guard_id, ${nameSql('g')} as guard_name, ga.performed_by,
          case when pb.id is null then null else ${nameSql('pb')} end as performed_by_name, ga.reason,
          ga.absence_id, cat.key as category_key, cat.name as category_name,
          count(*) over ()::int as total
        from shift_guard_actions ga
        join posts on posts.id = ga.post_id
        join customer_companies on customer_companies.id = posts.customer_company_id
        join users g on g.id = ga.guard_id
        left join users pb on pb.id = ga.performed_by
        left join rosters r on r.id = ga.roster_id
        left join roster_shifts s on s.id = ga.shift_id
        left join absences ab on ab.id = ga.absence_id
        left join absence_categories cat on cat.id = ab.category_id
        where ${postConditionOf(actor, input)}
          and ga.date between ${input.from}::date and ${input.to}::date
          ${input.action ? sql`and ga.action = ${input.action}` : sql``}
          ${input.performedBy ? sql`and ga.performed_by = ${input.performedBy}` : sql``}
          ${input.guardId ? sql`and ga.guard_id = ${input.guardId}` : sql``}
          ${input.rosterId ? sql`and ga.roster_id = ${input.rosterId}` : sql``}
        order by ga.created_at desc, ga.id
        ${pageSql(paging)}`,
  );
  const items: TGuardActionRow[] = rows.map((r) => ({
    id: r.id,
    action: r.action,
    date: r.date,
    at: new Date(r.at).toISOString(),
    postId: r.post_id,
    postName: r.post_name,
    customerCompanyName: r.cc_name,
    rosterId: r.roster_id,
    rosterName: r.roster_name,
    startTime: r.start_minute === null ? '' : timeOf(r.start_minute),
    endTime: r.end_minute === null ? '' : timeOf(r.end_minute),
    guardId: r.guard_id,
    guardName: r.guard_name,
    performedById: r.performed_by,
    performedByName: r.performed_by_name,
    reason: r.reason,
    absence: r.absence_id ? { categoryKey: r.category_key, categoryName: r.category_name } : null,
  }));
  return { items: items.map((row) => presentGuardAction(actor, row)), total: rows[0]?.total ?? 0 };
};

// Open shifts -----------------------------------------------------------------------------------------

export const openShiftsReport = async ({
  ctx,
  actor,
  input,
  paging,
}: TArgs<TScope & { from: string; to: string }>): Promise<TOpenShiftsReport> => {
  const day = sql`d.day::date`;
  const rows = await rowsOf<{
    shift_id: string;
    roster_id: string;
    roster_name: string | null;
    post_id: string;
    post_name: string;
    customer_company_name: string;
    date: string;
    shift_number: number;
    start_minute: number;
    end_minute: number;
    required_guards: number;
    counted: number;
    absent: number;
    opened: number;
    total: number;
    open_total: number;
  }>(
    ctx.db,
    sql`select o.*, count(*) over ()::int as total, sum(o.required_guards - o.counted) over ()::int as open_total
        from (select ${occurrenceBaseColumns}, ${countedGuardsSql(sql`s.id`, day)} as counted,
            ${absentGuardsSql(sql`s.id`, day)} as absent, ${openedGuardsSql(sql`s.id`, day)} as opened
          ${occurrencesFrom(input.from, input.to, postConditionOf(actor, input))}) o
        where o.counted < o.required_guards and (o.absent > 0 or o.opened > 0)
        order by o.date, o.post_name ${collateClause(actor.language)}, o.start_minute, o.shift_number
        ${pageSql(paging)}`,
  );
  return {
    items: rows.map((r) => ({
      occurrenceId: occurrenceIdOf(r.shift_id, r.date),
      date: r.date,
      postId: r.post_id,
      postName: r.post_name,
      customerCompanyName: r.customer_company_name,
      rosterId: r.roster_id,
      rosterName: r.roster_name,
      shiftNumber: r.shift_number,
      startTime: timeOf(r.start_minute),
      endTime: timeOf(r.end_minute),
      requiredGuards: r.required_guards,
      countedGuards: r.counted,
      absentGuards: r.absent,
      openedGuards: r.opened,
      openPlaces: r.required_guards - r.counted,
    })),
    total: rows[0]?.total ?? 0,
    totalOpenPlaces: rows[0]?.open_total ?? 0,
  };
};

// Absences --------------------------------------------------------------------------------------------

export const absenceReport = async ({
  ctx,
  actor,
  input,
  paging,
}: TArgs<TScope & { from: string; to: string; categoryId?: string; guardId?: string }>): Promise<TAbsenceReport> => {
  // Absences of guards the actor may see (a customer admin: those marked on their posts); a post or customer filter
  // reads the post the absence was marked on. Totals and the filter by category only for those who see categories.
  const byCategory = seesAbsenceCategories(actor);
  const base = sql`from absences ab
        join users on users.id = ab.user_id
        left join absence_categories cat on cat.id = ab.category_id
        where ${where(guardsScope(actor, input.companyId), absenceScope(actor, sql`ab.shift_info`))} and ab.company_id = users.company_id
          and ab.start_date <= ${input.to}::date and ab.end_date >= ${input.from}::date
          ${input.categoryId && byCategory ? sql`and ab.category_id = ${input.categoryId}` : sql``}
          ${input.guardId ? sql`and ab.user_id = ${input.guardId}` : sql``}
          ${input.postId ? sql`and ab.shift_info->>'postId' = ${input.postId}` : sql``}
          ${
            input.customerCompanyId
              ? sql`and exists (select 1 from posts p where p.id::text = ab.shift_info->>'postId' and p.customer_company_id = ${input.customerCompanyId})`
              : sql``
          }`;
  const days = sql`(least(ab.end_date, ${input.to}::date) - greatest(ab.start_date, ${input.from}::date) + 1)::int`;
  const [rows, totals] = await Promise.all([
    rowsOf<{
      id: string;
      guard_id: string;
      guard_name: string;
      category_id: string | null;
      category_key: string | null;
      category_name: string | null;
      start_date: string;
      end_date: string;
      days: number;
      post_name: string | null;
      customer_name: string | null;
      shift_time: string | null;
      status: 'active' | 'resolved';
      notes: string | null;
      total: number;
    }>(
      ctx.db,
      sql`select ab.id, ab.user_id as guard_id, ${nameSql('users')} as guard_name, ab.category_id, cat.key as category_key,
            cat.name as category_name, ab.start_date::text as start_date, ab.end_date::text as end_date, ${days} as days,
            ab.shift_info->>'post' as post_name, ab.shift_info->>'customer' as customer_name, ab.shift_info->>'shiftTime' as shift_time,
            ab.status, ab.notes, count(*) over ()::int as total
          ${base}
          order by ab.start_date desc, users.sort_name ${collateClause(actor.language)}, ab.id
          ${pageSql(paging)}`,
    ),
    rowsOf<{ category_id: string | null; category_key: string | null; category_name: string | null; absences: number; days: number }>(
      ctx.db,
      byCategory
        ? sql`select ab.category_id, cat.key as category_key, cat.name as category_name, count(*)::int as absences, sum(${days})::int as days
            ${base}
            group by ab.category_id, cat.key, cat.name
            order by count(*) desc`
        : sql`select null as category_id, null as category_key, null as category_name, count(*)::int as absences,
              coalesce(sum(${days}), 0)::int as days
            ${base}`,
    ),
  ]);
  const items: TAbsenceReportRow[] = rows.map((r) =>
    presentAbsenceRow(actor, {
      id: r.id,
      guardId: r.guard_id,
      guardName: r.guard_name,
      categoryId: r.category_id,
      categoryKey: r.category_key,
      categoryName: r.category_name,
      startDate: r.start_date,
      endDate: r.end_date,
      days: r.days,
      postName: r.post_name,
      customerCompanyName: r.customer_name,
      shiftTime: r.shift_time,
      status: r.status,
      notes: r.notes,
    }),
  );
  return {
    items,
    total: rows[0]?.total ?? 0,
    totalDays: totals.reduce((sum, t) => sum + t.days, 0),
    byCategory: (byCategory ? totals : []).map((t) => ({
      categoryId: t.category_id,
      categoryKey: t.category_key,
      categoryName: t.category_name,
      absences: t.absences,
      days: t.days,
    })),
  };
};

/** The performers and rosters found in the visible guard actions (the report's filter choices). */
export const guardActionsOptions = async ({ ctx, actor }: { ctx: TServiceContext; actor: TActor }): Promise<TGuardActionsOptions> => {
  const [performers, rosters] = await Promise.all([
    rowsOf<{ value: string; label: string }>(
      ctx.db,
      sql`select distinct u.id as value, ${nameSql('u')} as label
          from shift_guard_actions ga
          join posts on posts.id = ga.post_id
          join customer_companies on customer_companies.id = posts.customer_company_id
          join users u on u.id = ga.performed_by
          where ${postConditionOf(actor, {})}`,
    ),
    rowsOf<{ value: string; label: string }>(
      ctx.db,
      sql`select distinct r.id as value, coalesce(r.name, posts.name) as label
          from shift_guard_actions ga
          join posts on posts.id = ga.post_id
          join customer_companies on customer_companies.id = posts.customer_company_id
          join rosters r on r.id = ga.roster_id
          where ${postConditionOf(actor, {})}`,
    ),
  ]);
  const collator = new Intl.Collator(actor.language ?? 'es', { sensitivity: 'base' });
  const sorted = (list: { value: string; label: string }[]) => [...list].sort((a, b) => collator.compare(a.label, b.label));
  return { performers: sorted(performers), rosters: sorted(rosters) };
};

// Set-based SQL over rosters: shift occurrences expanded over a date range (roster view, reports) and
// the guard names of a set of shifts. Raw SQL names the real tables so scope conditions built on the
// Drizzle tables (posts.company_id …) apply unchanged; dates come back as text, counts as int.
import { minutesToTime } from '@centinela/shared';
import { type SQL, sql } from 'drizzle-orm';
import { collateClause } from '../../db/collation';
import type { TDbOrTx } from '../../db/client';
import { countedGuardsSql, occurrenceGuardsSql } from './occurrence-guards.sql';

export const rowsOf = async <T>(db: TDbOrTx, query: SQL): Promise<T[]> => ((await db.execute(query)) as unknown as { rows: T[] }).rows;

export type TOccurrenceRow = {
  shift_id: string;
  roster_id: string;
  roster_name: string | null;
  post_id: string;
  post_name: string;
  customer_company_id: string;
  customer_company_name: string;
  time_zone: string;
  date: string;
  day_of_week: number;
  shift_number: number;
  start_minute: number;
  end_minute: number;
  required_guards: number;
  assigned_guards: number;
};

/**
 * The days of a range joined to the shifts in force on them: an active roster of an active post whose
 * effective dates hold the day, and a shift on that day of the week. `postCondition` is built on the
 * Drizzle `posts` / `customer_companies` tables (scope, filters).
 */
export const occurrencesFrom = (from: string, to: string, postCondition: SQL, extra: SQL = sql`true`) => sql`
  from generate_series(${from}::date, ${to}::date, interval '1 day') as d(day)
  join roster_shifts s on s.day_of_week = extract(dow from d.day)::int
  join rosters r on r.id = s.roster_id and r.is_active
    and r.effective_from <= d.day::date and (r.effective_to is null or r.effective_to >= d.day::date)
  join posts on posts.id = r.post_id and posts.status = 'active'
  join customer_companies on customer_companies.id = posts.customer_company_id
  where ${postCondition} and ${extra}
    and r.effective_from <= ${to}::date and (r.effective_to is null or r.effective_to >= ${from}::date)`;

export const occurrenceBaseColumns = sql`
  s.id as shift_id, r.id as roster_id, r.name as roster_name, posts.id as post_id, posts.name as post_name,
  customer_companies.id as customer_company_id, customer_companies.name as customer_company_name,
  posts.time_zone, d.day::date::text as date, s.day_of_week::int as day_of_week, s.shift_number::int as shift_number,
  s.start_minute::int as start_minute, s.end_minute::int as end_minute, s.required_guards::int as required_guards`;

/** `assigned_guards` counts the guards toward staffing: covers in, guards opened off the date or absent out. */
export const occurrenceColumns = sql`${occurrenceBaseColumns},
  ${countedGuardsSql(sql`s.id`, sql`d.day::date`)} as assigned_guards`;

/** Occurrences that a guard works (their weekly assignment, not opened off the date, or a cover). */
export const workedBy = (guardId: string) =>
  sql`exists (select 1 from ${occurrenceGuardsSql(sql`s.id`, sql`d.day::date`)} wa where wa.guard_id = ${guardId})`;

export type TShiftGuardRow = { shift_id: string; guard_id: string; guard_name: string; override_reason: string | null };

/** The guards assigned to a set of shifts, with display names, in name order. */
export const guardsOfShifts = async (db: TDbOrTx, shiftIds: string[]): Promise<TShiftGuardRow[]> => {
  if (shiftIds.length === 0) return [];
  return rowsOf<TShiftGuardRow>(
    db,
    sql`select a.shift_id, a.guard_id, a.override_reason,
          coalesce(nullif(trim(coalesce(u.name, '') || ' ' || coalesce(u.last_name, '')), ''), u.email) as guard_name
        from roster_shift_assignments a join users u on u.id = a.guard_id
        where a.shift_id = any(${`{${shiftIds.join(',')}}`}::uuid[])
        order by u.sort_name ${collateClause(undefined)}, a.guard_id`,
  );
};

export const timeOf = (minute: number) => minutesToTime(minute);

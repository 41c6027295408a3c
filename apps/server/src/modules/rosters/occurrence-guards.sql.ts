// Who is on a shift occurrence, in SQL: the roster's weekly assignments less the guards opened off that date, plus the
// guards covering it; absent = an active absence holding the date. Every staffing count (board, roster view,
// open-rosters, rosters-data and post-status reports) goes through these, so an absent guard counts nowhere.
import { type SQL, sql } from 'drizzle-orm';

/** Rows (guard_id, is_cover) of the guards on occurrence (shift, day): weekly assignments not opened, and covers. */
export const occurrenceGuardsSql = (shift: SQL, day: SQL) => sql`(
    select og_a.guard_id, false as is_cover from roster_shift_assignments og_a
    where og_a.shift_id = ${shift}
      and not exists (select 1 from shift_occurrence_changes og_o
        where og_o.shift_id = ${shift} and og_o.date = ${day} and og_o.guard_id = og_a.guard_id and og_o.kind = 'open')
    union all
    select og_c.guard_id, true as is_cover from shift_occurrence_changes og_c
    where og_c.shift_id = ${shift} and og_c.date = ${day} and og_c.kind = 'cover'
  )`;

/** True when guard `guard` has an active absence holding `day`. */
export const isAbsentSql = (guard: SQL, day: SQL) =>
  sql`exists (select 1 from absences ab where ab.user_id = ${guard} and ab.status = 'active' and ab.start_date <= ${day} and ab.end_date >= ${day})`;

/** How many guards count toward the staffing of occurrence (shift, day): on it and not absent. */
export const countedGuardsSql = (shift: SQL, day: SQL) =>
  sql`(select count(*)::int from ${occurrenceGuardsSql(shift, day)} cg where not ${isAbsentSql(sql`cg.guard_id`, day)})`;

/** Guards on the occurrence who are absent. */
export const absentGuardsSql = (shift: SQL, day: SQL) =>
  sql`(select count(*)::int from ${occurrenceGuardsSql(shift, day)} ag where ${isAbsentSql(sql`ag.guard_id`, day)})`;

/** Weekly assignments opened off the occurrence. */
export const openedGuardsSql = (shift: SQL, day: SQL) =>
  sql`(select count(*)::int from shift_occurrence_changes oo where oo.shift_id = ${shift} and oo.date = ${day} and oo.kind = 'open')`;

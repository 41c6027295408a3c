// No-shows (issue 13): every 5 minutes, in companies that take attendance (a paired kiosk, or a punch in the last 7
// days: takesAttendanceSql), a guard on an occurrence that started more than the company's check-in grace ago (and has
// not ended, or started less than 12 hours ago: isNoShowAt) with no check-in, no presence and no absence is a no-show:
// 'attendance.no-show' is emitted once per guard and occurrence, and attendance.subscribers.ts tells the company admins
// the shift needs coverage (the 'shift.needsCoverage' notification); the shifts board shows the same guard "no show" and the occurrence "needs coverage". Only a check-in
// counts: meal punches (issue 27) never stand for one (they are refused before a check-in anyway).
import { addDays, todayIn } from '@centinela/shared';
import { occurrenceIdOf } from '@centinela/shared/contracts/shifts';
import { ATTENDANCE_NO_SHOW } from '@centinela/shared/events/attendance';
import { isNoShowAt } from '@centinela/shared/rules/shifts';
import { effectiveTimeZone, zonedOccurrence } from '@centinela/shared/rules/zoned-time';
import { sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { jobName, registerJob } from '../../platform/jobs/registry';
import { emit } from '../../platform/events/emit';
import { isAbsentSql, occurrenceGuardsSql } from '../rosters/occurrence-guards.sql';
import { occurrencesFrom, rowsOf } from '../rosters/rosters.sql';
import { takesAttendanceSql } from '../shifts/shifts.service';

export const NO_SHOWS_JOB = jobName('attendance.no-shows');

export const notifyNoShows = async (db: TDb, company: { id: string; timeZone: string; graceMinutes: number }, now = new Date()) => {
  const today = todayIn(company.timeZone, now);
  const rows = await rowsOf<{
    shift_id: string;
    date: string;
    post_name: string;
    time_zone: string | null;
    start_minute: number;
    end_minute: number;
    guard_id: string;
    guard_name: string;
  }>(
    db,
    sql`select o.shift_id, o.day::text as date, o.post_name, o.time_zone, o.start_minute, o.end_minute, g.guard_id,
          coalesce(nullif(trim(coalesce(u.name, '') || ' ' || coalesce(u.last_name, '')), ''), u.email) as guard_name
        from (
          select s.id as shift_id, d.day::date as day, posts.name as post_name, posts.time_zone,
            s.start_minute::int as start_minute, s.end_minute::int as end_minute
          ${occurrencesFrom(addDays(today, -1), today, sql`posts.company_id = ${company.id}`)}
        ) o
        cross join lateral ${occurrenceGuardsSql(sql`o.shift_id`, sql`o.day`)} g
        join users u on u.id = g.guard_id
        where not ${isAbsentSql(sql`g.guard_id`, sql`o.day`)}
          and not exists (select 1 from shift_presences p where p.shift_id = o.shift_id and p.date = o.day and p.guard_id = g.guard_id)
          and not exists (select 1 from attendance_records a where a.shift_id = o.shift_id and a.shift_date = o.day
            and a.guard_id = g.guard_id and a.type = 'check_in')`,
  );
  let sent = 0;
  for (const r of rows) {
    const { startMs, endMs } = zonedOccurrence(r.date, r.start_minute, r.end_minute, effectiveTimeZone(r.time_zone, company.timeZone));
    if (!isNoShowAt({ startMs, endMs, graceMinutes: company.graceMinutes, nowMs: now.getTime() })) continue;
    const occurrenceId = occurrenceIdOf(r.shift_id, r.date);
    const emitted = await db.transaction((tx) =>
      emit(
        tx,
        ATTENDANCE_NO_SHOW,
        { companyId: company.id, entityId: occurrenceId, onceKey: `${occurrenceId}:${r.guard_id}` },
        {
          occurrence: { shiftId: r.shift_id, date: r.date, postName: r.post_name, startMinute: r.start_minute, endMinute: r.end_minute },
          guard: { id: r.guard_id, name: r.guard_name },
          graceMinutes: company.graceMinutes,
        },
      ),
    );
    if (emitted) sent += 1;
  }
  return sent;
};

export const runNoShows = async (db: TDb, now = new Date()) => {
  const list = await rowsOf<{ id: string; time_zone: string; grace: number }>(
    db,
    sql`select c.id, c.time_zone, c.check_in_grace_minutes::int as grace from companies c
        where c.is_active and not c.is_platform and ${takesAttendanceSql(sql`c.id`)}`,
  );
  let total = 0;
  for (const c of list) total += await notifyNoShows(db, { id: c.id, timeZone: c.time_zone, graceMinutes: c.grace }, now);
  return total;
};

registerJob(NO_SHOWS_JOB, (_data, { ctx }) => runNoShows(ctx.db).then(() => undefined), { cron: '*/5 * * * *', retryLimit: 2 });

// Detector (a job every 15 minutes): shift occurrences starting within the company's lead time (companies
// .short_staffed_lead_hours, default 12) and still short of guards — absent guards do not count — emit
// 'shifts.short-staffed', each occurrence once (its once-key); shifts.subscribers.ts notifies the company admins.
import { addDays, todayIn } from '@centinela/shared';
import { occurrenceIdOf } from '@centinela/shared/contracts/shifts';
import { SHIFT_SHORT_STAFFED } from '@centinela/shared/events/shifts';
import { effectiveTimeZone, zonedOccurrence } from '@centinela/shared/rules/zoned-time';
import { and, eq, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { companies } from '../../db/schema';
import { jobName, registerJob } from '../../platform/jobs/registry';
import { emit } from '../../platform/events/emit';
import { countedGuardsSql } from '../rosters/occurrence-guards.sql';
import { occurrencesFrom, rowsOf } from '../rosters/rosters.sql';

export const SHORT_STAFFED_JOB = jobName('shifts.short-staffed');

/** Notifies one company's occurrences starting within `leadHours` of `now` that are short of guards; answers how many. */
export const notifyShortStaffed = async (
  db: TDb,
  company: { id: string; timeZone: string; leadHours: number },
  now: Date = new Date(),
): Promise<number> => {
  const today = todayIn(company.timeZone, now);
  // Dates whose occurrences can start in the window: yesterday's overnight shifts are already running, so from today.
  const to = addDays(today, Math.ceil(company.leadHours / 24) + 1);
  const rows = await rowsOf<{
    shift_id: string;
    date: string;
    post_name: string;
    time_zone: string | null;
    start_minute: number;
    end_minute: number;
    required_guards: number;
    counted: number;
  }>(
    db,
    sql`select * from (
          select s.id as shift_id, d.day::date::text as date, posts.name as post_name, posts.time_zone,
            s.start_minute::int as start_minute, s.end_minute::int as end_minute, s.required_guards::int as required_guards,
            ${countedGuardsSql(sql`s.id`, sql`d.day::date`)} as counted
          ${occurrencesFrom(today, to, sql`posts.company_id = ${company.id}`)}
        ) o where o.counted < o.required_guards`,
  );
  const horizon = now.getTime() + company.leadHours * 3_600_000;
  let sent = 0;
  for (const r of rows) {
    const zoned = zonedOccurrence(r.date, r.start_minute, r.end_minute, effectiveTimeZone(r.time_zone, company.timeZone));
    if (zoned.startMs <= now.getTime() || zoned.startMs > horizon) continue;
    const occurrenceId = occurrenceIdOf(r.shift_id, r.date);
    const emitted = await db.transaction((tx) =>
      emit(
        tx,
        SHIFT_SHORT_STAFFED,
        { companyId: company.id, entityId: occurrenceId, onceKey: occurrenceId },
        {
          occurrence: { shiftId: r.shift_id, date: r.date, postName: r.post_name, startMinute: r.start_minute, endMinute: r.end_minute },
          requiredGuards: r.required_guards,
          assignedGuards: r.counted,
          hoursToStart: Math.round((zoned.startMs - now.getTime()) / 3_600_000),
        },
      ),
    );
    if (emitted) sent += 1;
  }
  return sent;
};

export const runShortStaffed = async (db: TDb, now: Date = new Date()) => {
  const list = await db
    .select({ id: companies.id, timeZone: companies.timeZone, leadHours: companies.shortStaffedLeadHours })
    .from(companies)
    .where(and(eq(companies.isActive, true), eq(companies.isPlatform, false)));
  let total = 0;
  for (const company of list) total += await notifyShortStaffed(db, company, now);
  return total;
};

registerJob(SHORT_STAFFED_JOB, (_data, { ctx }) => runShortStaffed(ctx.db).then(() => undefined), { cron: '*/15 * * * *', retryLimit: 2 });

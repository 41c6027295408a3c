// A guard's own upcoming shifts (issue 29, the guard's dashboard): the occurrences he works from today for N days,
// read the way every staffing count reads them — the days joined to the rosters in force (rosters.sql.ts
// occurrencesFrom) and the guards on each occurrence (occurrence-guards.sql.ts: the weekly pattern less the guards
// opened off the date, plus the board's covers) — with his absences marked (isAbsentSql). Times are instants in the
// post's zone (the company's when it has none). The guard and his company come from the session (guard-self.policy.ts).
// The special services he is staffed on are listed too, one item per date (opportunities/opportunities.busy.ts).
import { addDays, minutesToTime, todayIn } from '@centinela/shared';
import type { TMyShift, TMyShifts, ZMyShiftsQuery } from '@centinela/shared/contracts/my-work';
import { occurrenceIdOf } from '@centinela/shared/contracts/shifts';
import { effectiveTimeZone, zonedOccurrence } from '@centinela/shared/rules/zoned-time';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { allOn } from '../../db/client';
import { companies, posts } from '../../db/schema';
import type { TActor } from '../../platform/access/actor';
import type { TServiceContext } from '../../platform/context';
import { assertOwnGuard } from '../dashboard/guard-self.policy';
import { loadSpecialServiceBusy } from '../opportunities/opportunities.busy';
import { isAbsentOn, loadAbsences } from '../rosters/availability.service';
import { isAbsentSql, occurrenceGuardsSql } from '../rosters/occurrence-guards.sql';
import { occurrenceBaseColumns, occurrencesFrom, rowsOf, type TOccurrenceRow, workedBy } from '../rosters/rosters.sql';

type TMyOccurrenceRow = Omit<TOccurrenceRow, 'assigned_guards'> & { is_cover: boolean; is_absent: boolean };

export const listMyShifts = async ({
  ctx,
  actor,
  input,
  now = new Date(),
}: {
  ctx: TServiceContext;
  actor: TActor;
  input: z.output<typeof ZMyShiftsQuery>;
  now?: Date;
}): Promise<TMyShifts> => {
  const { guardId, companyId } = assertOwnGuard(actor);
  const [company] = await ctx.db.select({ timeZone: companies.timeZone }).from(companies).where(eq(companies.id, companyId));
  const today = todayIn(company?.timeZone ?? 'UTC', now);
  const to = addDays(today, input.days - 1);
  // Yesterday too: a night shift that started then may still be running.
  const rows = await rowsOf<TMyOccurrenceRow>(
    ctx.db,
    sql`select ${occurrenceBaseColumns},
          coalesce((select bool_or(mine.is_cover) from ${occurrenceGuardsSql(sql`s.id`, sql`d.day::date`)} mine
            where mine.guard_id = ${guardId}), false) as is_cover,
          ${isAbsentSql(sql`${guardId}::uuid`, sql`d.day::date`)} as is_absent
        ${occurrencesFrom(addDays(today, -1), to, eq(posts.companyId, companyId), workedBy(guardId))}
        order by d.day, s.start_minute, posts.name, s.id`,
  );
  const items: TMyShift[] = [];
  for (const row of rows) {
    const timeZone = effectiveTimeZone(row.time_zone, company?.timeZone ?? 'UTC');
    const zoned = zonedOccurrence(row.date, row.start_minute, row.end_minute, timeZone);
    if (zoned.endMs <= now.getTime()) continue;
    items.push({
      id: occurrenceIdOf(row.shift_id, row.date),
      shiftId: row.shift_id,
      date: row.date,
      postId: row.post_id,
      postName: row.post_name,
      customerCompanyName: row.customer_company_name,
      startsAt: new Date(zoned.startMs).toISOString(),
      endsAt: new Date(zoned.endMs).toISOString(),
      timeZone,
      startTime: minutesToTime(row.start_minute),
      endTime: minutesToTime(row.end_minute),
      isCover: row.is_cover,
      isAbsent: row.is_absent,
    });
  }
  // His special services' dates too (those that made a board cover are that cover, listed above already).
  const [services, absences] = await allOn(ctx.db, [
    () => loadSpecialServiceBusy(ctx.db, { companyId, guardIds: [guardId], from: addDays(today, -1), to, exceptCovered: true }),
    () => loadAbsences(ctx.db, companyId, addDays(today, -1), to, [guardId]),
  ]);
  for (const service of services) {
    // Staffing always sets the service's post; one without a post has nowhere to be shown.
    if (!service.postId || service.end * 60_000 <= now.getTime()) continue;
    items.push({
      id: `opportunity:${service.opportunityId}:${service.date}`,
      shiftId: null,
      date: service.date,
      postId: service.postId,
      postName: service.postName ?? '',
      customerCompanyName: service.customerCompanyName ?? '',
      startsAt: new Date(service.start * 60_000).toISOString(),
      endsAt: new Date(service.end * 60_000).toISOString(),
      timeZone: service.timeZone,
      startTime: service.startTime,
      endTime: service.endTime,
      isCover: false,
      isAbsent: isAbsentOn(absences, guardId, service.date),
      specialService: { opportunityId: service.opportunityId, title: service.title },
    });
  }
  items.sort((a, b) => a.startsAt.localeCompare(b.startsAt));
  return { from: today, to, items };
};

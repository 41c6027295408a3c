// Shift occurrences of a date range computed from the rosters in force (the roster view's one call).
import { minutesToTime } from '@centinela/shared';
import type { TOccurrence, TOccurrences } from '@centinela/shared/contracts/rosters';
import { staffingStateOf } from '@centinela/shared/rules/shifts';
import { eq, type SQL, sql } from 'drizzle-orm';
import { customerCompanies, posts } from '../../db/schema';
import type { TActor } from '../../platform/access/actor';
import { where } from '../../platform/access/scope';
import type { TServiceContext } from '../../platform/context';
import { postScope } from '../posts/posts.queries';
import { guardsOfShifts, occurrenceColumns, occurrencesFrom, rowsOf, type TOccurrenceRow, workedBy } from './rosters.sql';

/** The wall-clock date and minute of now in a time zone. */
export const nowIn = (timeZone: string, now: Date = new Date()) => {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(now)
      .map((p) => [p.type, p.value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, minute: Number(parts.hour) * 60 + Number(parts.minute) };
};

/** Minutes from now (in the post's time zone) until an occurrence starts; negative once it has started. */
export const minutesUntil = (clock: { date: string; minute: number }, date: string, startMinute: number) =>
  Math.round((Date.parse(date) - Date.parse(clock.date)) / 60_000) + startMinute - clock.minute;

/** A clock per time zone, computed once per request. */
export const clockCache = (now: Date = new Date()) => {
  const clocks = new Map<string, { date: string; minute: number }>();
  return (timeZone: string) => {
    let clock = clocks.get(timeZone);
    if (!clock) {
      clock = nowIn(timeZone, now);
      clocks.set(timeZone, clock);
    }
    return clock;
  };
};

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
  extra: where(
    actor.role === 'security_guard' ? workedBy(actor.userId) : undefined,
    input.guardId ? workedBy(input.guardId) : undefined,
  ),
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
  const rows = await rowsOf<TOccurrenceRow>(
    ctx.db,
    sql`select ${occurrenceColumns} ${occurrencesFrom(input.from, input.to, postCondition, extra)}
        order by lower(posts.name), posts.id, d.day, s.start_minute, s.shift_number`,
  );
  const guards = await guardsOfShifts(ctx.db, [...new Set(rows.map((r) => r.shift_id))]);
  const byShift = new Map<string, { id: string; name: string }[]>();
  for (const g of guards) byShift.set(g.shift_id, [...(byShift.get(g.shift_id) ?? []), { id: g.guard_id, name: g.guard_name }]);
  const clockOf = clockCache();
  const items: TOccurrence[] = rows.map((r) => {
    const assigned = byShift.get(r.shift_id) ?? [];
    return {
      shiftId: r.shift_id,
      rosterId: r.roster_id,
      rosterName: r.roster_name,
      postId: r.post_id,
      postName: r.post_name,
      customerCompanyId: r.customer_company_id,
      customerCompanyName: r.customer_company_name,
      timeZone: r.time_zone,
      date: r.date,
      dayOfWeek: r.day_of_week,
      shiftNumber: r.shift_number,
      startTime: minutesToTime(r.start_minute),
      endTime: minutesToTime(r.end_minute),
      isOvernight: r.end_minute <= r.start_minute,
      requiredGuards: r.required_guards,
      guards: assigned,
      state: staffingStateOf({
        requiredGuards: r.required_guards,
        assignedGuards: assigned.length,
        minutesUntilStart: minutesUntil(clockOf(r.time_zone), r.date, r.start_minute),
      }),
    };
  });
  return { from: input.from, to: input.to, items };
};

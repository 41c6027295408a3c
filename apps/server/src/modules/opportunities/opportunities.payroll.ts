// For payroll (issue 18): the special services completed in a period, per assigned guard, with their hours and the
// opportunity's pay rate in cents. Hours are the service's real hours in the company's zone (DST nights count what they
// last). A service counts in the period it was completed in (completed_at, the company's dates).
import { and, eq, gte, lt } from 'drizzle-orm';
import { addDays, todayIn } from '@centinela/shared';
import { timeToMinutes } from '@centinela/shared/rules/times';
import { instantOf, occurrenceMinutes } from '@centinela/shared/rules/zoned-time';
import { companies, opportunities, opportunityGuards, users } from '../../db/schema';
import type { TActor } from '../../platform/access/actor';
import { isCompanyStaff } from '../../platform/access/policy';
import type { TServiceContext } from '../../platform/context';
import { Forbidden } from '../../platform/errors';
import { opportunityScope } from './opportunities.policy';
import { serviceMinutesOf } from './opportunities.service';

/** The service's worked interval on each of its days, as instants (epoch ms). */
const serviceIntervalsOf = (o: { startDate: string; endDate: string; startTime: string; endTime: string }, timeZone: string) => {
  const out: { startMs: number; endMs: number }[] = [];
  let days = 0;
  for (let day = o.startDate; day <= o.endDate && days < 366; day = addDays(day, 1), days++) {
    const interval = occurrenceMinutes(day, timeToMinutes(o.startTime), timeToMinutes(o.endTime), timeZone);
    if (interval.end > interval.start) out.push({ startMs: interval.start * 60_000, endMs: interval.end * 60_000 });
  }
  return out;
};

export type TCompletedSpecialService = {
  opportunityId: string;
  number: number;
  title: string;
  guardId: string;
  guardName: string;
  startDate: string;
  endDate: string;
  /** Real minutes of the whole service (every day). */
  minutes: number;
  hours: number;
  /** What the guard is paid per hour (null: not set on the opportunity). */
  rateCents: number | null;
  /** minutes × rate / 60, rounded once (null without a rate). */
  amountCents: number | null;
  /** The company's date it was completed on (a pay run pays it in the period holding this date). */
  completedOn: string;
  /** Each day's worked interval as instants: the hours count in the workweeks they were worked (decision 0021). */
  intervals: { startMs: number; endMs: number }[];
};

/** Completed special services of the actor's company between two dates (inclusive, the company's calendar). */
export const completedSpecialServices = async ({
  ctx,
  actor,
  from,
  to,
}: {
  ctx: TServiceContext;
  actor: TActor;
  from: string;
  to: string;
}): Promise<TCompletedSpecialService[]> => {
  if (!isCompanyStaff(actor)) throw Forbidden();
  const [company] = await ctx.db.select({ timeZone: companies.timeZone }).from(companies).where(eq(companies.id, actor.companyId));
  const timeZone = company?.timeZone ?? 'America/Puerto_Rico';
  const start = new Date(instantOf(from, 0, timeZone));
  const end = new Date(instantOf(addDays(to, 1), 0, timeZone));
  const rows = await ctx.db
    .select({
      o: opportunities,
      guardId: users.id,
      name: users.name,
      lastName: users.lastName,
      email: users.email,
      timeZone: companies.timeZone,
    })
    .from(opportunityGuards)
    .innerJoin(opportunities, eq(opportunities.id, opportunityGuards.opportunityId))
    .innerJoin(companies, eq(companies.id, opportunities.companyId))
    .innerJoin(users, eq(users.id, opportunityGuards.guardId))
    .where(
      and(
        opportunityScope(actor),
        eq(opportunities.companyId, actor.companyId),
        eq(opportunities.status, 'completed'),
        gte(opportunities.completedAt, start),
        lt(opportunities.completedAt, end),
      ),
    )
    .orderBy(opportunities.completedAt, users.sortName);
  return rows.map((r) => {
    const minutes = serviceMinutesOf(r.o, r.timeZone);
    const rate = r.o.payRateCents;
    return {
      opportunityId: r.o.id,
      number: r.o.number,
      title: r.o.title,
      guardId: r.guardId,
      guardName: [r.name, r.lastName].filter(Boolean).join(' ').trim() || r.email,
      startDate: r.o.startDate,
      endDate: r.o.endDate,
      minutes,
      hours: Math.round((minutes / 60) * 100) / 100,
      rateCents: rate,
      amountCents: rate === null ? null : Math.round((minutes * rate) / 60),
      completedOn: r.o.completedAt ? todayIn(r.timeZone, r.o.completedAt) : r.o.endDate,
      intervals: serviceIntervalsOf(r.o, r.timeZone),
    };
  });
};

// The one way worked time is classified (decision 0021), for pay runs and for invoices: the company's payroll settings
// and rules, the posts' pay rates and zones, and the special services around a period, read once; then per guard the
// overtime engine over the whole workweeks around the period (payroll-runs.line.ts). A pay run pays the result; an
// invoice bills its worked pieces in the kinds the run paid them (invoicing-payments/invoices.work.ts), so hours paid and
// hours billed reconcile.
import { addDays } from '@centinela/shared';
import { dateIn } from '@centinela/shared/rules/payroll-hours.time';
import { eq } from 'drizzle-orm';
import { posts } from '../../db/schema';
import type { TActor } from '../../platform/access/actor';
import type { TServiceContext } from '../../platform/context';
import { completedSpecialServices, type TCompletedSpecialService } from '../opportunities/opportunities.payroll';
import { calculateLine } from './payroll-runs.line';
import { companyClock, loadPayrollSettings } from './payroll-setup.service';
import { loadPostPayRates } from './post-pay-rates.service';
import { loadRunRules } from './run-rules';
import type { TRunEntry } from './work-entries';

/** Whole workweeks before the period: any week start is at most 6 days before its first day (7 with a window day). */
export const WEEK_EDGE_DAYS = 7;

/**
 * A stand-in actor for the reads classification makes on a company (its special services), as a company admin would:
 * every guard's services count in their weeks, whatever the person asking may see.
 */
export const workActor = (companyId: string, userId: string | null): TActor => ({
  userId: userId ?? '00000000-0000-0000-0000-000000000000',
  sessionId: 'job',
  email: 'job@centinela.local',
  role: 'security_company_admin',
  companyId,
  customerId: null,
  isPlatformAdmin: false,
  subject: { role: 'security_company_admin', email: 'job@centinela.local', isBuiltInAdmin: false, roleRecords: [], overrides: [] },
});

/** What every guard's work in a period is classified with: read once per period and company. */
export const loadWorkRules = async (
  ctx: TServiceContext,
  { companyId, periodStart, periodEnd, actor }: { companyId: string; periodStart: string; periodEnd: string; actor: TActor },
) => {
  const [settings, clock] = await Promise.all([loadPayrollSettings(ctx.db, companyId), companyClock(ctx.db, companyId)]);
  // Whole workweeks back to the one holding the period's first day; forward only to its last day: a minute's category
  // depends on the earlier minutes of its week alone, so later days never change what this period pays.
  const loadFrom = addDays(periodStart, -WEEK_EDGE_DAYS);
  const loadTo = periodEnd;
  const rulesOf = await loadRunRules(ctx.db, { companyId, from: loadFrom, to: loadTo, settings });
  const [services, payRates, postZones] = await Promise.all([
    // Completed services with work in the loaded weeks count there; those completed in the period are paid now.
    completedSpecialServices({ ctx, actor, from: loadFrom, to: addDays(periodEnd, 62) }),
    loadPostPayRates(ctx.db, companyId),
    ctx.db.select({ id: posts.id, timeZone: posts.timeZone }).from(posts).where(eq(posts.companyId, companyId)),
  ]);
  const zoneOfPost = new Map(postZones.map((p) => [p.id, p.timeZone]));
  const loadFromMs = Date.parse(`${loadFrom}T00:00:00Z`) - 86_400_000;
  const loadToMs = Date.parse(`${addDays(loadTo, 1)}T00:00:00Z`) + 86_400_000;
  const servicesOf = new Map<string, (TCompletedSpecialService & { paid: boolean })[]>();
  for (const s of services) {
    const paid = s.completedOn >= periodStart && s.completedOn <= periodEnd;
    if (!paid && !s.intervals.some((i) => i.startMs < loadToMs && i.endMs > loadFromMs)) continue;
    servicesOf.set(s.guardId, [...(servicesOf.get(s.guardId) ?? []), { ...s, paid }]);
  }
  /** The day is the post's: a guard's zone is that of the post most of their entries were worked at. */
  const zoneOf = (entries: TRunEntry[]) => {
    const counts = new Map<string, number>();
    for (const e of entries) {
      const zone = e.postId ? zoneOfPost.get(e.postId) : undefined;
      if (zone) counts.set(zone, (counts.get(zone) ?? 0) + 1);
    }
    let best = clock.timeZone;
    let most = 0;
    for (const [zone, n] of counts) if (n > most) [best, most] = [zone, n];
    return best;
  };
  return { settings, clock, loadFrom, loadTo, rulesOf, payRates, servicesOf, zoneOf, period: { from: periodStart, to: periodEnd } };
};
export type TWorkRules = Awaited<ReturnType<typeof loadWorkRules>>;

export type TClassifiedGuard = {
  id: string;
  wageCents: number | null;
  overtimeRateCents: number | null;
  payrollProfileTypeId: string | null;
  employmentStartDate: string | null;
  restDay?: number | null;
};

/** One guard's work classified by the engine (a pay run's line); `withPieces`: with every worked piece (invoices). */
export const classifyWork = (
  rules: TWorkRules,
  guard: TClassifiedGuard,
  entries: TRunEntry[],
  { bonusCents = 0, withPieces = false, withoutPay = false }: { bonusCents?: number; withPieces?: boolean; withoutPay?: boolean } = {},
) => {
  const timeZone = rules.zoneOf(entries);
  const line = calculateLine({
    period: rules.period,
    timeZone,
    wageCents: guard.wageCents ?? 0,
    overtimeRateCents: guard.overtimeRateCents,
    rules: rules.rulesOf(guard),
    settings: rules.settings,
    entries,
    services: rules.servicesOf.get(guard.id) ?? [],
    bonusCents,
    payRates: rules.payRates,
    dateOf: (ms) => dateIn(ms, timeZone),
    withPieces,
    withoutPay,
  });
  return { ...line, timeZone };
};

// Invoicing's financial reports (issue 30): revenue by customer / post / month, gross margin per post (what issued
// invoices bill for the range's shifts − the pay of the hours worked − the employer burden), the worked hours no invoice
// bills yet (target 0) and DSO. The worked time is payroll's, classified as a pay run does (invoices.work.ts); pay is
// each minute at the post's pay rate in force that day plus its differential (as post-margins.ts counts it), else the
// post's own pay rate, and an overtime minute adds the premium payroll paid. The burden is the company's setting.
import { addDays, daysBetween, lastDayOfMonth, todayIn } from '@centinela/shared';
import {
  MAX_REPORT_DAYS,
  FINANCIAL_REPORT_MESSAGES,
  type TDsoReport,
  type TFinancialReportQuery,
  type TMarginReport,
  type TMarginRow,
  type TRevenueQuery,
  type TRevenueReport,
  type TUnbilledReport,
  type TUnbilledRow,
} from '@centinela/shared/contracts/financial-reports';
import { payRateOn } from '@centinela/shared/contracts/post-pay-rates';
import { dateIn } from '@centinela/shared/rules/payroll-hours.time';
import { instantOf } from '@centinela/shared/rules/zoned-time';
import { eq, sql } from 'drizzle-orm';
import { companies } from '../../db/schema';
import type { TActor } from '../../platform/access/actor';
import type { TServiceContext } from '../../platform/context';
import { Forbidden, ValidationFailed } from '../../platform/errors';
import { loadPostPayRates } from '../payroll/post-pay-rates.service';
import { rowsOf } from '../rosters/rosters.sql';
import { billedByPost, billedIntervalsOf, dsoFigures, revenueRows, type TRange } from './financial-reports.sql';
import { loadBillableWork } from './invoices.work';
import { assertInvoicing } from './invoicing-payments.policy';
import { marginSourcesOf } from './post-margins';
import { loadInvoicingSettings } from './invoicing-settings.service';

type TArgs<Q> = { ctx: TServiceContext; actor: TActor; input: Q };
type TReportRange = TRange & { currency: string; timeZone: string; days: number };

const MINUTE = 60_000;

/** The range asked for, else this month in the company's time zone; at most MAX_REPORT_DAYS. */
export const reportRange = async (ctx: TServiceContext, actor: TActor, query: TFinancialReportQuery): Promise<TReportRange> => {
  assertInvoicing(actor, 'view');
  const [company] = await ctx.db
    .select({ timeZone: companies.timeZone, currency: companies.currency })
    .from(companies)
    .where(eq(companies.id, actor.companyId));
  const timeZone = company?.timeZone ?? 'America/Puerto_Rico';
  const today = todayIn(timeZone);
  const from = query.from ?? (query.to ? `${query.to.slice(0, 7)}-01` : `${today.slice(0, 7)}-01`);
  const to = query.to ?? lastDayOfMonth(from);
  if (to < from) throw ValidationFailed({ to: FINANCIAL_REPORT_MESSAGES.rangeOrder });
  const days = daysBetween(from, to) + 1; // both ends count
  if (days > MAX_REPORT_DAYS) throw ValidationFailed({ to: FINANCIAL_REPORT_MESSAGES.rangeTooLong });
  return { from, to, days, timeZone, currency: company?.currency ?? 'USD' };
};

const byLargest = <T extends { label: string | null }>(rows: T[], value: (row: T) => number) =>
  rows.sort((a, b) => value(b) - value(a) || (a.label ?? '').localeCompare(b.label ?? ''));

/** GET /api/invoicing/reports/revenue */
export const revenueReport = async ({ ctx, actor, input }: TArgs<TRevenueQuery>): Promise<TRevenueReport> => {
  const range = await reportRange(ctx, actor, input);
  const groupBy = input.groupBy ?? 'customer';
  const rows = await revenueRows(ctx.db, actor.companyId, range, groupBy);
  if (groupBy === 'month') rows.sort((a, b) => a.key.localeCompare(b.key));
  else byLargest(rows, (r) => r.netCents);
  const sum = (pick: (r: (typeof rows)[number]) => number) => rows.reduce((s, r) => s + pick(r), 0);
  return {
    from: range.from,
    to: range.to,
    currency: range.currency,
    groupBy,
    rows,
    totals: {
      invoicedCents: sum((r) => r.invoicedCents),
      creditedCents: sum((r) => r.creditedCents),
      netCents: sum((r) => r.netCents),
      taxCents: sum((r) => r.taxCents),
      totalCents: sum((r) => r.totalCents),
    },
  };
};

/** The worked time of every customer's posts in the range, with the range's edges as instants. */
const workOf = async (ctx: TServiceContext, actor: TActor, range: TReportRange) => {
  const customers = await rowsOf<{ id: string; name: string }>(
    ctx.db,
    sql`select id, name from customer_companies where company_id = ${actor.companyId}`,
  );
  const work = await loadBillableWork(ctx, actor, {
    customerIds: customers.map((c) => c.id),
    periodStart: range.from,
    periodEnd: range.to,
  });
  const fromMs = instantOf(range.from, 0, range.timeZone);
  // Worked time is the past: a schedule's shifts still to come are neither paid nor unbilled yet.
  const toMs = Math.min(instantOf(addDays(range.to, 1), 0, range.timeZone), Date.now());
  /** A piece cut to the range (null: outside it). */
  const clip = (p: { startMs: number; endMs: number }) => {
    const startMs = Math.max(p.startMs, fromMs);
    const endMs = Math.min(p.endMs, toMs);
    return endMs > startMs ? { startMs, endMs } : null;
  };
  return { work, customerName: new Map(customers.map((c) => [c.id, c.name])), fromMs, toMs, clip };
};

/** Pay of the range's worked minutes per post, in cent-minutes (÷ 60 = cents), with the minutes and unknown rates. */
const payByPost = async (ctx: TServiceContext, actor: TActor, range: TReportRange, loaded: Awaited<ReturnType<typeof workOf>>) => {
  const postIds = [...loaded.work.posts.keys()];
  const [rates, own] = await Promise.all([
    loadPostPayRates(ctx.db, actor.companyId, postIds),
    postIds.length
      ? rowsOf<{ id: string; pay_rate_cents: number | null }>(
          ctx.db,
          sql`select id, pay_rate_cents from posts where company_id = ${actor.companyId} and id = any(${`{${postIds.join(',')}}`}::uuid[])`,
        )
      : Promise.resolve([]),
  ]);
  const ownRate = new Map(own.map((p) => [p.id, p.pay_rate_cents === null ? null : Number(p.pay_rate_cents)]));
  const pay = new Map<string, { minutes: number; centMinutes: number; unknown: boolean }>();
  for (const shifts of loaded.work.shiftsOf.values()) {
    for (const shift of shifts) {
      const entry = pay.get(shift.postId) ?? { minutes: 0, centMinutes: 0, unknown: false };
      for (const piece of shift.pieces) {
        const part = loaded.clip(piece);
        if (!part) continue;
        const minutes = Math.round((part.endMs - part.startMs) / MINUTE);
        const inForce = payRateOn(rates.get(shift.postId) ?? [], dateIn(part.startMs, range.timeZone));
        const hourly = inForce ? inForce.rateCents + inForce.differentialCents : ownRate.get(shift.postId);
        if (hourly === null || hourly === undefined) entry.unknown = true;
        entry.minutes += minutes;
        entry.centMinutes += minutes * ((hourly ?? 0) + (piece.overtime ? (piece.overtimePremiumCentsPerHour ?? 0) : 0));
      }
      if (entry.minutes > 0) pay.set(shift.postId, entry);
    }
  }
  return pay;
};

const marginFigures = (billedMinutes: number, billedCents: number, paidMinutes: number, payCents: number, burdenBp: number) => {
  const burdenCents = Math.round((payCents * burdenBp) / 10_000);
  const marginCents = billedCents - payCents - burdenCents;
  return {
    billedMinutes,
    billedCents,
    paidMinutes,
    payCents,
    burdenCents,
    marginCents,
    marginBp: billedCents > 0 ? Math.round((marginCents * 10_000) / billedCents) : null,
    isLoss: marginCents <= 0,
  };
};

/** GET /api/invoicing/reports/margins */
export const marginReport = async ({ ctx, actor, input }: TArgs<TFinancialReportQuery>): Promise<TMarginReport> => {
  const range = await reportRange(ctx, actor, input);
  // Pay is payroll's: the margins are for viewers of both (as post-margins.ts shows pay rates).
  if (!marginSourcesOf(actor).payroll) throw Forbidden();
  const [loaded, billed, settings] = await Promise.all([
    workOf(ctx, actor, range),
    billedByPost(ctx.db, actor.companyId, range),
    loadInvoicingSettings(ctx.db, actor.companyId),
  ]);
  const pay = await payByPost(ctx, actor, range, loaded);
  const billedOf = new Map(billed.map((b) => [b.postId, b]));
  const postIds = [...new Set([...billedOf.keys(), ...pay.keys()])];
  const missing = postIds.filter((id) => !loaded.work.posts.has(id));
  const extra = missing.length
    ? await rowsOf<{ id: string; name: string; customer_company_id: string }>(
        ctx.db,
        sql`select id, name, customer_company_id from posts where company_id = ${actor.companyId} and id = any(${`{${missing.join(',')}}`}::uuid[])`,
      )
    : [];
  const postOf = new Map([
    ...[...loaded.work.posts.values()].map((p) => [p.id, { name: p.name, customerCompanyId: p.customerCompanyId }] as const),
    ...extra.map((p) => [p.id, { name: p.name, customerCompanyId: p.customer_company_id }] as const),
  ]);
  const bp = settings.employerBurdenBp;
  const rows: TMarginRow[] = postIds.flatMap((postId) => {
    const post = postOf.get(postId);
    if (!post) return [];
    const b = billedOf.get(postId);
    const p = pay.get(postId);
    return [
      {
        postId,
        postName: post.name,
        customerCompanyId: post.customerCompanyId,
        customerName: loaded.customerName.get(post.customerCompanyId) ?? '',
        payUnknown: p?.unknown ?? false,
        ...marginFigures(b?.minutes ?? 0, b?.cents ?? 0, p?.minutes ?? 0, Math.round((p?.centMinutes ?? 0) / 60), bp),
      },
    ];
  });
  rows.sort((a, b) => a.marginCents - b.marginCents || a.postName.localeCompare(b.postName));
  const sum = (pick: (r: TMarginRow) => number) => rows.reduce((s, r) => s + pick(r), 0);
  const payCents = sum((r) => r.payCents);
  const totals = marginFigures(
    sum((r) => r.billedMinutes),
    sum((r) => r.billedCents),
    sum((r) => r.paidMinutes),
    payCents,
    bp,
  );
  // The total's burden is the rows' (each rounded), so the columns add up.
  const burdenCents = sum((r) => r.burdenCents);
  const marginCents = totals.billedCents - payCents - burdenCents;
  return {
    from: range.from,
    to: range.to,
    currency: range.currency,
    employerBurdenBp: bp,
    rows,
    totals: {
      ...totals,
      burdenCents,
      marginCents,
      marginBp: totals.billedCents > 0 ? Math.round((marginCents * 10_000) / totals.billedCents) : null,
      isLoss: marginCents <= 0,
    },
  };
};

/** Minutes of [startMs, endMs) not covered by the intervals. */
const uncovered = (startMs: number, endMs: number, intervals: [number, number][]) => {
  let covered = 0;
  for (const [s, e] of intervals) covered += Math.max(0, Math.min(e, endMs) - Math.max(s, startMs));
  return Math.max(0, Math.round((endMs - startMs - covered) / MINUTE));
};

/** GET /api/invoicing/reports/unbilled */
export const unbilledReport = async ({ ctx, actor, input }: TArgs<TFinancialReportQuery>): Promise<TUnbilledReport> => {
  const range = await reportRange(ctx, actor, input);
  const loaded = await workOf(ctx, actor, range);
  const intervalsOf = await billedIntervalsOf(ctx.db, actor.companyId, range, loaded.fromMs, loaded.toMs);
  const rows = new Map<string, TUnbilledRow>();
  for (const [customerId, shifts] of loaded.work.shiftsOf) {
    for (const shift of shifts) {
      const intervals = intervalsOf(customerId, shift.ref);
      let minutes = 0;
      let firstMs = Number.POSITIVE_INFINITY;
      for (const piece of shift.pieces) {
        const part = loaded.clip(piece);
        if (!part) continue;
        const left = uncovered(part.startMs, part.endMs, intervals);
        minutes += left;
        if (left > 0) firstMs = Math.min(firstMs, part.startMs);
      }
      if (minutes <= 0) continue;
      const post = loaded.work.posts.get(shift.postId);
      const date = dateIn(firstMs, range.timeZone);
      const key = `${customerId}|${shift.postId}`;
      const row = rows.get(key) ?? {
        customerCompanyId: customerId,
        customerName: loaded.customerName.get(customerId) ?? '',
        postId: shift.postId,
        postName: post?.name ?? '',
        shifts: 0,
        minutes: 0,
        unverifiedMinutes: 0,
        firstDate: date,
        lastDate: date,
      };
      row.shifts += 1;
      row.minutes += minutes;
      if (shift.source === 'schedule') row.unverifiedMinutes += minutes;
      if (date < row.firstDate) row.firstDate = date;
      if (date > row.lastDate) row.lastDate = date;
      rows.set(key, row);
    }
  }
  const list = [...rows.values()].sort((a, b) => b.minutes - a.minutes || a.postName.localeCompare(b.postName));
  return {
    from: range.from,
    to: range.to,
    currency: range.currency,
    rows: list,
    totalMinutes: list.reduce((s, r) => s + r.minutes, 0),
    totalShifts: list.reduce((s, r) => s + r.shifts, 0),
  };
};

const dsoOf = (receivablesCents: number, revenueCents: number, days: number) =>
  revenueCents > 0 ? Math.round(((receivablesCents * days) / revenueCents) * 10) / 10 : null;

/** GET /api/invoicing/reports/dso: receivables at the end of the range ÷ the range's revenue × its days. */
export const dsoReport = async ({ ctx, actor, input }: TArgs<TFinancialReportQuery>): Promise<TDsoReport> => {
  const range = await reportRange(ctx, actor, input);
  const figures = await dsoFigures(ctx.db, actor.companyId, range);
  const rows = figures
    .map((f) => {
      const receivablesCents = Number(f.receivables);
      const revenueCents = Number(f.revenue);
      return {
        customerCompanyId: f.id,
        customerName: f.name,
        receivablesCents,
        revenueCents,
        dso: dsoOf(receivablesCents, revenueCents, range.days),
      };
    })
    .sort((a, b) => b.receivablesCents - a.receivablesCents || a.customerName.localeCompare(b.customerName));
  const receivablesCents = rows.reduce((s, r) => s + r.receivablesCents, 0);
  const revenueCents = rows.reduce((s, r) => s + r.revenueCents, 0);
  return {
    from: range.from,
    to: range.to,
    currency: range.currency,
    days: range.days,
    rows,
    totals: { receivablesCents, revenueCents, dso: dsoOf(receivablesCents, revenueCents, range.days) },
  };
};

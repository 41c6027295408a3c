// What drafts are made from (issue 30), read for one customer or all at once in a fixed number of queries: the
// customers, the company, their rate cards, the tax profiles, the shifts already billed (never twice), their special
// services completed in the period, the manual lines of the draft being replaced, their recurring charges falling in it (recurring-charges.billing.ts), the company's
// invoicing settings, and the worked time classified by payroll (invoices.work.ts).
import type { TLanguage } from '@centinela/shared';
import { addDays } from '@centinela/shared';
import { amountOfMinutes } from '@centinela/shared/rules/billing';
import { instantOf } from '@centinela/shared/rules/zoned-time';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { companies, customerCompanies, invoiceLines, invoices, rateCards } from '../../db/schema';
import type { TActor } from '../../platform/access/actor';
import type { TServiceContext } from '../../platform/context';
import { serviceMinutesOf } from '../opportunities/opportunities.service';
import { rowsOf } from '../rosters/rosters.sql';
import { loadTaxProfiles, passesThrough, type TCardRow } from './invoices.pricing';
import { loadBillableWork } from './invoices.work';
import { loadInvoicingSettings } from './invoicing-settings.service';
import { cycleChargeLines } from './recurring-charges.lines';

type TPeriod = { periodStart: string; periodEnd: string };
const uuids = (ids: string[]) => `{${ids.join(',')}}`;

/**
 * Intervals of shifts already on an invoice that is not void (other than the draft being replaced), per customer and
 * ref: the customers' invoices overlapping the period first (by their index), then their lines' shifts.
 */
const billedIntervals = async (
  db: TDbOrTx,
  companyId: string,
  customerIds: string[],
  { periodStart, periodEnd }: TPeriod,
  fromMs: number,
  toMs: number,
) => {
  const rows = await rowsOf<{ customer_company_id: string; ref: string; start_ms: string; end_ms: string }>(
    db,
    sql`select i.customer_company_id, s->>'ref' as ref, (s->>'startMs')::bigint as start_ms, (s->>'endMs')::bigint as end_ms
        from invoice_lines l join invoices i on i.id = l.invoice_id, jsonb_array_elements(l.shifts) as s
        where l.invoice_id = any(array(
            select i.id from invoices i
            where i.company_id = ${companyId} and i.customer_company_id = any(${uuids(customerIds)}::uuid[])
              and i.kind = 'invoice' and i.status <> 'void'
              and not (i.status = 'draft' and i.period_start = ${periodStart}::date and i.period_end = ${periodEnd}::date)
              and i.period_start <= ${periodEnd}::date + 1 and i.period_end >= ${periodStart}::date - 1))
          and (s->>'startMs')::bigint < ${toMs} and (s->>'endMs')::bigint > ${fromMs}`,
  );
  const byCustomer = new Map<string, Map<string, [number, number][]>>();
  for (const r of rows) {
    const refs = byCustomer.get(r.customer_company_id) ?? new Map<string, [number, number][]>();
    byCustomer.set(r.customer_company_id, refs);
    refs.set(r.ref, [...(refs.get(r.ref) ?? []), [Number(r.start_ms), Number(r.end_ms)]]);
  }
  return (customerId: string) => {
    const refs = byCustomer.get(customerId);
    return (ref: string, startMs: number, endMs: number) => (refs?.get(ref) ?? []).some(([s, e]) => s < endMs && e > startMs);
  };
};

export type TServiceLine = {
  kind: 'special_service';
  postId: string | null;
  postName: string | null;
  description: string;
  minutes: number;
  quantity: number;
  rateCents: number;
  amountCents: number;
  sourceRef: string;
};

/** The customers' special services completed in the period and not yet on an invoice, at their agreed hourly rate. */
const specialServiceLines = async (
  db: TDbOrTx,
  companyId: string,
  customerIds: string[],
  { periodStart, periodEnd }: TPeriod,
  timeZone: string,
) => {
  const rows = await rowsOf<{
    id: string;
    customer_company_id: string;
    number: number;
    title: string;
    post_id: string | null;
    post_name: string | null;
    start_date: string;
    end_date: string;
    start_time: string;
    end_time: string;
    guards_required: number;
    hourly_rate_cents: number;
  }>(
    db,
    sql`select o.id, o.customer_company_id, o.number, o.title, o.post_id, p.name as post_name, o.start_date::text as start_date,
          o.end_date::text as end_date, o.start_time, o.end_time, o.guards_required, o.hourly_rate_cents
        from opportunities o left join posts p on p.id = o.post_id
        where o.company_id = ${companyId} and o.customer_company_id = any(${uuids(customerIds)}::uuid[]) and o.status = 'completed'
          and o.completed_at >= ${new Date(instantOf(periodStart, 0, timeZone)).toISOString()}::timestamptz
          and o.completed_at < ${new Date(instantOf(addDays(periodEnd, 1), 0, timeZone)).toISOString()}::timestamptz
          and not exists (select 1 from invoice_lines l join invoices i on i.id = l.invoice_id
                          where l.company_id = ${companyId} and l.source_ref = o.id::text and i.status <> 'void' and i.kind = 'invoice'
                            and not (i.status = 'draft' and i.customer_company_id = o.customer_company_id
                                     and i.period_start = ${periodStart}::date and i.period_end = ${periodEnd}::date))
        order by o.number`,
  );
  const byCustomer = new Map<string, TServiceLine[]>();
  for (const o of rows) {
    const minutes = serviceMinutesOf(
      { startDate: o.start_date, endDate: o.end_date, startTime: o.start_time, endTime: o.end_time },
      timeZone,
    );
    const quantity = Number(o.guards_required);
    const rate = Number(o.hourly_rate_cents);
    const line: TServiceLine = {
      kind: 'special_service',
      postId: o.post_id,
      postName: o.post_name,
      description: `#${o.number} ${o.title}`,
      minutes,
      quantity,
      rateCents: rate,
      amountCents: amountOfMinutes(minutes * quantity, rate),
      sourceRef: o.id,
    };
    byCustomer.set(o.customer_company_id, [...(byCustomer.get(o.customer_company_id) ?? []), line]);
  }
  return byCustomer;
};

/** The manual lines of the customers' drafts of the period, by customer: a regenerated draft keeps them. */
const manualLines = async (db: TDbOrTx, companyId: string, customerIds: string[], { periodStart, periodEnd }: TPeriod) => {
  const rows = customerIds.length
    ? await db
        .select({ line: invoiceLines, customerCompanyId: invoices.customerCompanyId })
        .from(invoiceLines)
        .innerJoin(invoices, eq(invoices.id, invoiceLines.invoiceId))
        .where(
          and(
            eq(invoices.companyId, companyId),
            inArray(invoices.customerCompanyId, customerIds),
            eq(invoices.status, 'draft'),
            eq(invoices.periodStart, periodStart),
            eq(invoices.periodEnd, periodEnd),
            eq(invoiceLines.kind, 'manual'),
          ),
        )
        .orderBy(asc(invoiceLines.sort))
    : [];
  const byCustomer = new Map<string, TManualLine[]>();
  for (const { line, customerCompanyId } of rows) {
    const { id: _id, invoiceId: _invoice, sort: _sort, companyId: _company, ...kept } = line;
    byCustomer.set(customerCompanyId, [...(byCustomer.get(customerCompanyId) ?? []), kept]);
  }
  return byCustomer;
};
export type TManualLine = Omit<typeof invoiceLines.$inferSelect, 'id' | 'invoiceId' | 'sort' | 'companyId'>;

/** Everything the drafts of some customers for a period are made from. */
export const loadDraftInputs = async (ctx: TServiceContext, actor: TActor, customerIds: string[], period: TPeriod) => {
  const companyId = actor.companyId;
  const [[company], customers] = await Promise.all([
    ctx.db
      .select({ language: companies.defaultLanguage, currency: companies.currency, timeZone: companies.timeZone })
      .from(companies)
      .where(eq(companies.id, companyId)),
    ctx.db
      .select({ id: customerCompanies.id, name: customerCompanies.name, billing: customerCompanies.billing })
      .from(customerCompanies)
      .where(and(eq(customerCompanies.companyId, companyId), inArray(customerCompanies.id, customerIds))),
  ]);
  const timeZone = company?.timeZone ?? 'America/Puerto_Rico';
  const fromMs = instantOf(period.periodStart, 0, timeZone);
  const toMs = instantOf(addDays(period.periodEnd, 1), 0, timeZone);
  const ids = customers.map((c) => c.id);
  const [work, cards, profiles, billedOf, services, fixed, settings, manual] = await Promise.all([
    passesThrough(ctx.db, companyId, ids).then((passThrough) => loadBillableWork(ctx, actor, { customerIds: ids, ...period, passThrough })),
    ids.length
      ? ctx.db
          .select()
          .from(rateCards)
          .where(and(eq(rateCards.companyId, companyId), inArray(rateCards.customerCompanyId, ids)))
      : [],
    loadTaxProfiles(ctx.db, companyId),
    billedIntervals(ctx.db, companyId, ids, period, fromMs, toMs),
    ids.length ? specialServiceLines(ctx.db, companyId, ids, period, timeZone) : new Map<string, TServiceLine[]>(),
    cycleChargeLines(ctx.db, companyId, ids, period, timeZone, (id) => {
      const chosen = customers.find((c) => c.id === id)?.billing?.invoiceLanguage;
      return chosen ?? (company?.language === 'en' ? 'en' : 'es');
    }),
    loadInvoicingSettings(ctx.db, companyId),
    manualLines(ctx.db, companyId, ids, period),
  ]);
  const cardsOf = new Map<string, TCardRow[]>();
  for (const card of cards) cardsOf.set(card.customerCompanyId, [...(cardsOf.get(card.customerCompanyId) ?? []), card]);
  const language: TLanguage = company?.language === 'en' ? 'en' : 'es';
  return {
    timeZone,
    currency: company?.currency ?? 'USD',
    language,
    customers: new Map(customers.map((c) => [c.id, c])),
    work,
    cardsOf,
    profiles,
    billedOf,
    services,
    fixed,
    settings,
    manual,
  };
};
export type TDraftInputs = Awaited<ReturnType<typeof loadDraftInputs>>;

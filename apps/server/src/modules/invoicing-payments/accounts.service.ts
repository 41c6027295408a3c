// Client accounts (issue 30): what each customer owes as of a day, by days past due (aging), and a statement of account
// for a date range. Both read the dated record, so a past day's figures are what they were that day: an invoice owes
// from its issue date its total, less its credit notes issued by then (not void) and the payments applied by then that
// were not reversed by then; a payment's credit not applied by then is the account's credit. Void invoices and credit
// notes were never owed and are not on a statement.
import { addDays, daysBetween, formatDay, formatMoney, type TLanguage } from '@centinela/shared';
import {
  AGING_BUCKETS,
  type TAging,
  type TAgingBucket,
  type TStatement,
  type TStatementQueryParsed,
} from '@centinela/shared/contracts/invoice-payments';
import { and, eq, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { companies, customerCompanies } from '../../db/schema';
import type { TActor } from '../../platform/access/actor';
import type { TServiceContext } from '../../platform/context';
import { pdf, renderPdf } from '../../platform/documents/pdf';
import { catalogTree, interpolate } from '../../platform/i18n/catalog';
import { NotFound, ValidationFailed } from '../../platform/errors';
import { companyToday } from '../companies/companies.queries';
import { rowsOf } from '../rosters/rosters.sql';
import { assertInvoicing } from './invoicing-payments.policy';

type TBuckets = Record<TAgingBucket, number>;
const emptyBuckets = (): TBuckets => Object.fromEntries(AGING_BUCKETS.map((b) => [b, 0])) as TBuckets;

export const bucketOf = (daysPastDue: number): TAgingBucket =>
  daysPastDue <= 0
    ? 'current'
    : daysPastDue <= 30
      ? 'days1to30'
      : daysPastDue <= 60
        ? 'days31to60'
        : daysPastDue <= 90
          ? 'days61to90'
          : 'over90';

/** Each open invoice's balance as of a day (issued by then, owing > 0), of one customer or all. */
const openInvoicesAsOf = (db: TDbOrTx, companyId: string, asOf: string, customerId?: string) =>
  rowsOf<{ customer_company_id: string; id: string; due_date: string; balance: string }>(
    db,
    sql`select i.customer_company_id, i.id, i.due_date::text as due_date,
          i.total_cents
            - coalesce((select sum(c.total_cents) from invoices c
                        where c.credit_of_id = i.id and c.status <> 'void' and c.issue_date <= ${asOf}::date), 0)
            - coalesce((select sum(a.amount_cents) from payment_allocations a join payments p on p.id = a.payment_id
                        where a.invoice_id = i.id and a.applied_on <= ${asOf}::date
                          and (p.reversed_on is null or p.reversed_on > ${asOf}::date)), 0) as balance
        from invoices i
        where i.company_id = ${companyId} and i.kind = 'invoice' and i.status not in ('draft', 'void')
          and i.issue_date <= ${asOf}::date
          ${customerId ? sql`and i.customer_company_id = ${customerId}` : sql``}`,
  ).then((rows) => rows.filter((r) => Number(r.balance) > 0));

/** Each customer's payments' credit not applied as of a day. */
const creditAsOf = (db: TDbOrTx, companyId: string, asOf: string, customerId?: string) =>
  rowsOf<{ customer_company_id: string; credit: string }>(
    db,
    sql`select p.customer_company_id,
          sum(p.amount_cents - coalesce((select sum(a.amount_cents) from payment_allocations a
                                          where a.payment_id = p.id and a.applied_on <= ${asOf}::date), 0)) as credit
        from payments p
        where p.company_id = ${companyId} and p.date <= ${asOf}::date and (p.reversed_on is null or p.reversed_on > ${asOf}::date)
          ${customerId ? sql`and p.customer_company_id = ${customerId}` : sql``}
        group by p.customer_company_id`,
  );

/** GET /api/invoicing/aging: every customer with an open balance or credit, oldest debt first. */
export const agingReport = async ({
  ctx,
  actor,
  input,
}: {
  ctx: TServiceContext;
  actor: TActor;
  input: { asOf?: string };
}): Promise<TAging> => {
  assertInvoicing(actor, 'view');
  const asOf = input.asOf ?? (await companyToday(ctx.db, actor.companyId));
  const [open, credit, names, [company]] = await Promise.all([
    openInvoicesAsOf(ctx.db, actor.companyId, asOf),
    creditAsOf(ctx.db, actor.companyId, asOf),
    ctx.db
      .select({ id: customerCompanies.id, name: customerCompanies.name })
      .from(customerCompanies)
      .where(eq(customerCompanies.companyId, actor.companyId)),
    ctx.db.select({ currency: companies.currency }).from(companies).where(eq(companies.id, actor.companyId)),
  ]);
  const nameOf = new Map(names.map((n) => [n.id, n.name]));
  const rows = new Map<string, TAging['rows'][number]>();
  const rowOf = (id: string) => {
    let row = rows.get(id);
    if (!row) {
      row = {
        customerCompanyId: id,
        customerCompanyName: nameOf.get(id) ?? '',
        buckets: emptyBuckets(),
        balanceCents: 0,
        creditCents: 0,
        openInvoices: 0,
        oldestDaysPastDue: 0,
      };
      rows.set(id, row);
    }
    return row;
  };
  for (const i of open) {
    const row = rowOf(i.customer_company_id);
    const days = daysBetween(i.due_date, asOf);
    const balance = Number(i.balance);
    row.buckets[bucketOf(days)] += balance;
    row.balanceCents += balance;
    row.openInvoices += 1;
    row.oldestDaysPastDue = Math.max(row.oldestDaysPastDue, days);
  }
  for (const c of credit) if (Number(c.credit) > 0) rowOf(c.customer_company_id).creditCents = Number(c.credit);
  const list = [...rows.values()].sort((a, b) => b.oldestDaysPastDue - a.oldestDaysPastDue || b.balanceCents - a.balanceCents);
  const totals = { ...emptyBuckets(), balanceCents: 0, creditCents: 0 };
  for (const r of list) {
    for (const b of AGING_BUCKETS) totals[b] += r.buckets[b];
    totals.balanceCents += r.balanceCents;
    totals.creditCents += r.creditCents;
  }
  return { asOf, currency: company?.currency ?? 'USD', rows: list, totals };
};

/** The account's movements (dated, signed) up to a day, or within a range. */
const movements = (db: TDbOrTx, companyId: string, customerId: string, from: string | null, to: string) =>
  rowsOf<{ date: string; kind: TStatement['entries'][number]['kind']; reference: string | null; amount: string; id: string }>(
    db,
    sql`select * from (
          select issue_date::text as date, 'invoice' as kind, number as reference, total_cents as amount, id from invoices
            where company_id = ${companyId} and customer_company_id = ${customerId} and kind = 'invoice' and status not in ('draft', 'void')
          union all
          select issue_date::text, 'credit_note', number, -total_cents, id from invoices
            where company_id = ${companyId} and customer_company_id = ${customerId} and kind = 'credit_note' and status <> 'void'
          union all
          select date::text, 'payment', coalesce(cheque_number, reference), -amount_cents, id from payments
            where company_id = ${companyId} and customer_company_id = ${customerId}
          union all
          select reversed_on::text, 'reversal', coalesce(cheque_number, reference), amount_cents, id from payments
            where company_id = ${companyId} and customer_company_id = ${customerId} and reversed_on is not null
        ) m
        where m.date <= ${to} ${from ? sql`and m.date >= ${from}` : sql``}
        order by m.date, case m.kind when 'invoice' then 0 when 'credit_note' then 1 when 'payment' then 2 else 3 end, m.reference`,
  );

/** GET /api/invoicing/accounts/:customerCompanyId/statement. */
export const accountStatement = async ({
  ctx,
  actor,
  input,
}: {
  ctx: TServiceContext;
  actor: TActor;
  input: { customerCompanyId: string; query: TStatementQueryParsed };
}): Promise<TStatement> => {
  assertInvoicing(actor, 'view');
  const { from, to } = input.query;
  if (to < from) throw ValidationFailed({ to: 'invoicingPayments:validation.periodOrder' });
  const [customer] = await ctx.db
    .select({ id: customerCompanies.id, name: customerCompanies.name })
    .from(customerCompanies)
    .where(and(eq(customerCompanies.id, input.customerCompanyId), eq(customerCompanies.companyId, actor.companyId)));
  if (!customer) throw NotFound('customerCompany');
  const [before, within, open, credit, [company]] = await Promise.all([
    movements(ctx.db, actor.companyId, customer.id, null, addDays(from, -1)),
    movements(ctx.db, actor.companyId, customer.id, from, to),
    openInvoicesAsOf(ctx.db, actor.companyId, to, customer.id),
    creditAsOf(ctx.db, actor.companyId, to, customer.id),
    ctx.db.select({ currency: companies.currency }).from(companies).where(eq(companies.id, actor.companyId)),
  ]);
  const opening = before.reduce((s, m) => s + Number(m.amount), 0);
  let running = opening;
  const entries = within.map((m) => {
    running += Number(m.amount);
    return { date: m.date, kind: m.kind, reference: m.reference, amountCents: Number(m.amount), balanceCents: running, documentId: m.id };
  });
  const aging = emptyBuckets();
  for (const i of open) aging[bucketOf(daysBetween(i.due_date, to))] += Number(i.balance);
  return {
    customerCompanyId: customer.id,
    customerCompanyName: customer.name,
    from,
    to,
    currency: company?.currency ?? 'USD',
    openingBalanceCents: opening,
    entries,
    closingBalanceCents: running,
    unappliedCreditCents: Math.max(0, Number(credit[0]?.credit ?? 0)),
    aging,
  };
};

const WORDS = { es: catalogTree('es', 'documents').statement, en: catalogTree('en', 'documents').statement };

/** The statement as a PDF in a language (the customer's invoice language unless asked). */
export const statementPdf = async (ctx: TServiceContext, actor: TActor, statement: TStatement, lang?: TLanguage) => {
  const [facts] = await ctx.db
    .select({ name: companies.name, timeZone: companies.timeZone, language: companies.defaultLanguage })
    .from(companies)
    .where(eq(companies.id, actor.companyId));
  const [customer] = await ctx.db
    .select({ billing: customerCompanies.billing })
    .from(customerCompanies)
    .where(eq(customerCompanies.id, statement.customerCompanyId));
  const language: TLanguage = lang ?? customer?.billing?.invoiceLanguage ?? (facts?.language === 'en' ? 'en' : 'es');
  const w = WORDS[language];
  const money = (cents: number) => formatMoney(cents, language, statement.currency);
  const body = await renderPdf(
    {
      title: w.title,
      companyName: facts?.name ?? '',
      language,
      timeZone: facts?.timeZone ?? 'America/Puerto_Rico',
      subtitle: `${statement.customerCompanyName} · ${interpolate(w.range, { from: formatDay(statement.from, language), to: formatDay(statement.to, language) })}`,
    },
    [
      pdf.fields([[w.opening, money(statement.openingBalanceCents)]]),
      pdf.table(
        [
          { label: w.date },
          { label: w.kind, width: 1.4 },
          { label: w.reference, width: 1.4 },
          { label: w.amount, align: 'right' },
          { label: w.balance, align: 'right' },
        ],
        statement.entries.map((e) => [
          formatDay(e.date, language),
          w.kinds[e.kind],
          e.reference ?? '',
          money(e.amountCents),
          money(e.balanceCents),
        ]),
      ),
      pdf.totals([
        [w.closing, money(statement.closingBalanceCents)],
        [w.credit, money(statement.unappliedCreditCents)],
      ]),
      pdf.heading(w.agingHeading),
      pdf.table(
        AGING_BUCKETS.map((b) => ({ label: w.buckets[b], align: 'right' as const })),
        [AGING_BUCKETS.map((b) => money(statement.aging[b]))],
      ),
    ],
  );
  return { body, name: `${w.fileName}-${statement.customerCompanyName}-${statement.to}` };
};

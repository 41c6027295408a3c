// Invoices as the API answers them (contracts/invoices.ts): the list (one query, newest first, filtered) and one invoice
// with its lines, each line's shifts, taxes, credit notes and history; and the bulk write of a draft's shifts.
import type { TInvoice, TInvoiceListQueryParsed, TInvoicePage, TInvoiceSummary } from '@centinela/shared/contracts/invoices';
import { INVOICE_WORKFLOW } from '@centinela/shared/rules/invoice-workflow';
import { and, asc, count, desc, eq, gte, lte, type SQLWrapper, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { pageOf, placeholders, preparedOnce, runTimeFilter } from '../../db/prepared';
import { customerCompanies, invoiceCounts, invoiceHistory, invoiceLines, invoices, users } from '../../db/schema';
import type { TActor } from '../../platform/access/actor';
import { found } from '../../platform/access/scope';
import { personNameSql } from '../posts/posts.queries';
import { canInvoicing } from './invoicing-payments.policy';

type TInvoiceRow = typeof invoices.$inferSelect;

/** The company's today ('yyyy-MM-dd', for overdue), once per query (an uncorrelated subquery: run once, not per row). */
const todaySql = (companyId: string | SQLWrapper) =>
  sql<string>`(select (now() at time zone c.time_zone)::date::text from companies c where c.id = ${companyId})`;

/** What a summary reads of an invoice (the list reads no more: each column is decoded per row, 25 rows a request). */
const SUMMARY_COLUMNS = {
  id: invoices.id,
  kind: invoices.kind,
  number: invoices.number,
  status: invoices.status,
  customerCompanyId: invoices.customerCompanyId,
  periodStart: invoices.periodStart,
  periodEnd: invoices.periodEnd,
  issueDate: invoices.issueDate,
  dueDate: invoices.dueDate,
  currency: invoices.currency,
  language: invoices.language,
  subtotalCents: invoices.subtotalCents,
  taxCents: invoices.taxCents,
  totalCents: invoices.totalCents,
  paidCents: invoices.paidCents,
  creditedCents: invoices.creditedCents,
  unverifiedMinutes: invoices.unverifiedMinutes,
  unpricedMinutes: invoices.unpricedMinutes,
  creditOfId: invoices.creditOfId,
  createdAt: invoices.createdAt,
};
type TSummaryInvoice = Pick<TInvoiceRow, keyof typeof SUMMARY_COLUMNS>;

/** Invoices with their customer's name, the credited invoice's number and the company's today: `columns` of each. */
const selectWithCustomer = <TColumns extends typeof SUMMARY_COLUMNS | typeof invoices>(
  db: TDbOrTx,
  companyId: string | SQLWrapper,
  columns: TColumns,
) =>
  db
    .select({
      invoice: columns,
      customerCompanyName: customerCompanies.name,
      creditOfNumber: sql<string | null>`(select c.number from invoices c where c.id = invoices.credit_of_id)`,
      today: todaySql(companyId),
    })
    .from(invoices)
    .innerJoin(customerCompanies, eq(customerCompanies.id, invoices.customerCompanyId));

/** The list's rows: the summary's columns only. */
const selectSummaryRows = (db: TDbOrTx, companyId: string | SQLWrapper) => selectWithCustomer(db, companyId, SUMMARY_COLUMNS);
/** One invoice's whole row. */
const selectSummaries = (db: TDbOrTx, companyId: string | SQLWrapper) => selectWithCustomer(db, companyId, invoices);

type TSummaryRow = Awaited<ReturnType<ReturnType<typeof selectSummaryRows>['execute']>>[number];

const ISSUED = new Set(['approved', 'sent', 'partially_paid', 'paid']);

export const balanceOf = (row: Pick<TInvoiceRow, 'kind' | 'status' | 'totalCents' | 'paidCents' | 'creditedCents'>) =>
  row.kind === 'invoice' && ISSUED.has(row.status) ? Number(row.totalCents) - Number(row.paidCents) - Number(row.creditedCents) : 0;

export const canOnInvoice = (actor: TActor, row: TSummaryInvoice) => {
  const edit = canInvoicing(actor, 'edit');
  const allowed = (action: Parameters<typeof INVOICE_WORKFLOW.canDo>[1]) => edit && INVOICE_WORKFLOW.canDo(row.status, action);
  const isInvoice = row.kind === 'invoice';
  return {
    approve: isInvoice && allowed('approve') && row.unpricedMinutes === 0,
    send: allowed('send'),
    void: allowed('void') && Number(row.paidCents) === 0,
    creditNote: isInvoice && edit && ISSUED.has(row.status) && Number(row.totalCents) - Number(row.creditedCents) > 0,
    delete: isInvoice && row.status === 'draft' && canInvoicing(actor, 'delete'),
    redraft: isInvoice && row.status === 'draft' && canInvoicing(actor, 'add'),
    editLines: isInvoice && row.status === 'draft' && edit,
  };
};

const toSummary = (actor: TActor, { invoice: row, customerCompanyName, creditOfNumber, today }: TSummaryRow): TInvoiceSummary => {
  const balance = balanceOf(row);
  return {
    id: row.id,
    kind: row.kind,
    number: row.number,
    status: row.status,
    customerCompanyId: row.customerCompanyId,
    customerCompanyName,
    periodStart: row.periodStart,
    periodEnd: row.periodEnd,
    issueDate: row.issueDate,
    dueDate: row.dueDate,
    currency: row.currency,
    language: row.language,
    subtotalCents: Number(row.subtotalCents),
    taxCents: Number(row.taxCents),
    totalCents: Number(row.totalCents),
    paidCents: Number(row.paidCents),
    creditedCents: Number(row.creditedCents),
    balanceCents: balance,
    overdue: balance > 0 && row.dueDate !== null && row.dueDate < today,
    unverifiedMinutes: row.unverifiedMinutes,
    unpricedMinutes: row.unpricedMinutes,
    creditOf: row.creditOfId ? { id: row.creditOfId, number: creditOfNumber } : null,
    createdAt: row.createdAt.toISOString(),
    can: canOnInvoice(actor, row),
  };
};

/**
 * GET /api/invoicing/invoices: one page and its total, each a statement prepared per shape (db/prepared.ts: the filters
 * present), so a busy list is planned once per connection. Without a period or `open` the total is a sum of the
 * maintained counts (migration 0062), not a count of every invoice.
 */
export const listInvoiceRows = async (db: TDbOrTx, actor: TActor, query: TInvoiceListQueryParsed): Promise<TInvoicePage> => {
  const { bind, values, names } = placeholders();
  const open = query.open === 'true';
  const company = bind('companyId', actor.companyId);
  const where = and(
    eq(invoices.companyId, company),
    // The filters' values are read at run time (atRunTime), so each shape keeps one generic plan.
    runTimeFilter(bind, eq, invoices.status, 'status', query.status),
    runTimeFilter(bind, eq, invoices.kind, 'kind', query.kind),
    runTimeFilter(bind, eq, invoices.customerCompanyId, 'customerCompanyId', query.customerCompanyId),
    runTimeFilter(bind, gte, invoices.periodEnd, 'from', query.from),
    runTimeFilter(bind, lte, invoices.periodStart, 'to', query.to),
    open
      ? sql`${invoices.kind} = 'invoice' and ${invoices.status} in ('approved', 'sent', 'partially_paid')
            and ${invoices.totalCents} - ${invoices.paidCents} - ${invoices.creditedCents} > 0`
      : undefined,
  );
  const shape = `${names()}:${open ? 'open' : 'recent'}`;
  const counted = query.from || query.to || open;
  const page = preparedOnce(db, `invoices.list:${shape}:${query.pageSize}`, () =>
    pageOf(
      selectSummaryRows(db, company)
        .where(where)
        .orderBy(...(open ? [asc(invoices.dueDate), asc(invoices.number)] : [desc(invoices.createdAt), desc(invoices.id)])),
      query.pageSize,
    ),
  );
  const total = preparedOnce(db, `invoices.total:${shape}:${counted ? 'count' : 'kept'}`, () =>
    counted
      ? db.select({ total: count() }).from(invoices).where(where)
      : db
          .select({ total: sql<number>`coalesce(sum(${invoiceCounts.invoices}), 0)`.mapWith(Number) })
          .from(invoiceCounts)
          .where(
            and(
              eq(invoiceCounts.companyId, company),
              query.status ? eq(invoiceCounts.status, sql.placeholder('status')) : undefined,
              query.kind ? eq(invoiceCounts.kind, sql.placeholder('kind')) : undefined,
              query.customerCompanyId ? eq(invoiceCounts.customerCompanyId, sql.placeholder('customerCompanyId')) : undefined,
            ),
          ),
  );
  const [rows, [sum]] = await Promise.all([page.execute({ ...values, offset: (query.page - 1) * query.pageSize }), total.execute(values)]);
  return { items: rows.map((r) => toSummary(actor, r)), total: Number(sum.total) };
};

const addressText = (
  a:
    | { street?: string | null; city?: string | null; state?: string | null; zipCode?: string | null; country?: string | null }
    | null
    | undefined,
) => (a ? [a.street, [a.city, a.state, a.zipCode].filter(Boolean).join(', '), a.country].filter(Boolean).join('\n') || null : null);

/** One invoice as the API answers it (404 when not the actor's company's). */
export const readInvoice = async (db: TDbOrTx, actor: TActor, id: string): Promise<TInvoice> => {
  const row = found(
    (await selectSummaries(db, actor.companyId).where(and(eq(invoices.id, id), eq(invoices.companyId, actor.companyId))))[0],
    'invoice',
  );
  const [customer] = await db
    .select({
      name: customerCompanies.name,
      email: customerCompanies.email,
      address: customerCompanies.address,
      billing: customerCompanies.billing,
    })
    .from(customerCompanies)
    .where(eq(customerCompanies.id, row.invoice.customerCompanyId));
  const [lines, credited, creditNotes, history] = await Promise.all([
    db.select().from(invoiceLines).where(eq(invoiceLines.invoiceId, id)).orderBy(asc(invoiceLines.sort)),
    db
      .select({ lineId: invoiceLines.creditsLineId, cents: sql<string>`sum(${invoiceLines.amountCents})` })
      .from(invoiceLines)
      .innerJoin(invoices, eq(invoices.id, invoiceLines.invoiceId))
      .where(and(eq(invoices.creditOfId, id), sql`${invoices.status} <> 'void'`))
      .groupBy(invoiceLines.creditsLineId),
    db
      .select({ id: invoices.id, number: invoices.number, totalCents: invoices.totalCents, issueDate: invoices.issueDate })
      .from(invoices)
      .where(and(eq(invoices.creditOfId, id), eq(invoices.companyId, actor.companyId)))
      .orderBy(asc(invoices.createdAt)),
    db
      .select({ h: invoiceHistory, actorName: personNameSql(users) })
      .from(invoiceHistory)
      .leftJoin(users, eq(users.id, invoiceHistory.actorId))
      .where(eq(invoiceHistory.invoiceId, id))
      .orderBy(asc(invoiceHistory.createdAt), asc(invoiceHistory.id)),
  ]);
  const creditedOf = new Map(credited.map((c) => [c.lineId, Number(c.cents)]));
  const inv = row.invoice;
  const billing = customer?.billing ?? null;
  return {
    ...toSummary(actor, row),
    poNumber: inv.poNumber,
    paymentTermsDays: inv.paymentTermsDays,
    voidReason: inv.voidReason,
    notes: inv.notes,
    customer: {
      name: billing?.billingName || customer?.name || row.customerCompanyName,
      email: billing?.billingEmail || customer?.email || null,
      taxId: billing?.taxId ?? null,
      address: addressText(billing?.billingAddress ?? customer?.address),
    },
    taxes: inv.taxes,
    lines: lines.map((l) => ({
      id: l.id,
      kind: l.kind,
      postId: l.postId,
      postName: l.postName,
      rank: l.rank,
      description: l.description,
      minutes: l.minutes,
      quantity: l.quantity,
      rateCents: l.rateCents,
      amountCents: Number(l.amountCents),
      taxCents: Number(l.taxCents),
      taxProfileId: l.taxProfileId,
      rateCardId: l.rateCardId,
      rounding: l.rounding,
      unverifiedMinutes: l.unverifiedMinutes,
      creditsLineId: l.creditsLineId,
      creditedCents: creditedOf.get(l.id) ?? 0,
      shifts: l.shifts.map((s) => ({
        guardId: s.guardId,
        guardName: s.guardName,
        date: s.date,
        start: new Date(s.startMs).toISOString(),
        end: new Date(s.endMs).toISOString(),
        source: s.source,
        ref: s.ref,
        workedMinutes: s.workedMinutes,
        billedMinutes: s.billedMinutes,
        adjustment: s.adjustment,
        minutes: s.minutes,
        split: s.split,
      })),
    })),
    creditNotes: creditNotes.map((c) => ({ id: c.id, number: c.number, totalCents: Number(c.totalCents), issueDate: c.issueDate })),
    history: history.map(({ h, actorName }) => ({
      at: h.createdAt.toISOString(),
      action: h.action,
      fromStatus: h.fromStatus,
      toStatus: h.toStatus,
      actorName: h.actorId ? actorName : null,
      note: h.note,
    })),
  };
};

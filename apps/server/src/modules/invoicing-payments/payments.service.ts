// Payments (issue 30): recorded once, applied to issued invoices of the same customer (each allocation at most the
// invoice's balance: total − paid − credited), the rest kept as credit on the account and applied later, reversed with a
// reason. Each invoice's paid amount and status follow (workflow pay_part / pay_full, and back on a reversal), in the
// payment's transaction, with the invoices locked in id order (two payments to the same invoices never deadlock nor
// overpay). Every step is in the invoices' history and the system log.
import { formatMoney } from '@centinela/shared';
import type {
  TApplyPayment,
  TPayment,
  TPaymentInputParsed,
  TPaymentListQueryParsed,
  TPaymentPage,
} from '@centinela/shared/contracts/invoice-payments';
import { INVOICE_WORKFLOW, type TInvoiceAction } from '@centinela/shared/rules/invoice-workflow';
import { and, asc, count, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { companies, customerCompanies, invoiceHistory, invoices, paymentAllocations, payments } from '../../db/schema';
import type { TActor } from '../../platform/access/actor';
import { found } from '../../platform/access/scope';
import { writeSystemLog } from '../../platform/audit/system-log';
import type { TServiceContext } from '../../platform/context';
import { Conflict, NotFound } from '../../platform/errors';
import { runTransition } from '../../platform/workflow/transition';
import { companyToday } from '../companies/companies.queries';
import { assertInvoicing, canInvoicing } from './invoicing-payments.policy';

type TArgs<T> = { ctx: TServiceContext; actor: TActor; input: T };
type TPaymentRow = typeof payments.$inferSelect;
type TAllocation = { invoiceId: string; amountCents: number };

const OPEN = new Set(['approved', 'sent', 'partially_paid']);

const companyFacts = async (db: TDbOrTx, companyId: string) =>
  (
    await db
      .select({ language: companies.defaultLanguage, currency: companies.currency })
      .from(companies)
      .where(eq(companies.id, companyId))
  )[0];

/** Applies allocations of a payment to its customer's open invoices (locked in id order); answers the total applied. */
const allocate = async (tx: TDbOrTx, actor: TActor, payment: TPaymentRow, allocations: TAllocation[], appliedOn: string) => {
  const facts = await companyFacts(tx, actor.companyId);
  const money = (cents: number) => formatMoney(cents, facts?.language ?? 'es', facts?.currency ?? 'USD');
  let applied = 0;
  for (const a of [...allocations].sort((x, y) => (x.invoiceId < y.invoiceId ? -1 : 1))) {
    const [invoice] = await tx
      .select()
      .from(invoices)
      .where(and(eq(invoices.id, a.invoiceId), eq(invoices.companyId, actor.companyId)))
      .for('update');
    if (!invoice) throw NotFound('invoice');
    if (invoice.customerCompanyId !== payment.customerCompanyId || invoice.kind !== 'invoice' || !OPEN.has(invoice.status))
      throw Conflict('PAYMENT_INVOICE_NOT_OPEN', { invoiceId: invoice.id, status: invoice.status });
    const balance = Number(invoice.totalCents) - Number(invoice.paidCents) - Number(invoice.creditedCents);
    if (a.amountCents > balance)
      throw Conflict('PAYMENT_EXCEEDS_BALANCE', { invoiceId: invoice.id, availableCents: balance, available: money(balance) });
    const paid = Number(invoice.paidCents) + a.amountCents;
    const action: TInvoiceAction = a.amountCents === balance ? 'pay_full' : 'pay_part';
    await runTransition(
      INVOICE_WORKFLOW,
      {
        status: invoice.status,
        action,
        refuse: () => Conflict('PAYMENT_INVOICE_NOT_OPEN', { invoiceId: invoice.id, status: invoice.status }),
      },
      {
        write: async ({ to }) => {
          await tx.update(invoices).set({ paidCents: paid, status: to }).where(eq(invoices.id, invoice.id));
          await tx.insert(paymentAllocations).values({
            paymentId: payment.id,
            invoiceId: invoice.id,
            companyId: actor.companyId,
            amountCents: a.amountCents,
            appliedOn,
          });
        },
        record: ({ from, to }) =>
          tx.insert(invoiceHistory).values({
            invoiceId: invoice.id,
            action: 'payment',
            fromStatus: from,
            toStatus: to,
            note: money(a.amountCents),
            actorId: actor.userId,
          }),
      },
    );
    applied += a.amountCents;
  }
  return applied;
};

const customerName = async (db: TDbOrTx, id: string) =>
  (await db.select({ name: customerCompanies.name }).from(customerCompanies).where(eq(customerCompanies.id, id)))[0]?.name ?? '';

/** POST /api/invoicing/payments. */
export const recordPayment = async ({ ctx, actor, input }: TArgs<TPaymentInputParsed>): Promise<TPayment> => {
  assertInvoicing(actor, 'add');
  const id = await ctx.db.transaction(async (tx) => {
    const [customer] = await tx
      .select({ id: customerCompanies.id, name: customerCompanies.name })
      .from(customerCompanies)
      .where(and(eq(customerCompanies.id, input.customerCompanyId), eq(customerCompanies.companyId, actor.companyId)));
    if (!customer) throw NotFound('customerCompany');
    const [payment] = await tx
      .insert(payments)
      .values({
        companyId: actor.companyId,
        customerCompanyId: customer.id,
        date: input.date,
        method: input.method,
        amountCents: input.amountCents,
        reference: input.reference ?? null,
        chequeNumber: input.method === 'cheque' ? (input.chequeNumber ?? null) : null,
        notes: input.notes ?? null,
        createdBy: actor.userId,
      })
      .returning();
    const applied = await allocate(tx, actor, payment, input.allocations, input.date);
    if (applied) await tx.update(payments).set({ appliedCents: applied }).where(eq(payments.id, payment.id));
    const facts = await companyFacts(tx, actor.companyId);
    await writeSystemLog(tx, actor, {
      action: 'CREATE',
      entityType: 'invoicing-payments',
      entityId: payment.id,
      message: {
        key: 'paymentRecorded',
        params: {
          amount: formatMoney(input.amountCents, facts?.language ?? 'es', facts?.currency ?? 'USD'),
          customer: customer.name,
          method: input.method,
        },
      },
    });
    return payment.id;
  });
  return readPayment(ctx.db, actor, id);
};

const lockPayment = async (tx: TDbOrTx, actor: TActor, id: string) =>
  found(
    (
      await tx
        .select()
        .from(payments)
        .where(and(eq(payments.id, id), eq(payments.companyId, actor.companyId)))
        .for('update')
    )[0],
    'payment',
  );

/** POST /api/invoicing/payments/:id/allocations: the payment's unapplied credit to open invoices, applied today. */
export const applyPayment = async ({ ctx, actor, input }: TArgs<{ id: string; data: TApplyPayment }>): Promise<TPayment> => {
  assertInvoicing(actor, 'edit');
  await ctx.db.transaction(async (tx) => {
    const payment = await lockPayment(tx, actor, input.id);
    if (payment.reversedAt) throw Conflict('PAYMENT_ALREADY_REVERSED');
    const left = Number(payment.amountCents) - Number(payment.appliedCents);
    const wanted = input.data.allocations.reduce((s, a) => s + a.amountCents, 0);
    const facts = await companyFacts(tx, actor.companyId);
    const money = (cents: number) => formatMoney(cents, facts?.language ?? 'es', facts?.currency ?? 'USD');
    if (wanted > left) throw Conflict('PAYMENT_EXCEEDS_UNAPPLIED', { availableCents: left, available: money(left) });
    const applied = await allocate(tx, actor, payment, input.data.allocations, await companyToday(tx, actor.companyId));
    await tx
      .update(payments)
      .set({ appliedCents: Number(payment.appliedCents) + applied })
      .where(eq(payments.id, payment.id));
    await writeSystemLog(tx, actor, {
      action: 'UPDATE',
      entityType: 'invoicing-payments',
      entityId: payment.id,
      message: { key: 'paymentApplied', params: { customer: await customerName(tx, payment.customerCompanyId), amount: money(applied) } },
    });
  });
  return readPayment(ctx.db, actor, input.id);
};

/** POST /api/invoicing/payments/:id/reverse: every invoice it paid owes that again (status back); its credit is gone. */
export const reversePayment = async ({ ctx, actor, input }: TArgs<{ id: string; reason: string }>): Promise<TPayment> => {
  assertInvoicing(actor, 'edit');
  await ctx.db.transaction(async (tx) => {
    const payment = await lockPayment(tx, actor, input.id);
    if (payment.reversedAt) throw Conflict('PAYMENT_ALREADY_REVERSED');
    const allocations = await tx
      .select()
      .from(paymentAllocations)
      .where(eq(paymentAllocations.paymentId, payment.id))
      .orderBy(asc(paymentAllocations.invoiceId));
    const facts = await companyFacts(tx, actor.companyId);
    const money = (cents: number) => formatMoney(cents, facts?.language ?? 'es', facts?.currency ?? 'USD');
    for (const a of allocations) {
      const [invoice] = await tx.select().from(invoices).where(eq(invoices.id, a.invoiceId)).for('update');
      const paid = Number(invoice.paidCents) - Number(a.amountCents);
      const action: TInvoiceAction = paid > 0 ? 'reopen_part' : invoice.sentAt ? 'reopen_sent' : 'reopen_approved';
      const canReopen = INVOICE_WORKFLOW.canDo(invoice.status, action);
      await tx
        .update(invoices)
        .set({ paidCents: paid, ...(canReopen ? { status: INVOICE_WORKFLOW.next(invoice.status, action) ?? invoice.status } : {}) })
        .where(eq(invoices.id, invoice.id));
      await tx.insert(invoiceHistory).values({
        invoiceId: invoice.id,
        action: 'paymentReversed',
        fromStatus: invoice.status,
        toStatus: canReopen ? INVOICE_WORKFLOW.next(invoice.status, action) : invoice.status,
        note: `${money(Number(a.amountCents))}: ${input.reason}`,
        actorId: actor.userId,
      });
    }
    await tx
      .update(payments)
      .set({ reversedAt: new Date(), reversedOn: await companyToday(tx, actor.companyId), reversalReason: input.reason })
      .where(eq(payments.id, payment.id));
    await writeSystemLog(tx, actor, {
      action: 'UPDATE',
      entityType: 'invoicing-payments',
      entityId: payment.id,
      message: {
        key: 'paymentReversed',
        params: {
          amount: money(Number(payment.amountCents)),
          customer: await customerName(tx, payment.customerCompanyId),
          reason: input.reason,
        },
      },
    });
  });
  return readPayment(ctx.db, actor, input.id);
};

// ---------- reading ----------

const toPayments = async (db: TDbOrTx, actor: TActor, rows: { p: TPaymentRow; customerCompanyName: string }[]): Promise<TPayment[]> => {
  const ids = rows.map((r) => r.p.id);
  const allocations = ids.length
    ? await db
        .select({
          paymentId: paymentAllocations.paymentId,
          invoiceId: paymentAllocations.invoiceId,
          number: invoices.number,
          amountCents: paymentAllocations.amountCents,
        })
        .from(paymentAllocations)
        .innerJoin(invoices, eq(invoices.id, paymentAllocations.invoiceId))
        .where(inArray(paymentAllocations.paymentId, ids))
        .orderBy(asc(paymentAllocations.createdAt))
    : [];
  const edit = canInvoicing(actor, 'edit');
  return rows.map(({ p, customerCompanyName }) => {
    const unapplied = p.reversedAt ? 0 : Number(p.amountCents) - Number(p.appliedCents);
    return {
      id: p.id,
      customerCompanyId: p.customerCompanyId,
      customerCompanyName,
      date: p.date,
      method: p.method,
      amountCents: Number(p.amountCents),
      reference: p.reference,
      chequeNumber: p.chequeNumber,
      notes: p.notes,
      appliedCents: Number(p.appliedCents),
      unappliedCents: unapplied,
      reversedAt: p.reversedAt?.toISOString() ?? null,
      reversalReason: p.reversalReason,
      allocations: allocations
        .filter((a) => a.paymentId === p.id)
        .map((a) => ({ invoiceId: a.invoiceId, invoiceNumber: a.number, amountCents: Number(a.amountCents) })),
      createdAt: p.createdAt.toISOString(),
      can: { apply: edit && unapplied > 0, reverse: edit && !p.reversedAt },
    };
  });
};

const selectPayments = (db: TDbOrTx) =>
  db
    .select({ p: payments, customerCompanyName: customerCompanies.name })
    .from(payments)
    .innerJoin(customerCompanies, eq(customerCompanies.id, payments.customerCompanyId));

export const readPayment = async (db: TDbOrTx, actor: TActor, id: string) => {
  const row = found((await selectPayments(db).where(and(eq(payments.id, id), eq(payments.companyId, actor.companyId))))[0], 'payment');
  return (await toPayments(db, actor, [row]))[0];
};

export const listPayments = async ({ ctx, actor, input }: TArgs<TPaymentListQueryParsed>): Promise<TPaymentPage> => {
  assertInvoicing(actor, 'view');
  const conditions: (SQL | undefined)[] = [
    eq(payments.companyId, actor.companyId),
    input.customerCompanyId ? eq(payments.customerCompanyId, input.customerCompanyId) : undefined,
    input.from ? gte(payments.date, input.from) : undefined,
    input.to ? lte(payments.date, input.to) : undefined,
    input.unapplied === 'true' ? sql`${payments.reversedAt} is null and ${payments.appliedCents} < ${payments.amountCents}` : undefined,
  ];
  const where = and(...conditions);
  const [rows, [{ total }]] = await Promise.all([
    selectPayments(ctx.db)
      .where(where)
      .orderBy(desc(payments.date), desc(payments.createdAt))
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize),
    ctx.db.select({ total: count() }).from(payments).where(where),
  ]);
  return { items: await toPayments(ctx.db, actor, rows), total };
};

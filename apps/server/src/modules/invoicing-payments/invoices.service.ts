// Invoices' steps (issue 30), each in one transaction with the invoice's row locked: approve (the next number of the
// year's series — gapless and never reused, safe under concurrent approvals — with issue and due dates), send (the PDF
// e-mailed by a job), void (with a reason; nothing paid), credit notes (full or per line, never changing the invoice's
// own lines or amounts), and deleting a draft. Every step is a row of invoice_history and a system log entry.
import { addDays, formatHours, formatMoney } from '@centinela/shared';
import type { TCreditNoteInput, TInvoiceListQueryParsed } from '@centinela/shared/contracts/invoices';
import { INVOICE_WORKFLOW, type TInvoiceAction } from '@centinela/shared/rules/invoice-workflow';
import { and, eq, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { customerCompanies, invoiceHistory, invoiceLines, invoices } from '../../db/schema';
import type { TActor } from '../../platform/access/actor';
import { found } from '../../platform/access/scope';
import { writeSystemLog } from '../../platform/audit/system-log';
import type { TServiceContext } from '../../platform/context';
import { Conflict } from '../../platform/errors';
import { nextNumber } from '../../platform/numbering/series';
import { runTransition } from '../../platform/workflow/transition';
import { companyToday } from '../companies/companies.queries';
import { loadSmtp } from '../notifications/email';
import { assertInvoicing } from './invoicing-payments.policy';
import { INVOICE_EMAIL_JOB } from './invoices.documents';
import { loadTaxProfiles, taxLines } from './invoices.pricing';
import { loadInvoicingSettings } from './invoicing-settings.service';
import { listInvoiceRows, readInvoice } from './invoices.store';

type TArgs<T> = { ctx: TServiceContext; actor: TActor; input: T };
type TRow = typeof invoices.$inferSelect;

export const listInvoices = ({ ctx, actor, input }: TArgs<TInvoiceListQueryParsed>) => {
  assertInvoicing(actor, 'view');
  return listInvoiceRows(ctx.db, actor, input);
};

export const getInvoice = ({ ctx, actor, input }: TArgs<{ id: string }>) => {
  assertInvoicing(actor, 'view');
  return readInvoice(ctx.db, actor, input.id);
};

/** The invoice's row, locked until the transaction ends (404 when not the actor's company's). */
export const lockInvoice = async (tx: TDbOrTx, actor: TActor, id: string): Promise<TRow> =>
  found(
    (
      await tx
        .select()
        .from(invoices)
        .where(and(eq(invoices.id, id), eq(invoices.companyId, actor.companyId)))
        .for('update')
    )[0],
    'invoice',
  );

const refuse = (row: TRow) => (refusal: { allowed: TInvoiceAction[] }) =>
  Conflict('INVOICE_STATUS_CONFLICT', { status: row.status, allowed: refusal.allowed });

const formatNumber = (prefix: string, year: string, sequence: number) => `${prefix}-${year}-${String(sequence).padStart(4, '0')}`;

export const history = (
  tx: TDbOrTx,
  actor: TActor,
  invoiceId: string,
  entry: { action: string; from?: TRow['status'] | null; to?: TRow['status'] | null; note?: string | null },
) =>
  tx.insert(invoiceHistory).values({
    invoiceId,
    action: entry.action,
    fromStatus: entry.from ?? null,
    toStatus: entry.to ?? null,
    note: entry.note ?? null,
    actorId: actor.userId,
  });

const customerName = async (tx: TDbOrTx, id: string) =>
  (await tx.select({ name: customerCompanies.name }).from(customerCompanies).where(eq(customerCompanies.id, id)))[0]?.name ?? '';

/** POST …/:id/approve: numbered, issued today, due after the terms. 409 with unpriced minutes or from another status. */
export const approveInvoice = async ({ ctx, actor, input }: TArgs<{ id: string }>) => {
  assertInvoicing(actor, 'edit');
  await ctx.db.transaction(async (tx) => {
    const row = await lockInvoice(tx, actor, input.id);
    await runTransition(
      INVOICE_WORKFLOW,
      { status: row.status, action: 'approve', refuse: refuse(row) },
      {
        write: async ({ to }) => {
          if (row.unpricedMinutes > 0)
            throw Conflict('INVOICE_UNPRICED', { minutes: row.unpricedMinutes, hours: formatHours(row.unpricedMinutes, row.language) });
          const today = await companyToday(tx, actor.companyId);
          const year = today.slice(0, 4);
          const sequence = await nextNumber(tx, actor.companyId, row.kind, year);
          // The series' prefix in the settings when numbered (the counter is the kind's: a number is never reused).
          const settings = await loadInvoicingSettings(tx, actor.companyId);
          const prefix = row.kind === 'credit_note' ? settings.creditNotePrefix : settings.invoicePrefix;
          const number = formatNumber(prefix, year, sequence);
          await tx
            .update(invoices)
            .set({
              status: to,
              prefix,
              year: Number(year),
              sequence,
              number,
              issueDate: today,
              dueDate: addDays(today, row.paymentTermsDays),
              approvedAt: new Date(),
            })
            .where(eq(invoices.id, row.id));
          await writeSystemLog(tx, actor, {
            action: 'UPDATE',
            entityType: 'invoicing-payments',
            entityId: row.id,
            message: {
              key: 'invoiceApproved',
              params: {
                number,
                customer: await customerName(tx, row.customerCompanyId),
                total: formatMoney(Number(row.totalCents), row.language, row.currency),
              },
            },
          });
        },
        record: ({ from, to }) => history(tx, actor, row.id, { action: 'approve', from, to }),
      },
    );
  });
  return readInvoice(ctx.db, actor, input.id);
};

/** POST …/:id/send: the PDF to the customer's billing e-mail (else its contact e-mail), queued as a job. */
export const sendInvoice = async ({ ctx, actor, input }: TArgs<{ id: string }>) => {
  assertInvoicing(actor, 'edit');
  await ctx.db.transaction(async (tx) => {
    const row = await lockInvoice(tx, actor, input.id);
    const [customer] = await tx
      .select({ email: customerCompanies.email, billing: customerCompanies.billing })
      .from(customerCompanies)
      .where(eq(customerCompanies.id, row.customerCompanyId));
    const to = customer?.billing?.billingEmail || customer?.email;
    await runTransition(
      INVOICE_WORKFLOW,
      { status: row.status, action: 'send', refuse: refuse(row) },
      {
        write: async (step) => {
          if (!to) throw Conflict('INVOICE_NO_RECIPIENT');
          if (!(await loadSmtp(ctx, tx, actor.companyId))) throw Conflict('SMTP_NOT_CONFIGURED');
          await tx.update(invoices).set({ status: step.to }).where(eq(invoices.id, row.id));
          await ctx.jobs.enqueue(
            tx,
            INVOICE_EMAIL_JOB,
            { companyId: actor.companyId, invoiceId: row.id, to },
            { singletonKey: `invoice-email:${row.id}:${Date.now()}` },
          );
        },
        record: ({ from, to: status }) => history(tx, actor, row.id, { action: 'send', from, to: status, note: to ?? null }),
      },
    );
  });
  return readInvoice(ctx.db, actor, input.id);
};

/** POST …/:id/void {reason}: an issued invoice with nothing paid. A void credit note gives its credit back. */
export const voidInvoice = async ({ ctx, actor, input }: TArgs<{ id: string; reason: string }>) => {
  assertInvoicing(actor, 'edit');
  await ctx.db.transaction(async (tx) => {
    const row = await lockInvoice(tx, actor, input.id);
    await runTransition(
      INVOICE_WORKFLOW,
      { status: row.status, action: 'void', refuse: refuse(row) },
      {
        write: async ({ to }) => {
          if (Number(row.paidCents) > 0) throw Conflict('INVOICE_HAS_PAYMENTS', { paidCents: Number(row.paidCents) });
          await tx.update(invoices).set({ status: to, voidReason: input.reason, voidedAt: new Date() }).where(eq(invoices.id, row.id));
          if (row.kind === 'credit_note' && row.creditOfId) {
            await lockInvoice(tx, actor, row.creditOfId);
            await tx
              .update(invoices)
              .set({ creditedCents: sql`${invoices.creditedCents} - ${Number(row.totalCents)}` })
              .where(eq(invoices.id, row.creditOfId));
            await history(tx, actor, row.creditOfId, { action: 'creditNoteVoided', note: `${row.number}: ${input.reason}` });
          }
          await writeSystemLog(tx, actor, {
            action: 'UPDATE',
            entityType: 'invoicing-payments',
            entityId: row.id,
            message: { key: 'invoiceVoided', params: { number: row.number ?? '', reason: input.reason } },
          });
        },
        record: ({ from, to }) => history(tx, actor, row.id, { action: 'void', from, to, note: input.reason }),
      },
    );
  });
  return readInvoice(ctx.db, actor, input.id);
};

/** DELETE …/:id: a draft only (an issued invoice is voided or credited). */
export const deleteInvoice = async ({ ctx, actor, input }: TArgs<{ id: string }>) => {
  assertInvoicing(actor, 'delete');
  await ctx.db.transaction(async (tx) => {
    const row = await lockInvoice(tx, actor, input.id);
    if (row.status !== 'draft' || row.kind !== 'invoice') throw Conflict('INVOICE_STATUS_CONFLICT', { status: row.status, allowed: [] });
    await tx.delete(invoices).where(eq(invoices.id, row.id));
    await writeSystemLog(tx, actor, {
      action: 'DELETE',
      entityType: 'invoicing-payments',
      entityId: row.id,
      message: {
        key: 'invoiceDeleted',
        params: { customer: await customerName(tx, row.customerCompanyId), from: row.periodStart, to: row.periodEnd },
      },
    });
  });
};

/**
 * POST …/:id/credit-notes: a credit note for the whole of what is left to credit (no `lines`), or for amounts of some
 * lines (each at most what is left of the line). Taxed as the lines were (their profiles, the invoice's tax date).
 * Issued at once with the next number of the credit-note series; the invoice's lines and amounts stay as issued.
 */
export const createCreditNote = async ({ ctx, actor, input }: TArgs<{ id: string; data: TCreditNoteInput }>) => {
  assertInvoicing(actor, 'edit');
  const id = await ctx.db.transaction(async (tx) => {
    const row = await lockInvoice(tx, actor, input.id);
    if (row.kind !== 'invoice' || !['approved', 'sent', 'partially_paid', 'paid'].includes(row.status))
      throw Conflict('INVOICE_STATUS_CONFLICT', { status: row.status, allowed: [] });
    const lines = await tx.select().from(invoiceLines).where(eq(invoiceLines.invoiceId, row.id));
    const creditedRows = await tx
      .select({ lineId: invoiceLines.creditsLineId, cents: sql<string>`sum(${invoiceLines.amountCents})` })
      .from(invoiceLines)
      .innerJoin(invoices, eq(invoices.id, invoiceLines.invoiceId))
      .where(and(eq(invoices.creditOfId, row.id), sql`${invoices.status} <> 'void'`))
      .groupBy(invoiceLines.creditsLineId);
    const creditedOf = new Map(creditedRows.map((c) => [c.lineId, Number(c.cents)]));
    const leftOf = (line: (typeof lines)[number]) => Number(line.amountCents) - (creditedOf.get(line.id) ?? 0);
    const money = (cents: number) => formatMoney(cents, row.language, row.currency);
    const wanted = input.data.lines
      ? input.data.lines.map((w) => {
          const line = lines.find((l) => l.id === w.lineId);
          found(line, 'invoiceLine');
          return { line: line as (typeof lines)[number], amountCents: w.amountCents };
        })
      : lines.filter((l) => leftOf(l) > 0).map((line) => ({ line, amountCents: leftOf(line) }));
    for (const w of wanted) {
      const left = leftOf(w.line);
      if (w.amountCents > left)
        throw Conflict('CREDIT_EXCEEDS_AVAILABLE', { availableCents: left, available: money(left), lineId: w.line.id });
    }
    if (wanted.length === 0) throw Conflict('CREDIT_EXCEEDS_AVAILABLE', { availableCents: 0, available: money(0) });
    const creditLines = wanted.map((w, sort) => ({
      sort,
      kind: w.line.kind,
      postId: w.line.postId,
      postName: w.line.postName,
      rank: w.line.rank,
      description: w.line.description,
      // The hours are credited with a whole line; an amount of a line is a money correction.
      minutes: w.amountCents === Number(w.line.amountCents) ? w.line.minutes : null,
      quantity: w.amountCents === Number(w.line.amountCents) ? w.line.quantity : 1,
      rateCents: w.amountCents === Number(w.line.amountCents) ? w.line.rateCents : w.amountCents,
      amountCents: w.amountCents,
      taxProfileId: w.line.taxProfileId,
      rateCardId: w.line.rateCardId,
      creditsLineId: w.line.id,
      taxCents: 0,
    }));
    const taxes = taxLines(creditLines, await loadTaxProfiles(tx, actor.companyId), row.periodEnd);
    const subtotal = creditLines.reduce((s, l) => s + l.amountCents, 0);
    const tax = creditLines.reduce((s, l) => s + l.taxCents, 0);
    const total = subtotal + tax;
    const available = Number(row.totalCents) - Number(row.creditedCents);
    if (total > available) throw Conflict('CREDIT_EXCEEDS_AVAILABLE', { availableCents: available, available: money(available) });
    const today = await companyToday(tx, actor.companyId);
    const year = today.slice(0, 4);
    const sequence = await nextNumber(tx, actor.companyId, 'credit_note', year);
    const { creditNotePrefix: prefix } = await loadInvoicingSettings(tx, actor.companyId);
    const number = formatNumber(prefix, year, sequence);
    const [note] = await tx
      .insert(invoices)
      .values({
        companyId: actor.companyId,
        customerCompanyId: row.customerCompanyId,
        kind: 'credit_note',
        creditOfId: row.id,
        status: 'approved',
        prefix,
        year: Number(year),
        sequence,
        number,
        periodStart: row.periodStart,
        periodEnd: row.periodEnd,
        issueDate: today,
        language: row.language,
        currency: row.currency,
        poNumber: row.poNumber,
        paymentTermsDays: 0,
        notes: input.data.reason,
        subtotalCents: subtotal,
        taxCents: tax,
        totalCents: total,
        taxes,
        approvedAt: new Date(),
        createdBy: actor.userId,
      })
      .returning({ id: invoices.id });
    await tx.insert(invoiceLines).values(creditLines.map((l) => ({ ...l, invoiceId: note.id, companyId: actor.companyId })));
    await tx
      .update(invoices)
      .set({ creditedCents: sql`${invoices.creditedCents} + ${total}` })
      .where(eq(invoices.id, row.id));
    await history(tx, actor, note.id, { action: 'issue', to: 'approved', note: input.data.reason });
    await history(tx, actor, row.id, { action: 'creditNote', note: `${number}: ${input.data.reason}` });
    await writeSystemLog(tx, actor, {
      action: 'CREATE',
      entityType: 'invoicing-payments',
      entityId: note.id,
      message: { key: 'creditNoteIssued', params: { number, invoice: row.number ?? '', total: money(total) } },
    });
    return note.id;
  });
  return readInvoice(ctx.db, actor, id);
};

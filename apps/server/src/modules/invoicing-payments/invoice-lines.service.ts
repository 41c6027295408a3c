// A draft's manual lines (issue 30: lines "fixed, manual"): a one-off charge the period's work does not show (extra
// equipment, a call-out), quantity × unit price, taxed by a profile. Only a draft takes or loses them (an issued
// invoice is corrected by a credit note); the draft's taxes and totals are computed again with every change, and a
// regenerated draft keeps them (invoices.inputs.ts `manualOf`). Each change is in the invoice's history and the log.
import { formatMoney } from '@centinela/shared';
import type { TManualLineInputParsed } from '@centinela/shared/contracts/invoices';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { invoiceLines, invoices, posts, taxProfiles } from '../../db/schema';
import type { TActor } from '../../platform/access/actor';
import { found } from '../../platform/access/scope';
import { writeSystemLog } from '../../platform/audit/system-log';
import type { TServiceContext } from '../../platform/context';
import { AppError, Conflict } from '../../platform/errors';
import { assertInvoicing } from './invoicing-payments.policy';
import { loadTaxProfiles, taxLines } from './invoices.pricing';
import { history, lockInvoice } from './invoices.service';
import { readInvoice } from './invoices.store';

type TArgs<T> = { ctx: TServiceContext; actor: TActor; input: T };
type TRow = typeof invoices.$inferSelect;

const assertDraft = (row: TRow) => {
  if (row.kind !== 'invoice' || row.status !== 'draft') throw Conflict('INVOICE_STATUS_CONFLICT', { status: row.status, allowed: [] });
};

/** The draft's lines taxed again on its period's last day, and its taxes and totals with them. */
const retotal = async (tx: TDbOrTx, actor: TActor, row: TRow) => {
  const lines = await tx.select().from(invoiceLines).where(eq(invoiceLines.invoiceId, row.id)).orderBy(asc(invoiceLines.sort));
  const taxes = taxLines(lines, await loadTaxProfiles(tx, actor.companyId), row.periodEnd);
  for (const line of lines) await tx.update(invoiceLines).set({ taxCents: line.taxCents }).where(eq(invoiceLines.id, line.id));
  const subtotal = lines.reduce((s, l) => s + Number(l.amountCents), 0);
  const tax = lines.reduce((s, l) => s + Number(l.taxCents), 0);
  await tx
    .update(invoices)
    .set({ subtotalCents: subtotal, taxCents: tax, totalCents: subtotal + tax, taxes })
    .where(eq(invoices.id, row.id));
  return subtotal + tax;
};

/** The post and tax profile a line names: the company's own, the post the invoice's customer's (404 otherwise). */
const checkReferences = async (tx: TDbOrTx, actor: TActor, row: TRow, input: TManualLineInputParsed) => {
  let postName: string | null = null;
  if (input.postId) {
    const [post] = await tx
      .select({ name: posts.name, customerCompanyId: posts.customerCompanyId })
      .from(posts)
      .where(and(eq(posts.id, input.postId), eq(posts.companyId, actor.companyId)));
    if (!post || post.customerCompanyId !== row.customerCompanyId) found(undefined, 'post');
    postName = post?.name ?? null;
  }
  if (input.taxProfileId) {
    const [tax] = await tx
      .select({ id: taxProfiles.id })
      .from(taxProfiles)
      .where(and(eq(taxProfiles.id, input.taxProfileId), eq(taxProfiles.companyId, actor.companyId)));
    found(tax, 'taxProfile');
  }
  return postName;
};

/** POST /api/invoicing/invoices/:id/lines */
export const addManualLine = async ({ ctx, actor, input }: TArgs<{ id: string; line: TManualLineInputParsed }>) => {
  assertInvoicing(actor, 'edit');
  await ctx.db.transaction(async (tx) => {
    const row = await lockInvoice(tx, actor, input.id);
    assertDraft(row);
    const postName = await checkReferences(tx, actor, row, input.line);
    const amount = input.line.quantity * input.line.rateCents;
    if (amount > 2_147_483_647)
      throw new AppError(400, 'VALIDATION', { fieldErrors: { rateCents: ['invoicingPayments:validation.amountRequired'] } });
    const [{ next }] = await tx
      .select({ next: sql<number>`coalesce(max(${invoiceLines.sort}), -1) + 1` })
      .from(invoiceLines)
      .where(eq(invoiceLines.invoiceId, row.id));
    await tx.insert(invoiceLines).values({
      invoiceId: row.id,
      companyId: actor.companyId,
      sort: Number(next),
      kind: 'manual',
      postId: input.line.postId,
      postName,
      description: input.line.description,
      quantity: input.line.quantity,
      rateCents: input.line.rateCents,
      amountCents: amount,
      taxProfileId: input.line.taxProfileId,
    });
    await retotal(tx, actor, row);
    await history(tx, actor, row.id, { action: 'lineAdded', note: input.line.description });
    await writeSystemLog(tx, actor, {
      action: 'UPDATE',
      entityType: 'invoicing-payments',
      entityId: row.id,
      message: {
        key: 'invoiceLineAdded',
        params: { description: input.line.description, amount: formatMoney(amount, row.language, row.currency) },
      },
    });
  });
  return readInvoice(ctx.db, actor, input.id);
};

/** DELETE /api/invoicing/invoices/:id/lines/:lineId: a manual line only (the others are the period's work). */
export const removeManualLine = async ({ ctx, actor, input }: TArgs<{ id: string; lineId: string }>) => {
  assertInvoicing(actor, 'edit');
  await ctx.db.transaction(async (tx) => {
    const row = await lockInvoice(tx, actor, input.id);
    assertDraft(row);
    const [line] = await tx
      .select()
      .from(invoiceLines)
      .where(and(eq(invoiceLines.id, input.lineId), eq(invoiceLines.invoiceId, row.id), eq(invoiceLines.kind, 'manual')));
    found(line, 'record');
    await tx.delete(invoiceLines).where(eq(invoiceLines.id, line.id));
    await retotal(tx, actor, row);
    await history(tx, actor, row.id, { action: 'lineRemoved', note: line.description });
    await writeSystemLog(tx, actor, {
      action: 'UPDATE',
      entityType: 'invoicing-payments',
      entityId: row.id,
      message: { key: 'invoiceLineRemoved', params: { description: line.description } },
    });
  });
  return readInvoice(ctx.db, actor, input.id);
};

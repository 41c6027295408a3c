// Generating draft invoices for a period (issue 30): a customer's posts' worked time (invoices.work.ts) priced by the
// rate card in force on each shift's day (rules/invoice-lines.ts), its special services completed in the period at
// their agreed rate, taxed per the cards' tax profiles (rules/invoice-tax.ts) on the period's last day. A draft of the
// same customer and period is replaced; what another invoice (not void) already bills is left out, so nothing is
// billed twice. One customer or every customer: the inputs are read in a fixed number of queries (invoices.inputs.ts)
// and the drafts written in bulk, 50 customers a transaction.
import type { TGenerateInvoice } from '@centinela/shared/contracts/invoices';
import { formatMoney, type TLanguage } from '@centinela/shared';
import { inForceOn } from '@centinela/shared/rules/effective-dates';
import { buildTimeLines } from '@centinela/shared/rules/invoice-lines';
import { and, eq, inArray } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { customerCompanies, invoiceHistory, invoiceLines, invoices } from '../../db/schema';
import type { TActor } from '../../platform/access/actor';
import { writeSystemLog } from '../../platform/audit/system-log';
import type { TServiceContext } from '../../platform/context';
import { AppError, Conflict, NotFound } from '../../platform/errors';
import { assertInvoicing } from './invoicing-payments.policy';
import { loadDraftInputs, type TDraftInputs } from './invoices.inputs';
import { pricingOf, taxLines } from './invoices.pricing';

type TLineInsert = typeof invoiceLines.$inferInsert;
/** Who makes a draft: a user, or a job of the company (no user). */
type TWriter = { companyId: string; userId: string | null };
type TPeriod = { periodStart: string; periodEnd: string };
export type TDraft = { customer: { id: string; name: string }; values: typeof invoices.$inferInsert; lines: TLineInsert[] };

const DRAFTS_PER_TRANSACTION = 50;

/** A customer's draft, computed from the inputs (no I/O). 409 INVOICE_NOTHING_TO_BILL when it would have no line. */
export const composeDraft = (actor: TActor, inputs: TDraftInputs, customerId: string, { periodStart, periodEnd }: TPeriod): TDraft => {
  const customer = inputs.customers.get(customerId);
  if (!customer) throw NotFound('customerCompany');
  const cards = inputs.cardsOf.get(customerId) ?? [];
  const { work } = inputs;
  const pricingFor = pricingOf(cards, work.posts);
  const timeLines = buildTimeLines(work.shiftsOf.get(customerId) ?? [], {
    period: { from: periodStart, to: periodEnd },
    timeZone: inputs.timeZone,
    holidaysOf: work.holidaysOf,
    pricingFor,
    alreadyBilled: inputs.billedOf(customerId),
  });
  // The customer's own card (no post, no rank) in force at the period's end gives terms and PO; else any card, else the customer's.
  const general =
    inForceOn(
      cards.filter((c) => !c.postId && !c.rank),
      periodEnd,
    ) ?? inForceOn(cards, periodEnd);
  const serviceTax = general?.taxProfileId ?? null;
  const lines = [
    ...timeLines.map((l) => ({
      kind: l.kind,
      postId: l.postId,
      postName: work.posts.get(l.postId)?.name ?? null,
      rank: l.rank,
      description: work.posts.get(l.postId)?.name ?? '',
      minutes: l.minutes,
      quantity: 1,
      rateCents: l.rateCents,
      amountCents: l.amountCents,
      taxProfileId: l.taxProfileId,
      rateCardId: l.rateCardId,
      rounding: l.rounding,
      unverifiedMinutes: l.unverifiedMinutes,
      shifts: l.shifts,
    })),
    ...(inputs.services.get(customerId) ?? []).map((s) => ({
      ...s,
      taxProfileId: s.postId ? (pricingFor(s.postId, null, periodEnd)?.taxProfileId ?? serviceTax) : serviceTax,
    })),
    ...(inputs.fixed.get(customerId) ?? []),
    ...(inputs.manual.get(customerId) ?? []),
  ];
  return draftOf(
    actor,
    customer,
    lines,
    { periodStart, periodEnd },
    {
      language: customer.billing?.invoiceLanguage ?? inputs.language,
      currency: inputs.currency,
      prefix: inputs.settings.invoicePrefix,
      profiles: inputs.profiles,
      poNumber: general?.poNumber ?? null,
      paymentTermsDays: general?.paymentTermsDays ?? customer.billing?.paymentTermsDays ?? 30,
      unverifiedMinutes: timeLines.reduce((s, l) => s + l.unverifiedMinutes, 0),
      unpricedMinutes: timeLines.reduce((s, l) => s + l.unpricedMinutes, 0),
    },
  );
};

type TDraftTerms = {
  language: TLanguage;
  currency: string;
  prefix: string;
  profiles: TDraftInputs['profiles'];
  poNumber: string | null;
  paymentTermsDays: number;
  unverifiedMinutes: number;
  unpricedMinutes: number;
};

/** A draft of some lines (in order), taxed per line's profile on the period's last day. 409 INVOICE_NOTHING_TO_BILL without lines. */
export const draftOf = (
  actor: TWriter,
  customer: TDraft['customer'],
  unsorted: Omit<TLineInsert, 'sort' | 'invoiceId' | 'companyId'>[],
  { periodStart, periodEnd }: TPeriod,
  terms: TDraftTerms,
): TDraft => {
  const lines: TLineInsert[] = unsorted.map((l, sort) => ({ ...l, sort, invoiceId: '', companyId: actor.companyId }));
  if (lines.length === 0) throw Conflict('INVOICE_NOTHING_TO_BILL');
  const taxes = taxLines(lines, terms.profiles, periodEnd);
  const subtotal = lines.reduce((s, l) => s + Number(l.amountCents), 0);
  const tax = lines.reduce((s, l) => s + Number(l.taxCents ?? 0), 0);
  const values: typeof invoices.$inferInsert = {
    companyId: actor.companyId,
    customerCompanyId: customer.id,
    kind: 'invoice',
    status: 'draft',
    prefix: terms.prefix,
    periodStart,
    periodEnd,
    language: terms.language,
    currency: terms.currency,
    poNumber: terms.poNumber,
    paymentTermsDays: terms.paymentTermsDays,
    subtotalCents: subtotal,
    taxCents: tax,
    totalCents: subtotal + tax,
    unverifiedMinutes: terms.unverifiedMinutes,
    unpricedMinutes: terms.unpricedMinutes,
    taxes,
    createdBy: actor.userId,
  };
  return { customer, values, lines };
};

/** Drafts written in one transaction: the same customers' drafts of the period replaced, then invoices, lines, shifts,
 * history and a log entry each, in a statement per table. Answers the new ids in the drafts' order. */
export const writeDrafts = async (tx: TDbOrTx, actor: TWriter, drafts: TDraft[], { periodStart, periodEnd }: TPeriod) => {
  if (drafts.length === 0) return [];
  await tx.delete(invoices).where(
    and(
      eq(invoices.companyId, actor.companyId),
      inArray(
        invoices.customerCompanyId,
        drafts.map((d) => d.customer.id),
      ),
      eq(invoices.status, 'draft'),
      eq(invoices.periodStart, periodStart),
      eq(invoices.periodEnd, periodEnd),
    ),
  );
  const rows = await tx
    .insert(invoices)
    .values(drafts.map((d) => d.values))
    .returning({ id: invoices.id, customerCompanyId: invoices.customerCompanyId });
  const idOf = new Map(rows.map((r) => [r.customerCompanyId, r.id]));
  const lineRows = drafts.flatMap((d) => d.lines.map((l) => ({ ...l, invoiceId: idOf.get(d.customer.id) as string })));
  // A few hundred lines carry a month's shifts: in statements of about 20,000 shifts.
  let batch: typeof lineRows = [];
  let shifts = 0;
  for (const line of lineRows) {
    batch.push(line);
    shifts += line.shifts?.length ?? 0;
    if (shifts >= 20_000 || batch.length >= 500) {
      await tx.insert(invoiceLines).values(batch);
      batch = [];
      shifts = 0;
    }
  }
  if (batch.length > 0) await tx.insert(invoiceLines).values(batch);
  await tx
    .insert(invoiceHistory)
    .values(rows.map((r) => ({ invoiceId: r.id, action: 'generate', toStatus: 'draft' as const, actorId: actor.userId })));
  for (const d of drafts)
    await writeSystemLog(tx, null, {
      companyId: actor.companyId,
      userId: actor.userId,
      action: 'CREATE',
      entityType: 'invoicing-payments',
      entityId: idOf.get(d.customer.id) as string,
      message: {
        key: 'invoiceGenerated',
        params: {
          customer: d.customer.name,
          from: periodStart,
          to: periodEnd,
          total: formatMoney(Number(d.values.totalCents), d.values.language, d.values.currency),
        },
      },
    });
  return drafts.map((d) => idOf.get(d.customer.id) as string);
};

/** POST /api/invoicing/invoices/generate: the draft's id (the route answers the invoice). */
export const generateInvoice = async ({ ctx, actor, input }: { ctx: TServiceContext; actor: TActor; input: TGenerateInvoice }) => {
  assertInvoicing(actor, 'add');
  const period = { periodStart: input.periodStart, periodEnd: input.periodEnd };
  const inputs = await loadDraftInputs(ctx, actor, [input.customerCompanyId], period);
  const draft = composeDraft(actor, inputs, input.customerCompanyId, period);
  const [id] = await ctx.db.transaction((tx) => writeDrafts(tx, actor, [draft], period));
  return id;
};

/**
 * POST /api/invoicing/invoices/generate-all: the drafts of every active customer (or the ones named) for a period, each
 * guard's work classified once for all of them (a customer's draft reads the same as one generated alone). A customer
 * with nothing to bill is skipped.
 */
export const generateAllInvoices = async ({
  ctx,
  actor,
  input,
}: {
  ctx: TServiceContext;
  actor: TActor;
  input: TPeriod & { customerCompanyIds?: string[] };
}) => {
  assertInvoicing(actor, 'add');
  const period = { periodStart: input.periodStart, periodEnd: input.periodEnd };
  const customers = await ctx.db
    .select({ id: customerCompanies.id })
    .from(customerCompanies)
    .where(
      and(
        eq(customerCompanies.companyId, actor.companyId),
        input.customerCompanyIds?.length ? inArray(customerCompanies.id, input.customerCompanyIds) : eq(customerCompanies.isActive, true),
      ),
    );
  const inputs = await loadDraftInputs(
    ctx,
    actor,
    customers.map((c) => c.id),
    period,
  );
  const drafts: TDraft[] = [];
  let skipped = 0;
  for (const { id } of customers) {
    try {
      drafts.push(composeDraft(actor, inputs, id, period));
    } catch (error) {
      if (!(error instanceof AppError && error.code === 'INVOICE_NOTHING_TO_BILL')) throw error;
      skipped += 1;
    }
  }
  const invoiceIds: string[] = [];
  for (let i = 0; i < drafts.length; i += DRAFTS_PER_TRANSACTION) {
    const chunk = drafts.slice(i, i + DRAFTS_PER_TRANSACTION);
    invoiceIds.push(...(await ctx.db.transaction((tx) => writeDrafts(tx, actor, chunk, period))));
  }
  return { generated: invoiceIds.length, skipped, invoiceIds };
};

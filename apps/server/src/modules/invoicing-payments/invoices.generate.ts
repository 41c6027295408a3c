// Generating a customer's draft invoice for a period (issue 30): its posts' worked time (invoices.work.ts) priced by the
// rate card in force on each shift's day (rules/invoice-lines.ts), its special services completed in the period at
// their agreed rate, taxed per the cards' tax profiles (rules/invoice-tax.ts) on the period's last day. A draft of the
// same customer and period is replaced; what another invoice (not void) already bills is left out, so nothing is
// billed twice. The draft, its lines and each line's shifts are written in one transaction.
import type { TGenerateInvoice } from '@centinela/shared/contracts/invoices';
import type { TTaxKind, TTaxRateVersion } from '@centinela/shared/contracts/invoicing-payments';
import { amountOfMinutes, plainTerms } from '@centinela/shared/rules/billing';
import { inForceOn } from '@centinela/shared/rules/effective-dates';
import { buildTimeLines, type TPricing } from '@centinela/shared/rules/invoice-lines';
import { computeTax, TaxRateNotInForceError, type TTaxComponentRounding, type TTaxRounding } from '@centinela/shared/rules/invoice-tax';
import { addDays, formatMoney, type TGuardRank, type TLanguage } from '@centinela/shared';
import { instantOf } from '@centinela/shared/rules/zoned-time';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import {
  companies,
  customerCompanies,
  invoiceHistory,
  invoiceLines,
  invoices,
  rateCards,
  taxProfiles,
  type TInvoiceTaxRow,
} from '../../db/schema';
import type { TActor } from '../../platform/access/actor';
import { writeSystemLog } from '../../platform/audit/system-log';
import type { TServiceContext } from '../../platform/context';
import { AppError, Conflict, NotFound } from '../../platform/errors';
import { serviceMinutesOf } from '../opportunities/opportunities.service';
import { rowsOf } from '../rosters/rosters.sql';
import { assertInvoicing } from './invoicing-payments.policy';
import { billingTermsOf } from './rate-cards.service';
import { insertLineShifts } from './invoices.store';
import { loadBillableWork, type TBillableWork, type TCustomerPost } from './invoices.work';

type TCardRow = typeof rateCards.$inferSelect;
type TLineInsert = typeof invoiceLines.$inferInsert & { shifts?: ReturnType<typeof buildTimeLines>[number]['shifts'] };

const INVOICE_PREFIX = { invoice: 'F', credit_note: 'NC' } as const;
export const invoicePrefix = (kind: keyof typeof INVOICE_PREFIX) => INVOICE_PREFIX[kind];

/** The card in force for a post and rank on a day: the post's for the rank, the post's, the customer's for the rank, the customer's. */
export const pricingOf = (cards: TCardRow[], posts: Map<string, TCustomerPost>) => {
  const byKey = new Map<string, TCardRow[]>();
  for (const card of cards) {
    const key = `${card.postId ?? ''}|${card.rank ?? ''}`;
    byKey.set(key, [...(byKey.get(key) ?? []), card]);
  }
  return (postId: string, rank: TGuardRank | null, date: string): TPricing | null => {
    const keys = rank ? [`${postId}|${rank}`, `${postId}|`, `|${rank}`, '|'] : [`${postId}|`, '|'];
    for (const key of keys) {
      const card = inForceOn(byKey.get(key) ?? [], date);
      if (card)
        return {
          terms: billingTermsOf(card),
          rateCardId: card.id,
          rank: (card.rank as TGuardRank | null) ?? null,
          taxProfileId: card.taxProfileId,
        };
    }
    const bill = posts.get(postId)?.billRateCents;
    return bill ? { terms: plainTerms(bill), rateCardId: null, rank: null, taxProfileId: null } : null;
  };
};

/** Intervals of shifts already on an invoice that is not void (other than the draft being replaced), by ref. */
const billedIntervals = async (
  db: TDbOrTx,
  {
    companyId,
    customerId,
    period,
    fromMs,
    toMs,
  }: { companyId: string; customerId: string; period: [string, string]; fromMs: number; toMs: number },
) => {
  // The customer's invoices first (a handful, by their index), then their shifts by invoice (= any(array): the planner
  // would otherwise hash-join a scan of every shift the company ever billed).
  const rows = await rowsOf<{ ref: string; start_ms: string; end_ms: string }>(
    db,
    sql`select s.ref, (extract(epoch from s.start_at) * 1000)::bigint as start_ms, (extract(epoch from s.end_at) * 1000)::bigint as end_ms
        from invoice_line_shifts s
        where s.invoice_id = any(array(
            select i.id from invoices i
            where i.company_id = ${companyId} and i.customer_company_id = ${customerId} and i.kind = 'invoice' and i.status <> 'void'
              and not (i.status = 'draft' and i.period_start = ${period[0]}::date and i.period_end = ${period[1]}::date)
              and i.period_start <= ${period[1]}::date + 1 and i.period_end >= ${period[0]}::date - 1))
          and s.start_at < ${new Date(toMs).toISOString()}::timestamptz and s.end_at > ${new Date(fromMs).toISOString()}::timestamptz`,
  );
  const byRef = new Map<string, [number, number][]>();
  for (const r of rows) byRef.set(r.ref, [...(byRef.get(r.ref) ?? []), [Number(r.start_ms), Number(r.end_ms)]]);
  return (ref: string, startMs: number, endMs: number) => (byRef.get(ref) ?? []).some(([s, e]) => s < endMs && e > startMs);
};

/** The customer's special services completed in the period and not yet on an invoice, at their agreed hourly rate. */
const specialServiceLines = async (db: TDbOrTx, companyId: string, customerId: string, from: string, to: string, timeZone: string) => {
  const rows = await rowsOf<{
    id: string;
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
    sql`select o.id, o.number, o.title, o.post_id, p.name as post_name, o.start_date::text as start_date, o.end_date::text as end_date,
          o.start_time, o.end_time, o.guards_required, o.hourly_rate_cents
        from opportunities o left join posts p on p.id = o.post_id
        where o.company_id = ${companyId} and o.customer_company_id = ${customerId} and o.status = 'completed'
          and o.completed_at >= ${new Date(instantOf(from, 0, timeZone)).toISOString()}::timestamptz
          and o.completed_at < ${new Date(instantOf(addDays(to, 1), 0, timeZone)).toISOString()}::timestamptz
          and not exists (select 1 from invoice_lines l join invoices i on i.id = l.invoice_id
                          where l.company_id = ${companyId} and l.source_ref = o.id::text and i.status <> 'void' and i.kind = 'invoice'
                            and not (i.status = 'draft' and i.customer_company_id = ${customerId}
                                     and i.period_start = ${from}::date and i.period_end = ${to}::date))
        order by o.number`,
  );
  return rows.map((o) => {
    const minutes = serviceMinutesOf(
      { startDate: o.start_date, endDate: o.end_date, startTime: o.start_time, endTime: o.end_time },
      timeZone,
    );
    const quantity = Number(o.guards_required);
    const rate = Number(o.hourly_rate_cents);
    return {
      kind: 'special_service' as const,
      postId: o.post_id,
      postName: o.post_name,
      description: `#${o.number} ${o.title}`,
      minutes,
      quantity,
      rateCents: rate,
      amountCents: amountOfMinutes(minutes * quantity, rate),
      sourceRef: o.id,
    };
  });
};

type TProfile = { id: string; name: string; kind: TTaxKind; rates: TTaxRateVersion[]; rounding: string; componentRounding: string };

/** Each profile's tax on its lines (on the tax date); lines' shares written back. Throws 409 TAX_RATE_NOT_IN_FORCE. */
export const taxLines = (
  lines: { amountCents: number; taxProfileId?: string | null; taxCents?: number }[],
  profiles: Map<string, TProfile>,
  date: string,
) => {
  const taxes: TInvoiceTaxRow[] = [];
  const groups = new Map<string, number[]>();
  lines.forEach((line, i) => {
    if (line.taxProfileId && profiles.has(line.taxProfileId)) groups.set(line.taxProfileId, [...(groups.get(line.taxProfileId) ?? []), i]);
    line.taxCents = 0;
  });
  for (const [profileId, indexes] of groups) {
    const profile = profiles.get(profileId) as TProfile;
    try {
      const result = computeTax(
        indexes.map((i) => ({ amountCents: lines[i].amountCents })),
        profile,
        date,
        { rounding: profile.rounding as TTaxRounding, componentRounding: profile.componentRounding as TTaxComponentRounding },
      );
      indexes.forEach((lineIndex, k) => {
        lines[lineIndex].taxCents = result.lines[k].taxCents;
      });
      for (const c of result.components) taxes.push({ profileName: profile.name, ...c });
    } catch (error) {
      if (error instanceof TaxRateNotInForceError) throw Conflict('TAX_RATE_NOT_IN_FORCE', { date, profile: profile.name });
      throw error;
    }
  }
  return taxes;
};

export const loadTaxProfiles = async (db: TDbOrTx, companyId: string) =>
  new Map(
    (await db.select().from(taxProfiles).where(eq(taxProfiles.companyId, companyId))).map((p) => [
      p.id,
      { id: p.id, name: p.name, kind: p.kind as TTaxKind, rates: p.rates, rounding: p.rounding, componentRounding: p.componentRounding },
    ]),
  );

/** A customer's draft for a period, computed: the invoice's values and its lines (with their shifts). */
const draftOf = async (
  ctx: TServiceContext,
  actor: TActor,
  { customerCompanyId, periodStart, periodEnd }: TGenerateInvoice,
  loaded?: { work: TBillableWork; profiles: Awaited<ReturnType<typeof loadTaxProfiles>> },
) => {
  const [customer] = await ctx.db
    .select({ id: customerCompanies.id, name: customerCompanies.name, billing: customerCompanies.billing })
    .from(customerCompanies)
    .where(and(eq(customerCompanies.id, customerCompanyId), eq(customerCompanies.companyId, actor.companyId)));
  if (!customer) throw NotFound('customerCompany');
  const [company] = await ctx.db
    .select({ language: companies.defaultLanguage, currency: companies.currency, timeZone: companies.timeZone })
    .from(companies)
    .where(eq(companies.id, actor.companyId));
  const timeZone = company?.timeZone ?? 'America/Puerto_Rico';
  const periodStartMs = instantOf(periodStart, 0, timeZone);
  const periodEndMs = instantOf(addDays(periodEnd, 1), 0, timeZone);
  const [work, cards, profiles, alreadyBilled, services] = await Promise.all([
    loaded?.work ??
      loadBillableWork(ctx, actor, {
        customerIds: [customer.id],
        periodStart,
        periodEnd,
        passThrough: await passesThrough(ctx.db, actor.companyId, [customer.id]),
      }),
    ctx.db
      .select()
      .from(rateCards)
      .where(and(eq(rateCards.companyId, actor.companyId), eq(rateCards.customerCompanyId, customer.id))),
    loaded?.profiles ?? loadTaxProfiles(ctx.db, actor.companyId),
    billedIntervals(ctx.db, {
      companyId: actor.companyId,
      customerId: customer.id,
      period: [periodStart, periodEnd],
      fromMs: periodStartMs,
      toMs: periodEndMs,
    }),
    specialServiceLines(ctx.db, actor.companyId, customer.id, periodStart, periodEnd, timeZone),
  ]);
  const pricingFor = pricingOf(cards, work.posts);
  const timeLines = buildTimeLines(work.shiftsOf.get(customer.id) ?? [], {
    period: { from: periodStart, to: periodEnd },
    timeZone,
    holidaysOf: work.holidaysOf,
    pricingFor,
    alreadyBilled,
  });
  // The customer's own card (no post, no rank) in force at the period's end gives terms and PO; else any card, else the customer's.
  const general =
    inForceOn(
      cards.filter((c) => !c.postId && !c.rank),
      periodEnd,
    ) ?? inForceOn(cards, periodEnd);
  const serviceTax = general?.taxProfileId ?? null;
  const lines: TLineInsert[] = [
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
    ...services.map((s) => ({
      ...s,
      taxProfileId: s.postId ? (pricingFor(s.postId, null, periodEnd)?.taxProfileId ?? serviceTax) : serviceTax,
    })),
  ].map((l, sort) => ({ ...l, sort, invoiceId: '', companyId: actor.companyId }));
  if (lines.length === 0) throw Conflict('INVOICE_NOTHING_TO_BILL');
  const taxes = taxLines(lines, profiles, periodEnd);
  const subtotal = lines.reduce((s, l) => s + Number(l.amountCents), 0);
  const tax = lines.reduce((s, l) => s + Number(l.taxCents ?? 0), 0);
  const unpriced = timeLines.reduce((s, l) => s + l.unpricedMinutes, 0);
  const language: TLanguage = customer.billing?.invoiceLanguage ?? (company?.language === 'en' ? 'en' : 'es');
  const values: typeof invoices.$inferInsert = {
    companyId: actor.companyId,
    customerCompanyId: customer.id,
    kind: 'invoice',
    status: 'draft',
    prefix: invoicePrefix('invoice'),
    periodStart,
    periodEnd,
    language,
    currency: company?.currency ?? 'USD',
    poNumber: general?.poNumber ?? null,
    paymentTermsDays: general?.paymentTermsDays ?? customer.billing?.paymentTermsDays ?? 30,
    subtotalCents: subtotal,
    taxCents: tax,
    totalCents: subtotal + tax,
    unverifiedMinutes: timeLines.reduce((s, l) => s + l.unverifiedMinutes, 0),
    unpricedMinutes: unpriced,
    taxes,
    createdBy: actor.userId,
  };
  return { customer, values, lines };
};

/** The draft written: a draft of the same customer and period replaced, the lines, their shifts, history and log. */
const writeDraft = async (tx: TDbOrTx, actor: TActor, { customer, values, lines }: Awaited<ReturnType<typeof draftOf>>) => {
  const { periodStart, periodEnd } = values;
  await tx
    .delete(invoices)
    .where(
      and(
        eq(invoices.companyId, actor.companyId),
        eq(invoices.customerCompanyId, customer.id),
        eq(invoices.status, 'draft'),
        eq(invoices.periodStart, periodStart),
        eq(invoices.periodEnd, periodEnd),
      ),
    );
  const [row] = await tx.insert(invoices).values(values).returning({ id: invoices.id });
  const inserted = await tx
    .insert(invoiceLines)
    .values(lines.map(({ shifts: _, ...l }) => ({ ...l, invoiceId: row.id })))
    .returning({ id: invoiceLines.id, sort: invoiceLines.sort });
  const idOfSort = new Map(inserted.map((l) => [l.sort, l.id]));
  await insertLineShifts(
    tx,
    lines.flatMap((l) =>
      (l.shifts ?? []).map((s) => ({ ...s, lineId: idOfSort.get(l.sort) as string, invoiceId: row.id, companyId: actor.companyId })),
    ),
  );
  await tx.insert(invoiceHistory).values({ invoiceId: row.id, action: 'generate', toStatus: 'draft', actorId: actor.userId });
  await writeSystemLog(tx, actor, {
    action: 'CREATE',
    entityType: 'invoicing-payments',
    entityId: row.id,
    message: {
      key: 'invoiceGenerated',
      params: {
        customer: customer.name,
        from: periodStart,
        to: periodEnd,
        total: formatMoney(Number(values.totalCents), values.language, values.currency),
      },
    },
  });
  return row.id;
};

/** Whether any card of these customers bills overtime at what payroll paid (then the classification reads pay). */
const passesThrough = async (db: TDbOrTx, companyId: string, customerIds: string[]) =>
  (
    await rowsOf<{ one: number }>(
      db,
      sql`select 1 as one from rate_cards where company_id = ${companyId} and overtime_billing = 'pass_through'
            and customer_company_id = any(${`{${customerIds.join(',')}}`}::uuid[]) limit 1`,
    )
  ).length > 0;

/** POST /api/invoicing/invoices/generate: the draft's id (the route answers the invoice). */
export const generateInvoice = async ({ ctx, actor, input }: { ctx: TServiceContext; actor: TActor; input: TGenerateInvoice }) => {
  assertInvoicing(actor, 'add');
  const draft = await draftOf(ctx, actor, input);
  return ctx.db.transaction((tx) => writeDraft(tx, actor, draft));
};

/**
 * POST /api/invoicing/invoices/generate-all: the drafts of every active customer (or the ones named) for a period, each
 * guard's work classified once for all of them (a customer's draft reads the same as one generated alone). A customer
 * with nothing to bill is skipped; each draft is written in its own transaction.
 */
export const generateAllInvoices = async ({
  ctx,
  actor,
  input,
}: {
  ctx: TServiceContext;
  actor: TActor;
  input: { periodStart: string; periodEnd: string; customerCompanyIds?: string[] };
}) => {
  assertInvoicing(actor, 'add');
  const customers = await ctx.db
    .select({ id: customerCompanies.id })
    .from(customerCompanies)
    .where(
      and(
        eq(customerCompanies.companyId, actor.companyId),
        input.customerCompanyIds?.length ? inArray(customerCompanies.id, input.customerCompanyIds) : eq(customerCompanies.isActive, true),
      ),
    );
  const customerIds = customers.map((c) => c.id);
  const [work, profiles] = await Promise.all([
    loadBillableWork(ctx, actor, {
      customerIds,
      periodStart: input.periodStart,
      periodEnd: input.periodEnd,
      passThrough: await passesThrough(ctx.db, actor.companyId, customerIds),
    }),
    loadTaxProfiles(ctx.db, actor.companyId),
  ]);
  const invoiceIds: string[] = [];
  let skipped = 0;
  for (const customerCompanyId of customerIds) {
    const draft = await draftOf(
      ctx,
      actor,
      { customerCompanyId, periodStart: input.periodStart, periodEnd: input.periodEnd },
      { work, profiles },
    ).catch((error) => {
      if (error instanceof AppError && error.code === 'INVOICE_NOTHING_TO_BILL') return null;
      throw error;
    });
    if (!draft) {
      skipped += 1;
      continue;
    }
    invoiceIds.push(await ctx.db.transaction((tx) => writeDraft(tx, actor, draft)));
  }
  return { generated: invoiceIds.length, skipped, invoiceIds };
};

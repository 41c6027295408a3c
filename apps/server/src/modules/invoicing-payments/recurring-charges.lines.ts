// The lines recurring charges bill (issue 30): each occurrence once, as a 'fixed' line (source_ref
// `recurring:<charge>:<date>`; the description names the date as the invoice's language writes it). 'cycle' charges: the occurrences in an invoice's period join the customer's draft of
// that period (invoices.inputs.ts); 'alone' charges: recurring-charges.billing.ts. An occurrence already on an invoice
// that is not void (other than the draft being replaced) is never billed again.
import { formatDay, type TLanguage } from '@centinela/shared';
import { sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { occurrencesBetween } from '../../platform/recurrence/recurrence';
import { rowsOf } from '../rosters/rosters.sql';
import { occurrenceRef, ruleOfCharge, type TChargeRow } from './recurring-charges.service';

export type TPeriod = { periodStart: string; periodEnd: string };
export type TFixedLine = {
  kind: 'fixed';
  postId: string | null;
  postName: string | null;
  description: string;
  minutes: null;
  quantity: number;
  rateCents: number;
  amountCents: number;
  taxProfileId: string | null;
  sourceRef: string;
};

/** Of some refs, the ones on an invoice that is not void — a draft of the period being replaced does not count. */
export const billedRefs = async (db: TDbOrTx, companyId: string, refs: string[], { periodStart, periodEnd }: TPeriod) => {
  if (refs.length === 0) return new Set<string>();
  const rows = await rowsOf<{ source_ref: string }>(
    db,
    sql`select l.source_ref from invoice_lines l join invoices i on i.id = l.invoice_id
        where l.company_id = ${companyId} and l.source_ref = any(${`{${refs.map((r) => `"${r}"`).join(',')}}`}::text[])
          and i.status <> 'void' and i.kind = 'invoice'
          and not (i.status = 'draft' and i.period_start = ${periodStart}::date and i.period_end = ${periodEnd}::date)`,
  );
  return new Set(rows.map((r) => r.source_ref));
};

/** A charge's occurrences within a period that are not billed yet, as lines (in date order). */
export const linesOf = (
  charges: (TChargeRow & { postName: string | null })[],
  timeZone: string,
  period: TPeriod,
  billed: Set<string>,
  language: TLanguage,
) =>
  charges.flatMap((c) =>
    occurrencesBetween(ruleOfCharge(c), timeZone, period.periodStart, period.periodEnd)
      .map((o) => o.date)
      .filter((date) => !billed.has(occurrenceRef(c.id, date)))
      .map(
        (date): TFixedLine => ({
          kind: 'fixed',
          postId: c.postId,
          postName: c.postName,
          description: `${c.description} (${formatDay(date, language)})`,
          minutes: null,
          quantity: 1,
          rateCents: c.amountCents,
          amountCents: c.amountCents,
          taxProfileId: c.taxProfileId,
          sourceRef: occurrenceRef(c.id, date),
        }),
      ),
  );

export const chargesOf = async (
  db: TDbOrTx,
  companyId: string,
  customerIds: string[],
  billing: 'cycle' | 'alone',
  upTo: string,
  from?: string,
) =>
  (
    await rowsOf<TChargeRow & { postName: string | null }>(
      db,
      sql`select c.id, c.customer_company_id as "customerCompanyId", c.post_id as "postId", p.name as "postName",
            c.description, c.amount_cents as "amountCents", c.tax_profile_id as "taxProfileId", c.frequency, c.interval,
            c.days_of_week as "daysOfWeek", c.start_date::text as "startDate", c.end_date::text as "endDate",
            c.issued_until::text as "issuedUntil"
          from recurring_charges c left join posts p on p.id = c.post_id
          where c.company_id = ${companyId} and c.customer_company_id = any(${`{${customerIds.join(',')}}`}::uuid[])
            and c.billing = ${billing} and c.is_active and c.start_date <= ${upTo}::date
            ${from ? sql`and (c.end_date is null or c.end_date >= ${from}::date)` : sql``}
          order by c.description, c.id`,
    )
  ).map((c) => ({ ...c, amountCents: Number(c.amountCents), interval: Number(c.interval), daysOfWeek: (c.daysOfWeek ?? []).map(Number) }));

/** The 'cycle' charges' lines of some customers' drafts for a period, by customer. */
export const cycleChargeLines = async (
  db: TDbOrTx,
  companyId: string,
  customerIds: string[],
  period: TPeriod,
  timeZone: string,
  languageOf: (customerId: string) => TLanguage,
) => {
  const byCustomer = new Map<string, TFixedLine[]>();
  if (customerIds.length === 0) return byCustomer;
  const charges = await chargesOf(db, companyId, customerIds, 'cycle', period.periodEnd, period.periodStart);
  const refs = charges.flatMap((c) =>
    occurrencesBetween(ruleOfCharge(c), timeZone, period.periodStart, period.periodEnd).map((o) => occurrenceRef(c.id, o.date)),
  );
  const billed = await billedRefs(db, companyId, refs, period);
  for (const c of charges) {
    const lines = linesOf([c], timeZone, period, billed, languageOf(c.customerCompanyId));
    if (lines.length) byCustomer.set(c.customerCompanyId, [...(byCustomer.get(c.customerCompanyId) ?? []), ...lines]);
  }
  return byCustomer;
};

// The aggregates behind the financial reports (financial-reports.service.ts), one SQL statement each, every one scoped to
// the company and bounded by the range: revenue by customer / post / month, what issued invoices bill per post for the
// shifts of a range (after credit notes), the intervals invoices already bill, and receivables as of a day.
import type { TRevenueGroup } from '@centinela/shared/contracts/financial-reports';
import { type SQL, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { rowsOf } from '../rosters/rosters.sql';

export type TRange = { from: string; to: string };

type TRevenueSqlRow = {
  key: string;
  label: string | null;
  customer_name: string | null;
  documents: string;
  invoiced: string;
  credited: string;
  tax: string;
};

/** Issued documents (not draft, not void) by issue date; a credit note counts against revenue. */
const issued = (alias: string, companyId: string, { from, to }: TRange) => {
  const a = sql.raw(alias);
  return sql`${a}.company_id = ${companyId} and ${a}.status not in ('draft', 'void') and ${a}.issue_date between ${from}::date and ${to}::date`;
};

const byDocument = (companyId: string, range: TRange, groupBy: 'customer' | 'month'): SQL => {
  const key = groupBy === 'customer' ? sql`i.customer_company_id::text` : sql`to_char(i.issue_date, 'YYYY-MM')`;
  const label = groupBy === 'customer' ? sql`max(cc.name)` : sql`to_char(i.issue_date, 'YYYY-MM')`;
  return sql`select ${key} as key, ${label} as label, null as customer_name, count(*) as documents,
      coalesce(sum(i.subtotal_cents) filter (where i.kind = 'invoice'), 0) as invoiced,
      coalesce(sum(i.subtotal_cents) filter (where i.kind = 'credit_note'), 0) as credited,
      coalesce(sum(case i.kind when 'invoice' then i.tax_cents else -i.tax_cents end), 0) as tax
    from invoices i join customer_companies cc on cc.id = i.customer_company_id
    where ${issued('i', companyId, range)}
    group by 1${groupBy === 'month' ? sql`, 2` : sql``}`;
};

const byPost = (companyId: string, range: TRange): SQL =>
  sql`select coalesce(l.post_id::text, 'none') as key, max(coalesce(p.name, l.post_name)) as label,
      case when l.post_id is null then null else max(cc.name) end as customer_name,
      count(distinct i.id) as documents,
      coalesce(sum(l.amount_cents) filter (where i.kind = 'invoice'), 0) as invoiced,
      coalesce(sum(l.amount_cents) filter (where i.kind = 'credit_note'), 0) as credited,
      coalesce(sum(case i.kind when 'invoice' then l.tax_cents else -l.tax_cents end), 0) as tax
    from invoice_lines l
      join invoices i on i.id = l.invoice_id
      left join posts p on p.id = l.post_id
      left join customer_companies cc on cc.id = p.customer_company_id
    where l.company_id = ${companyId} and ${issued('i', companyId, range)}
    group by l.post_id`;

/** Revenue rows, largest net first (months in order). */
export const revenueRows = async (db: TDbOrTx, companyId: string, range: TRange, groupBy: TRevenueGroup) => {
  const rows = await rowsOf<TRevenueSqlRow>(db, groupBy === 'post' ? byPost(companyId, range) : byDocument(companyId, range, groupBy));
  return rows.map((r) => {
    const invoicedCents = Number(r.invoiced);
    const creditedCents = Number(r.credited);
    const taxCents = Number(r.tax);
    return {
      key: r.key,
      label: r.label,
      customerName: r.customer_name,
      documents: Number(r.documents),
      invoicedCents,
      creditedCents,
      netCents: invoicedCents - creditedCents,
      taxCents,
      totalCents: invoicedCents - creditedCents + taxCents,
    };
  });
};

/**
 * What issued invoices bill per post for the shifts dated in the range: each time line's amount after its credit notes
 * (not void), in the share of its minutes whose shifts fall in the range. Special services, fixed and manual lines
 * (no shifts) are revenue, not a post's hours.
 */
export const billedByPost = async (db: TDbOrTx, companyId: string, { from, to }: TRange) =>
  (
    await rowsOf<{ post_id: string; minutes: string; cents: string }>(
      db,
      sql`with lines as (
          select l.id, l.post_id, l.amount_cents, l.shifts
          from invoice_lines l join invoices i on i.id = l.invoice_id
          where i.company_id = ${companyId} and l.company_id = ${companyId} and i.kind = 'invoice'
            and i.status not in ('draft', 'void') and l.post_id is not null and jsonb_array_length(l.shifts) > 0
            and i.period_start <= ${to}::date and i.period_end >= ${from}::date
        ), credited as (
          select cl.credits_line_id as line_id, sum(cl.amount_cents) as cents
          from invoice_lines cl join invoices cn on cn.id = cl.invoice_id
          where cn.company_id = ${companyId} and cn.kind = 'credit_note' and cn.status <> 'void'
            and cl.credits_line_id in (select id from lines)
          group by cl.credits_line_id
        ), shares as (
          select l.post_id, l.amount_cents - coalesce(c.cents, 0) as cents,
            (select coalesce(sum((s->>'minutes')::int), 0) from jsonb_array_elements(l.shifts) s
              where (s->>'date') between ${from} and ${to}) as in_range,
            (select coalesce(sum((s->>'minutes')::int), 0) from jsonb_array_elements(l.shifts) s) as total
          from lines l left join credited c on c.line_id = l.id
        )
        select post_id, sum(in_range) as minutes,
          sum(case when total > 0 then round(cents::numeric * in_range / total) else 0 end) as cents
        from shares where in_range > 0 group by post_id`,
    )
  ).map((r) => ({ postId: r.post_id, minutes: Number(r.minutes), cents: Number(r.cents) }));

/** The shifts' intervals invoices (not void, drafts included) bill around a range, by customer and shift ref. */
export const billedIntervalsOf = async (db: TDbOrTx, companyId: string, { from, to }: TRange, fromMs: number, toMs: number) => {
  const rows = await rowsOf<{ customer_company_id: string; ref: string; start_ms: string; end_ms: string }>(
    db,
    sql`select i.customer_company_id, s->>'ref' as ref, (s->>'startMs')::bigint as start_ms, (s->>'endMs')::bigint as end_ms
        from invoice_lines l join invoices i on i.id = l.invoice_id, jsonb_array_elements(l.shifts) as s
        where i.company_id = ${companyId} and l.company_id = ${companyId} and i.kind = 'invoice' and i.status <> 'void'
          and i.period_start <= ${to}::date + 1 and i.period_end >= ${from}::date - 1
          and (s->>'startMs')::bigint < ${toMs} and (s->>'endMs')::bigint > ${fromMs}`,
  );
  const byKey = new Map<string, [number, number][]>();
  for (const r of rows) {
    const key = `${r.customer_company_id}|${r.ref}`;
    byKey.set(key, [...(byKey.get(key) ?? []), [Number(r.start_ms), Number(r.end_ms)]]);
  }
  return (customerId: string, ref: string) => byKey.get(`${customerId}|${ref}`) ?? [];
};

/**
 * Per customer: what issued invoices owed at the end of a day (after credit notes issued and payments applied by then,
 * not reversed by then; as the aging reads it) and the range's revenue with tax (invoices less credit notes by issue date).
 */
export const dsoFigures = (db: TDbOrTx, companyId: string, { from, to }: TRange) =>
  rowsOf<{ id: string; name: string; receivables: string; revenue: string }>(
    db,
    sql`with open as (
          select i.customer_company_id as id, greatest(i.total_cents
            - coalesce((select sum(c.total_cents) from invoices c
                        where c.credit_of_id = i.id and c.status <> 'void' and c.issue_date <= ${to}::date), 0)
            - coalesce((select sum(a.amount_cents) from payment_allocations a join payments p on p.id = a.payment_id
                        where a.invoice_id = i.id and a.applied_on <= ${to}::date
                          and (p.reversed_on is null or p.reversed_on > ${to}::date)), 0), 0) as balance
          from invoices i
          where i.company_id = ${companyId} and i.kind = 'invoice' and i.status not in ('draft', 'void')
            and i.issue_date <= ${to}::date
        ), revenue as (
          select i.customer_company_id as id, sum(case i.kind when 'invoice' then i.total_cents else -i.total_cents end) as cents
          from invoices i
          where i.company_id = ${companyId} and i.status not in ('draft', 'void') and i.issue_date between ${from}::date and ${to}::date
          group by 1
        ), owed as (select id, sum(balance) as cents from open group by id)
        select cc.id, cc.name, coalesce(o.cents, 0) as receivables, coalesce(r.cents, 0) as revenue
        from customer_companies cc left join owed o on o.id = cc.id left join revenue r on r.id = cc.id
        where cc.company_id = ${companyId} and (o.cents <> 0 or r.cents <> 0)`,
  );

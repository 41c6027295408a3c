// The invoicing overview (issue 30): receivables and the part overdue, this month's billing against last month's (issued
// invoices less credit notes), what was collected this month, unapplied credit, drafts waiting, the top customers of the
// last 12 months, and the posts billed today at or below their pay (post-margins.ts, for viewers of both sources).
import { addDays, todayIn } from '@centinela/shared';
import type { TInvoicingOverview } from '@centinela/shared/contracts/invoice-payments';
import { eq, sql } from 'drizzle-orm';
import { companies } from '../../db/schema';
import type { TActor } from '../../platform/access/actor';
import type { TServiceContext } from '../../platform/context';
import { rowsOf } from '../rosters/rosters.sql';
import { assertInvoicing } from './invoicing-payments.policy';
import { marginSourcesOf, postMarginsToday } from './post-margins';

const monthStartOf = (date: string, back = 0) => {
  const d = new Date(`${date.slice(0, 7)}-01T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() - back);
  return d.toISOString().slice(0, 10);
};

export const invoicingOverview = async ({ ctx, actor }: { ctx: TServiceContext; actor: TActor }): Promise<TInvoicingOverview> => {
  assertInvoicing(actor, 'view');
  const [company] = await ctx.db
    .select({ timeZone: companies.timeZone, currency: companies.currency })
    .from(companies)
    .where(eq(companies.id, actor.companyId));
  const today = todayIn(company?.timeZone ?? 'America/Puerto_Rico');
  const thisMonth = monthStartOf(today);
  const lastMonth = monthStartOf(today, 1);
  const yearAgo = addDays(today, -365);
  const c = actor.companyId;
  const [[totals], top, posts] = await Promise.all([
    rowsOf<Record<string, string | number | null>>(
      ctx.db,
      sql`select
          coalesce(sum(total_cents - paid_cents - credited_cents) filter (where kind = 'invoice' and status in ('approved', 'sent', 'partially_paid')), 0) as receivables,
          coalesce(sum(total_cents - paid_cents - credited_cents) filter (where kind = 'invoice' and status in ('approved', 'sent', 'partially_paid') and due_date < ${today}::date and total_cents - paid_cents - credited_cents > 0), 0) as overdue,
          count(*) filter (where kind = 'invoice' and status in ('approved', 'sent', 'partially_paid') and due_date < ${today}::date and total_cents - paid_cents - credited_cents > 0) as overdue_count,
          coalesce(sum(case kind when 'invoice' then total_cents else -total_cents end) filter (where status not in ('draft', 'void') and issue_date >= ${thisMonth}::date), 0) as billed_this,
          coalesce(sum(case kind when 'invoice' then total_cents else -total_cents end) filter (where status not in ('draft', 'void') and issue_date >= ${lastMonth}::date and issue_date < ${thisMonth}::date), 0) as billed_last,
          count(*) filter (where status = 'draft') as drafts,
          coalesce(sum(total_cents) filter (where status = 'draft'), 0) as drafts_cents,
          (select coalesce(sum(amount_cents), 0) from payments where company_id = ${c} and reversed_at is null and date >= ${thisMonth}::date) as collected,
          (select coalesce(sum(amount_cents - applied_cents), 0) from payments where company_id = ${c} and reversed_at is null) as credit
        from invoices where company_id = ${c}`,
    ),
    rowsOf<{ id: string; name: string; billed: string; balance: string }>(
      ctx.db,
      sql`select cc.id, cc.name,
            sum(case i.kind when 'invoice' then i.total_cents else -i.total_cents end) as billed,
            sum(case when i.kind = 'invoice' and i.status in ('approved', 'sent', 'partially_paid') then i.total_cents - i.paid_cents - i.credited_cents else 0 end) as balance
          from invoices i join customer_companies cc on cc.id = i.customer_company_id
          where i.company_id = ${c} and i.status not in ('draft', 'void') and i.issue_date >= ${yearAgo}::date
          group by cc.id, cc.name order by billed desc limit 5`,
    ),
    rowsOf<{ id: string; name: string; customer_name: string }>(
      ctx.db,
      sql`select p.id, p.name, cc.name as customer_name from posts p join customer_companies cc on cc.id = p.customer_company_id
          where p.company_id = ${c} and p.status = 'active'`,
    ),
  ]);
  const sources = marginSourcesOf(actor);
  const margins =
    sources.payroll && sources.invoicing
      ? await postMarginsToday(
          ctx.db,
          posts.map((p) => p.id),
          sources,
        )
      : new Map();
  const marginAlerts = posts.flatMap((p) => {
    const m = margins.get(p.id);
    return m?.payAtOrAboveBill && m.billRateCents !== null && m.payRateCents !== null
      ? [{ postId: p.id, postName: p.name, customerName: p.customer_name, billRateCents: m.billRateCents, payRateCents: m.payRateCents }]
      : [];
  });
  const n = (key: string) => Number(totals?.[key] ?? 0);
  return {
    asOf: today,
    currency: company?.currency ?? 'USD',
    receivablesCents: n('receivables'),
    overdueCents: n('overdue'),
    overdueInvoices: n('overdue_count'),
    billedThisMonthCents: n('billed_this'),
    billedLastMonthCents: n('billed_last'),
    collectedThisMonthCents: n('collected'),
    unappliedCreditCents: n('credit'),
    drafts: n('drafts'),
    draftsCents: n('drafts_cents'),
    topCustomers: top.map((t) => ({
      customerCompanyId: t.id,
      name: t.name,
      billedCents: Number(t.billed),
      balanceCents: Number(t.balance),
    })),
    marginAlerts,
  };
};

// Detector: an issued invoice past its due date with a balance left emits 'invoicing-payments.invoice-overdue' once per invoice
// and due date (the subscriber tells the company admins). The hourly job looks at every active company on its own
// today; an invoice paid, credited or voided first is never reported.
import { daysBetween, todayIn } from '@centinela/shared';
import { INVOICE_OVERDUE } from '@centinela/shared/events/invoicing-payments';
import { and, eq, sql } from 'drizzle-orm';
import type { TDb, TDbOrTx } from '../../db/client';
import { companies } from '../../db/schema';
import { emit } from '../../platform/events/emit';
import { jobName, registerJob } from '../../platform/jobs/registry';
import { rowsOf } from '../rosters/rosters.sql';

export const INVOICE_OVERDUE_JOB = jobName('invoicing.overdue');

/** The company's invoices overdue today that were not reported yet for their due date; answers how many were. */
export const notifyOverdueInvoices = async (tx: TDbOrTx, { companyId, today }: { companyId: string; today: string }) => {
  const rows = await rowsOf<{
    id: string;
    number: string;
    customer_id: string;
    customer_name: string;
    due_date: string;
    balance: string;
    currency: string;
  }>(
    tx,
    sql`select i.id, i.number, c.id as customer_id, c.name as customer_name, i.due_date::text as due_date, i.currency,
          i.total_cents - i.paid_cents - i.credited_cents as balance
        from invoices i join customer_companies c on c.id = i.customer_company_id
        where i.company_id = ${companyId} and i.kind = 'invoice' and i.status in ('approved', 'sent', 'partially_paid')
          and i.due_date < ${today}::date and i.total_cents - i.paid_cents - i.credited_cents > 0`,
  );
  let sent = 0;
  for (const r of rows) {
    const emitted = await emit(
      tx,
      INVOICE_OVERDUE,
      { companyId, entityId: r.id, onceKey: `${r.id}:${r.due_date}` },
      {
        invoiceId: r.id,
        number: r.number,
        customer: { id: r.customer_id, name: r.customer_name },
        balanceCents: Number(r.balance),
        currency: r.currency,
        dueDate: r.due_date,
        daysPastDue: daysBetween(r.due_date, today),
      },
    );
    if (emitted) sent++;
  }
  return sent;
};

/** One run over every active company (the job; tests call it with their own clock). */
export const runOverdueInvoices = async (db: TDb, now: Date = new Date()) => {
  const list = await db
    .select({ id: companies.id, timeZone: companies.timeZone })
    .from(companies)
    .where(and(eq(companies.isActive, true), eq(companies.isPlatform, false)));
  let total = 0;
  for (const company of list)
    total += await db.transaction((tx) => notifyOverdueInvoices(tx, { companyId: company.id, today: todayIn(company.timeZone, now) }));
  return total;
};

registerJob(INVOICE_OVERDUE_JOB, (_data, { ctx }) => runOverdueInvoices(ctx.db).then(() => undefined), {
  cron: '17 * * * *',
  retryLimit: 2,
});

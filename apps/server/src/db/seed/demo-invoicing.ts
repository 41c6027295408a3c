// Demo data of invoicing (issue 30): a rate card per demo post from January (the post's bill rate, 1.5× overtime and
// holidays, 4-hour minimum, quarter-hour rounding, net 30, monthly, Puerto Rico's IVU), a customer-wide card for each
// customer, and on the first post last year's rate and a rise from next month: the tab shows past, current and future.
// Recurring charges (a monthly one on the cycle invoice, a quarterly one alone) and a 22 % employer burden.
// Then the invoices a new user expects to find: last month's of every customer, issued; the month before's of the first
// customer, issued then and overdue now; and this month's of the first customer so far, a draft to approve.
import { addDays } from '@centinela/shared';
import { and, asc, eq } from 'drizzle-orm';
import type { TConfig } from '../../config';
import type { TServiceContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { loadAccessSubject, toActor } from '../../platform/access/load-actor';
import { generateInvoice } from '../../modules/invoicing-payments/invoices.generate';
import { approveInvoice } from '../../modules/invoicing-payments/invoices.service';
import type { TDb, TTx } from '../client';
import { invoices, invoicingSettings, posts, rateCards, recurringCharges, taxProfiles, users } from '../schema';

const nextMonthStart = (today: Date) => new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 1, 1)).toISOString().slice(0, 10);

export const seedDemoInvoicing = async (tx: TTx, companyId: string, startDate: string) => {
  const [ivu] = await tx.select({ id: taxProfiles.id }).from(taxProfiles).where(eq(taxProfiles.companyId, companyId)).limit(1);
  const demoPosts = await tx
    .select({ id: posts.id, customerCompanyId: posts.customerCompanyId, billRateCents: posts.billRateCents })
    .from(posts)
    .where(and(eq(posts.companyId, companyId)))
    .orderBy(asc(posts.name));
  const terms = {
    companyId,
    overtimeBilling: 'factor',
    overtimeFactor: 150,
    holidayBilling: 'factor',
    holidayFactor: 150,
    minimumMinutes: 240,
    roundingMinutes: 15,
    roundingMode: 'nearest',
    paymentTermsDays: 30,
    billingCycle: 'monthly',
    taxProfileId: ivu?.id ?? null,
  } as const;
  const customers = [...new Set(demoPosts.map((p) => p.customerCompanyId))];
  await tx.insert(rateCards).values([
    ...customers.map((customerCompanyId) => ({ ...terms, customerCompanyId, postId: null, fromDate: startDate, billRateCents: 2_300 })),
    ...demoPosts.map((p) => ({
      ...terms,
      customerCompanyId: p.customerCompanyId,
      postId: p.id,
      fromDate: startDate,
      billRateCents: p.billRateCents ?? 2_300,
    })),
    ...demoPosts.slice(0, 1).map((p) => ({
      ...terms,
      customerCompanyId: p.customerCompanyId,
      postId: p.id,
      fromDate: `${Number(startDate.slice(0, 4)) - 1}-07-01`,
      billRateCents: (p.billRateCents ?? 2_300) - 100,
    })),
    ...demoPosts.slice(0, 1).map((p) => ({
      ...terms,
      customerCompanyId: p.customerCompanyId,
      postId: p.id,
      fromDate: nextMonthStart(new Date()),
      billRateCents: (p.billRateCents ?? 2_300) + 150,
      poNumber: 'OC-2026-0142',
    })),
  ]);
  // Recurring charges: the first customer's monthly CCTV monitoring on its cycle invoice, and a quarterly equipment
  // rental billed on an invoice of its own; an employer burden of 22 % for the margin report.
  if (customers[0]) {
    const base = { companyId, customerCompanyId: customers[0], taxProfileId: ivu?.id ?? null, frequency: 'monthly' as const };
    await tx.insert(recurringCharges).values([
      {
        ...base,
        postId: demoPosts[0]?.id ?? null,
        description: 'Monitoreo de CCTV',
        amountCents: 45_000,
        startDate: `${startDate.slice(0, 7)}-01`,
        billing: 'cycle',
      },
      {
        ...base,
        description: 'Alquiler de radios y linternas',
        amountCents: 18_000,
        interval: 3,
        startDate: nextMonthStart(new Date()),
        billing: 'alone',
      },
    ]);
  }
  await tx.insert(invoicingSettings).values({ companyId, employerBurdenBp: 2_200 }).onConflictDoNothing();
};

const monthStart = (date: string, monthsBack: number) => {
  const d = new Date(`${date.slice(0, 7)}-01T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() - monthsBack);
  return d.toISOString().slice(0, 10);
};

/** Issued and draft invoices from the demo's worked and scheduled time (see the file's header). */
export const seedDemoInvoices = async (
  tx: TTx,
  config: TConfig,
  { adminId, customerIds, today }: { adminId: string; customerIds: string[]; today: string },
) => {
  // Generating and approving read and write the database only: the seed's transaction stands for the context's database.
  const ctx = { db: tx as unknown as TDb, config } as TServiceContext;
  // As the demo admin, with the admin's permissions.
  const [admin] = await tx.select().from(users).where(eq(users.id, adminId));
  const actor = toActor(admin, await loadAccessSubject(tx, config, admin), 'seed');
  const lastMonth = monthStart(today, 1);
  const monthBefore = monthStart(today, 2);
  const draft = (customerCompanyId: string, periodStart: string, periodEnd: string) =>
    generateInvoice({ ctx, actor, input: { customerCompanyId, periodStart, periodEnd } }).catch((error) => {
      if (error instanceof AppError && error.code === 'INVOICE_NOTHING_TO_BILL') return null;
      throw error;
    });
  const issue = async (customerCompanyId: string, from: string, to: string) => {
    const id = await draft(customerCompanyId, from, to);
    if (id) await approveInvoice({ ctx, actor, input: { id } });
    return id;
  };
  // The month before last, issued on the 1st of last month: past its 30 days now.
  const overdue = await issue(customerIds[0], monthBefore, addDays(lastMonth, -1));
  if (overdue)
    await tx
      .update(invoices)
      .set({ issueDate: lastMonth, dueDate: addDays(lastMonth, 30) })
      .where(eq(invoices.id, overdue));
  for (const customerCompanyId of customerIds) await issue(customerCompanyId, lastMonth, addDays(monthStart(today, 0), -1));
  const yesterday = addDays(today, -1);
  if (yesterday >= monthStart(today, 0)) await draft(customerIds[0], monthStart(today, 0), yesterday);
};

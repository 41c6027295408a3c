// Demo data of invoicing (issue 30): a rate card per demo post from January (the post's bill rate, 1.5× overtime and
// holidays, 4-hour minimum, quarter-hour rounding, net 30, monthly, Puerto Rico's IVU), a customer-wide card for each
// customer, and on the first post last year's rate and a rise from next month: the tab shows past, current and future.
import { and, asc, eq } from 'drizzle-orm';
import type { TTx } from '../client';
import { posts, rateCards, taxProfiles } from '../schema';

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
};

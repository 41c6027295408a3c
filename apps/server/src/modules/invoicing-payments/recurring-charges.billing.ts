// Recurring charges billed alone (issue 30): the daily job (and POST …/recurring-charges/issue) makes a draft of a
// customer's 'alone' charges falling on a day — period that day — for the admin to approve; each occurrence once
// (recurring-charges.lines.ts). A charge's first run catches up at most CATCH_UP_DAYS.
import { addDays, todayIn } from '@centinela/shared';
import { and, eq, inArray, lte } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { companies, customerCompanies, recurringCharges } from '../../db/schema';
import type { TActor } from '../../platform/access/actor';
import type { TServiceContext } from '../../platform/context';
import { jobName, registerJob } from '../../platform/jobs/registry';
import { occurrencesBetween } from '../../platform/recurrence/recurrence';
import { companyToday } from '../companies/companies.queries';
import { assertInvoicing } from './invoicing-payments.policy';
import { draftOf, writeDrafts } from './invoices.generate';
import { loadTaxProfiles } from './invoices.pricing';
import { loadInvoicingSettings } from './invoicing-settings.service';
import { billedRefs, chargesOf, linesOf } from './recurring-charges.lines';
import { occurrenceRef, ruleOfCharge } from './recurring-charges.service';

export const RECURRING_CHARGES_JOB = jobName('invoicing.recurring-charges');

/** How far back a charge billed alone is caught up on its first run (about 13 months). */
const CATCH_UP_DAYS = 400;

/** The company's drafts of 'alone' charges due up to a day: one per customer and date. Answers the new ids. */
export const issueDueCharges = async (db: TDb, by: { companyId: string; userId: string | null }, upTo: string) => {
  const [company] = await db
    .select({ language: companies.defaultLanguage, currency: companies.currency, timeZone: companies.timeZone })
    .from(companies)
    .where(eq(companies.id, by.companyId));
  const timeZone = company?.timeZone ?? 'America/Puerto_Rico';
  const customers = await db
    .select({ id: customerCompanies.id, name: customerCompanies.name, billing: customerCompanies.billing })
    .from(customerCompanies)
    .where(and(eq(customerCompanies.companyId, by.companyId), eq(customerCompanies.isActive, true)));
  const charges = await chargesOf(
    db,
    by.companyId,
    customers.map((c) => c.id),
    'alone',
    upTo,
  );
  // The (customer, date) pairs with an occurrence not issued yet.
  const due = new Map<string, { customerId: string; date: string }>();
  for (const c of charges) {
    const from = [c.startDate, c.issuedUntil ? addDays(c.issuedUntil, 1) : '', addDays(upTo, -CATCH_UP_DAYS)].sort().at(-1) as string;
    for (const o of occurrencesBetween(ruleOfCharge(c), timeZone, from, upTo))
      due.set(`${c.customerCompanyId}|${o.date}`, { customerId: c.customerCompanyId, date: o.date });
  }
  const [settings, profiles] = await Promise.all([loadInvoicingSettings(db, by.companyId), loadTaxProfiles(db, by.companyId)]);
  const ids: string[] = [];
  for (const { customerId, date } of [...due.values()].sort((a, b) => a.date.localeCompare(b.date))) {
    const customer = customers.find((c) => c.id === customerId);
    if (!customer) continue;
    const period = { periodStart: date, periodEnd: date };
    const mine = charges.filter((c) => c.customerCompanyId === customerId);
    const refs = mine.flatMap((c) => occurrencesBetween(ruleOfCharge(c), timeZone, date, date).map(() => occurrenceRef(c.id, date)));
    const language = customer.billing?.invoiceLanguage ?? (company?.language === 'en' ? 'en' : 'es');
    const lines = linesOf(mine, timeZone, period, await billedRefs(db, by.companyId, refs, period), language);
    if (lines.length === 0) continue;
    const draft = draftOf(by, customer, lines, period, {
      language,
      currency: company?.currency ?? 'USD',
      prefix: settings.invoicePrefix,
      profiles,
      poNumber: null,
      paymentTermsDays: customer.billing?.paymentTermsDays ?? 30,
      unverifiedMinutes: 0,
      unpricedMinutes: 0,
    });
    ids.push(...(await db.transaction((tx) => writeDrafts(tx, by, [draft], period))));
  }
  if (charges.length)
    await db
      .update(recurringCharges)
      .set({ issuedUntil: upTo })
      .where(
        and(
          inArray(
            recurringCharges.id,
            charges.map((c) => c.id),
          ),
          lte(recurringCharges.startDate, upTo),
        ),
      );
  return ids;
};

/** POST /api/invoicing/recurring-charges/issue */
export const issueRecurringCharges = async ({ ctx, actor, input }: { ctx: TServiceContext; actor: TActor; input: { upTo?: string } }) => {
  assertInvoicing(actor, 'add');
  const upTo = input.upTo ?? (await companyToday(ctx.db, actor.companyId));
  const invoiceIds = await issueDueCharges(ctx.db, actor, upTo);
  return { generated: invoiceIds.length, invoiceIds };
};

/** One run over every active company on its own today (the job; tests call it with their own clock). */
export const runRecurringCharges = async (db: TDb, now: Date = new Date()) => {
  const list = await db
    .select({ id: companies.id, timeZone: companies.timeZone })
    .from(companies)
    .where(and(eq(companies.isActive, true), eq(companies.isPlatform, false)));
  let total = 0;
  for (const company of list)
    total += (await issueDueCharges(db, { companyId: company.id, userId: null }, todayIn(company.timeZone, now))).length;
  return total;
};

registerJob(RECURRING_CHARGES_JOB, (_data, { ctx }) => runRecurringCharges(ctx.db).then(() => undefined), {
  cron: '23 5 * * *',
  retryLimit: 2,
});

// Recurring charges (issue 30, "Recurring billing"): a customer's fixed fee by an RFC 5545 rule (platform/recurrence,
// the rule tasks recur by). Listed with the next dates it falls on (from the company's today) and the last date an
// invoice that is not void billed; a change or a deletion never touches what invoices already billed.
import { formatMoney, type TLanguage } from '@centinela/shared';
import type { TRecurringCharge, TRecurringChargeInputParsed, TRecurringChargePage } from '@centinela/shared/contracts/recurring-charges';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { companies, customerCompanies, posts, recurringCharges, taxProfiles } from '../../db/schema';
import type { TActor } from '../../platform/access/actor';
import { found, where } from '../../platform/access/scope';
import { writeSystemLog } from '../../platform/audit/system-log';
import type { TServiceContext } from '../../platform/context';
import { addDays } from '@centinela/shared';
import { occurrencesBetween, type TRecurrenceRule } from '../../platform/recurrence/recurrence';
import { matchesSearch } from '../../platform/search/search';
import { companyToday } from '../companies/companies.queries';
import { assertInvoicing } from './invoicing-payments.policy';
import { checkReferences } from './rate-cards.service';

type TArgs<T> = { ctx: TServiceContext; actor: TActor; input: T };
export type TChargeRow = typeof recurringCharges.$inferSelect;

/** The charge's rule as platform/recurrence reads it. */
export const ruleOfCharge = (c: Pick<TChargeRow, 'frequency' | 'interval' | 'daysOfWeek' | 'startDate' | 'endDate'>): TRecurrenceRule => ({
  type: c.frequency,
  interval: c.interval,
  daysOfWeek: c.daysOfWeek,
  startDate: c.startDate,
  endDate: c.endDate,
  dueMinute: null,
});

/** The source_ref of an occurrence's line: what keeps it from being billed twice. */
export const occurrenceRef = (chargeId: string, date: string) => `recurring:${chargeId}:${date}`;

/** The next `count` dates from a day (a charge that ended has none). Looks two years ahead at most. */
export const nextDatesOf = (charge: TChargeRow, timeZone: string, from: string, howMany = 3) =>
  occurrencesBetween(ruleOfCharge(charge), timeZone, from, addDays(from, 731))
    .slice(0, howMany)
    .map((o) => o.date);

const selectRows = (db: TDbOrTx) =>
  db
    .select({
      charge: recurringCharges,
      customerCompanyName: customerCompanies.name,
      postName: posts.name,
      taxProfileName: taxProfiles.name,
      // The last occurrence on an invoice that is not void (the date is the ref's tail).
      lastBilledDate: sql<string | null>`(
        select max(right(l.source_ref, 10)) from invoice_lines l join invoices i on i.id = l.invoice_id
        where l.company_id = ${recurringCharges.companyId} and l.source_ref like 'recurring:' || ${recurringCharges.id} || ':%'
          and i.status <> 'void' and i.kind = 'invoice')`,
    })
    .from(recurringCharges)
    .innerJoin(customerCompanies, eq(customerCompanies.id, recurringCharges.customerCompanyId))
    .leftJoin(posts, eq(posts.id, recurringCharges.postId))
    .leftJoin(taxProfiles, eq(taxProfiles.id, recurringCharges.taxProfileId));
type TSelected = Awaited<ReturnType<ReturnType<typeof selectRows>['execute']>>[number];

const companyZone = async (db: TDbOrTx, companyId: string) =>
  (await db.select({ timeZone: companies.timeZone }).from(companies).where(eq(companies.id, companyId)))[0]?.timeZone ??
  'America/Puerto_Rico';

const toCharge = (row: TSelected, timeZone: string, today: string): TRecurringCharge => {
  const c = row.charge;
  return {
    id: c.id,
    customerCompanyId: c.customerCompanyId,
    customerCompanyName: row.customerCompanyName,
    postId: c.postId,
    postName: row.postName,
    description: c.description,
    amountCents: c.amountCents,
    taxProfileId: c.taxProfileId,
    taxProfileName: row.taxProfileName,
    frequency: c.frequency,
    interval: c.interval,
    daysOfWeek: c.daysOfWeek,
    startDate: c.startDate,
    endDate: c.endDate,
    billing: c.billing,
    isActive: c.isActive,
    notes: c.notes,
    nextDates: c.isActive ? nextDatesOf(c, timeZone, today) : [],
    lastBilledDate: row.lastBilledDate,
    createdAt: c.createdAt.toISOString(),
  };
};

/** GET /api/invoicing/recurring-charges: customer, then description; active ones unless stopped ones are asked for. */
export const listRecurringCharges = async ({
  ctx,
  actor,
  input,
}: TArgs<{
  customerCompanyId?: string;
  search?: string;
  includeInactive: boolean;
  page: number;
  pageSize: number;
}>): Promise<TRecurringChargePage> => {
  assertInvoicing(actor, 'view');
  const conditions = where(
    eq(recurringCharges.companyId, actor.companyId),
    input.customerCompanyId ? eq(recurringCharges.customerCompanyId, input.customerCompanyId) : undefined,
    input.includeInactive ? undefined : eq(recurringCharges.isActive, true),
    matchesSearch(input.search, [
      customerCompanies.searchText,
      sql`coalesce(${posts.searchText}, '')`,
      sql`lower(${recurringCharges.description})`,
    ]),
  );
  const [rows, [{ total }], today, timeZone] = await Promise.all([
    selectRows(ctx.db)
      .where(conditions)
      .orderBy(asc(customerCompanies.name), asc(recurringCharges.description), asc(recurringCharges.id))
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize),
    ctx.db
      .select({ total: count() })
      .from(recurringCharges)
      .innerJoin(customerCompanies, eq(customerCompanies.id, recurringCharges.customerCompanyId))
      .leftJoin(posts, eq(posts.id, recurringCharges.postId))
      .where(conditions),
    companyToday(ctx.db, actor.companyId),
    companyZone(ctx.db, actor.companyId),
  ]);
  return { items: rows.map((r) => toCharge(r, timeZone, today)), total };
};

const scope = (actor: TActor, id: string) => and(eq(recurringCharges.id, id), eq(recurringCharges.companyId, actor.companyId));

const readCharge = async (db: TDbOrTx, actor: TActor, id: string) => {
  const [row] = await selectRows(db).where(scope(actor, id)).limit(1);
  const [today, timeZone] = await Promise.all([companyToday(db, actor.companyId), companyZone(db, actor.companyId)]);
  return toCharge(found(row, 'recurringCharge'), timeZone, today);
};

const valuesOf = (input: TRecurringChargeInputParsed) => ({
  customerCompanyId: input.customerCompanyId,
  postId: input.postId,
  description: input.description,
  amountCents: input.amountCents,
  taxProfileId: input.taxProfileId,
  frequency: input.frequency,
  interval: input.interval,
  // Weekdays mean something only weekly.
  daysOfWeek: input.frequency === 'weekly' ? [...new Set(input.daysOfWeek)].sort() : [],
  startDate: input.startDate,
  endDate: input.endDate,
  billing: input.billing,
  isActive: input.isActive,
  notes: input.notes,
});

/** The company's language and currency (the log's amount). */
const moneyOf = async (db: TDbOrTx, companyId: string): Promise<[TLanguage, string]> => {
  const [row] = await db
    .select({ language: companies.defaultLanguage, currency: companies.currency })
    .from(companies)
    .where(eq(companies.id, companyId));
  return [row?.language === 'en' ? 'en' : 'es', row?.currency ?? 'USD'];
};

type TLogKey = 'recurringChargeCreated' | 'recurringChargeUpdated' | 'recurringChargeDeleted';
const ACTIONS = { recurringChargeCreated: 'CREATE', recurringChargeUpdated: 'UPDATE', recurringChargeDeleted: 'DELETE' } as const;
const log = async (
  tx: TDbOrTx,
  actor: TActor,
  id: string,
  key: TLogKey,
  customer: string,
  input: Pick<TChargeRow, 'description' | 'amountCents'>,
) => {
  const amount = formatMoney(input.amountCents, ...(await moneyOf(tx, actor.companyId)));
  const params = { description: input.description, customer };
  await writeSystemLog(tx, actor, {
    action: ACTIONS[key],
    entityType: 'invoicing-payments',
    entityId: id,
    message: key === 'recurringChargeDeleted' ? { key, params } : { key, params: { ...params, amount } },
  });
};

/** POST /api/invoicing/recurring-charges */
export const createRecurringCharge = async ({ ctx, actor, input }: TArgs<TRecurringChargeInputParsed>) => {
  assertInvoicing(actor, 'add');
  const id = await ctx.db.transaction(async (tx) => {
    const { customerName } = await checkReferences(tx, actor, input);
    const [row] = await tx
      .insert(recurringCharges)
      .values({ companyId: actor.companyId, createdBy: actor.userId, ...valuesOf(input) })
      .returning({ id: recurringCharges.id });
    await log(tx, actor, row.id, 'recurringChargeCreated', customerName, input);
    return row.id;
  });
  return readCharge(ctx.db, actor, id);
};

/** PUT /api/invoicing/recurring-charges/:id: from now on; what invoices billed stays. An 'alone' charge moved earlier is not re-issued before where it got. */
export const updateRecurringCharge = async ({ ctx, actor, input }: TArgs<{ id: string; data: TRecurringChargeInputParsed }>) => {
  assertInvoicing(actor, 'edit');
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx.select({ id: recurringCharges.id }).from(recurringCharges).where(scope(actor, input.id)).for('update');
    found(row, 'recurringCharge');
    const { customerName } = await checkReferences(tx, actor, input.data);
    await tx.update(recurringCharges).set(valuesOf(input.data)).where(scope(actor, input.id));
    await log(tx, actor, input.id, 'recurringChargeUpdated', customerName, input.data);
  });
  return readCharge(ctx.db, actor, input.id);
};

/** DELETE /api/invoicing/recurring-charges/:id: its lines on invoices stay (they keep their description and amount). */
export const deleteRecurringCharge = async ({ ctx, actor, input }: TArgs<{ id: string }>) => {
  assertInvoicing(actor, 'delete');
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx.select().from(recurringCharges).where(scope(actor, input.id)).for('update');
    const charge = found(row, 'recurringCharge');
    const [customer] = await tx
      .select({ name: customerCompanies.name })
      .from(customerCompanies)
      .where(eq(customerCompanies.id, charge.customerCompanyId));
    await tx.delete(recurringCharges).where(scope(actor, input.id));
    await log(tx, actor, input.id, 'recurringChargeDeleted', customer?.name ?? '', charge);
  });
};

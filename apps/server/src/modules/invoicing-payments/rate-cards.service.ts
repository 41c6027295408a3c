// Rate cards (issue 30): a customer's contract — bill rate per post and rank, overtime and holiday billing, minimum,
// rounding, terms, cycle and tax profile — effective-dated. A card is the versions sharing customer, post and rank; a
// version runs from its `fromDate` to the day before the next one (`toDate`), and the one in force on a shift's day
// prices it. Each version shows the post's pay rate (payroll) in force on the version's first day — or today, when
// that is later — and warns when that pay is at or above the bill rate (billed at a loss).
import { addDays } from '@centinela/shared';
import type {
  TRateCard,
  TRateCardInputParsed,
  TRateCardListQueryParsed,
  TRateCardPage,
  TRateCardState,
  TBillingPostOption,
} from '@centinela/shared/contracts/invoicing-payments';
import { INVOICING_MESSAGES } from '@centinela/shared/contracts/invoicing-payments';
import { payRateOn } from '@centinela/shared/contracts/post-pay-rates';
import type { TBillingTerms } from '@centinela/shared/rules/billing';
import { and, asc, count, desc, eq, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { refusingDuplicates } from '../../db/constraint-errors';
import { customerCompanies, posts, rateCards, taxProfiles } from '../../db/schema';
import type { TActor } from '../../platform/access/actor';
import { found, where } from '../../platform/access/scope';
import { writeSystemLog } from '../../platform/audit/system-log';
import type { TServiceContext } from '../../platform/context';
import { AppError, FieldConflict } from '../../platform/errors';
import { matchesSearch } from '../../platform/search/search';
import { companyToday } from '../companies/companies.queries';
import { loadPostPayRates } from '../payroll/post-pay-rates.service';
import { marginSourcesOf } from './post-margins';
import { assertInvoicing, canOnRateCard, rateCardScope, taxProfileScope } from './invoicing-payments.policy';

type TArgs<T> = { ctx: TServiceContext; actor: TActor; input: T };

/** A stored card's billing terms (what rules/billing.ts bills a shift with). */
export const billingTermsOf = (card: typeof rateCards.$inferSelect): TBillingTerms => ({
  billRateCents: card.billRateCents,
  overtimeBilling: card.overtimeBilling as TBillingTerms['overtimeBilling'],
  overtimeFactor: card.overtimeFactor,
  overtimeRateCents: card.overtimeRateCents,
  holidayBilling: card.holidayBilling as TBillingTerms['holidayBilling'],
  holidayFactor: card.holidayFactor,
  holidayRateCents: card.holidayRateCents,
  minimumMinutes: card.minimumMinutes,
  roundingMinutes: card.roundingMinutes,
  roundingMode: card.roundingMode as TBillingTerms['roundingMode'],
});

/** The version that follows a row on the same card (customer, post, rank): its first day ends the row's span. */
const nextFromDate = sql<string | null>`(
  select min(n.from_date)::text from rate_cards n
  where n.customer_company_id = rate_cards.customer_company_id
    and n.post_id is not distinct from rate_cards.post_id
    and n.rank is not distinct from rate_cards.rank
    and n.from_date > rate_cards.from_date
)`;

const selectRows = (db: TDbOrTx) =>
  db
    .select({
      card: rateCards,
      customerCompanyName: customerCompanies.name,
      postName: posts.name,
      taxProfileName: taxProfiles.name,
      nextFromDate,
    })
    .from(rateCards)
    .innerJoin(customerCompanies, eq(customerCompanies.id, rateCards.customerCompanyId))
    .leftJoin(posts, eq(posts.id, rateCards.postId))
    .leftJoin(taxProfiles, eq(taxProfiles.id, rateCards.taxProfileId));

type TSelected = Awaited<ReturnType<ReturnType<typeof selectRows>['execute']>>[number];

const stateOf = (fromDate: string, nextFrom: string | null, today: string): TRateCardState =>
  fromDate > today ? 'future' : nextFrom !== null && nextFrom <= today ? 'past' : 'current';

/** The condition of a state against today: a version is current from its first day until the next version starts. */
const stateCondition = (state: TRateCardState | undefined, today: string): SQL | undefined => {
  if (!state) return undefined;
  if (state === 'future') return sql`${rateCards.fromDate} > ${today}`;
  const replaced = sql`coalesce(${nextFromDate} <= ${today}, false)`;
  return state === 'past' ? sql`${replaced}` : sql`${rateCards.fromDate} <= ${today} and not ${replaced}`;
};

const toRateCards = async (db: TDbOrTx, actor: TActor, rows: TSelected[], today: string): Promise<TRateCard[]> => {
  // Pay is payroll's: a viewer of invoicing without payroll sees no pay rate and no warning.
  const postIds = marginSourcesOf(actor).payroll ? rows.flatMap((r) => (r.card.postId ? [r.card.postId] : [])) : [];
  const payRates = await loadPostPayRates(db, actor.companyId, postIds);
  const can = canOnRateCard(actor);
  return rows.map(({ card, customerCompanyName, postName, taxProfileName, nextFromDate: nextFrom }) => {
    // The pay the version billed against: on its first day (future), today (current), its last day (past).
    const state = stateOf(card.fromDate, nextFrom, today);
    const payDay = state === 'future' ? card.fromDate : state === 'past' && nextFrom ? addDays(nextFrom, -1) : today;
    const payRate = card.postId ? payRateOn(payRates.get(card.postId) ?? [], payDay) : null;
    const payRateCents = payRate ? payRate.rateCents + payRate.differentialCents : null;
    return {
      id: card.id,
      customerCompanyId: card.customerCompanyId,
      customerCompanyName,
      postId: card.postId,
      postName,
      rank: card.rank as TRateCard['rank'],
      fromDate: card.fromDate,
      toDate: nextFrom ? addDays(nextFrom, -1) : null,
      state,
      ...billingTermsOf(card),
      paymentTermsDays: card.paymentTermsDays,
      poNumber: card.poNumber,
      billingCycle: card.billingCycle as TRateCard['billingCycle'],
      taxProfileId: card.taxProfileId,
      taxProfileName,
      notes: card.notes,
      payRateCents,
      payAtOrAboveBill: payRateCents !== null && payRateCents >= card.billRateCents,
      updatedAt: card.updatedAt.toISOString(),
      can,
    };
  });
};

/** GET /api/invoicing/rate-cards: customer, then post (all-posts first), rank, newest version first. */
export const listRateCards = async ({ ctx, actor, input }: TArgs<TRateCardListQueryParsed>): Promise<TRateCardPage> => {
  assertInvoicing(actor, 'view');
  const today = await companyToday(ctx.db, actor.companyId);
  const conditions = where(
    eq(rateCards.companyId, actor.companyId),
    input.customerCompanyId ? eq(rateCards.customerCompanyId, input.customerCompanyId) : undefined,
    input.postId ? eq(rateCards.postId, input.postId) : undefined,
    stateCondition(input.state, today),
    matchesSearch(input.search, [customerCompanies.searchText, sql`coalesce(${posts.searchText}, '')`]),
  );
  const [rows, [{ total }]] = await Promise.all([
    selectRows(ctx.db)
      .where(conditions)
      .orderBy(
        asc(customerCompanies.name),
        sql`${posts.name} asc nulls first`,
        sql`${rateCards.rank} asc nulls first`,
        desc(rateCards.fromDate),
        asc(rateCards.id),
      )
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize),
    ctx.db
      .select({ total: count() })
      .from(rateCards)
      .innerJoin(customerCompanies, eq(customerCompanies.id, rateCards.customerCompanyId))
      .leftJoin(posts, eq(posts.id, rateCards.postId))
      .where(conditions),
  ]);
  return { items: await toRateCards(ctx.db, actor, rows, today), total };
};

const readRateCard = async (db: TDbOrTx, actor: TActor, id: string) => {
  const [row] = await selectRows(db).where(rateCardScope(actor, id)).limit(1);
  const today = await companyToday(db, actor.companyId);
  return (await toRateCards(db, actor, [found(row, 'rateCard')], today))[0];
};

/** The customer, post and tax profile a version (or a recurring charge) names: the company's own (404 otherwise), the post the customer's. */
export const checkReferences = async (
  db: TDbOrTx,
  actor: TActor,
  input: Pick<TRateCardInputParsed, 'customerCompanyId' | 'postId' | 'taxProfileId'>,
) => {
  const [customer] = await db
    .select({ id: customerCompanies.id, name: customerCompanies.name })
    .from(customerCompanies)
    .where(and(eq(customerCompanies.id, input.customerCompanyId), eq(customerCompanies.companyId, actor.companyId)));
  found(customer, 'customerCompany');
  let postName: string | null = null;
  if (input.postId) {
    const [post] = await db
      .select({ name: posts.name, customerCompanyId: posts.customerCompanyId })
      .from(posts)
      .where(and(eq(posts.id, input.postId), eq(posts.companyId, actor.companyId)));
    found(post, 'post');
    if (post.customerCompanyId !== input.customerCompanyId) {
      throw new AppError(400, 'RATE_CARD_POST_NOT_OF_CUSTOMER', { fieldErrors: { postId: [INVOICING_MESSAGES.postNotOfCustomer] } });
    }
    postName = post.name;
  }
  if (input.taxProfileId) {
    const [tax] = await db.select({ id: taxProfiles.id }).from(taxProfiles).where(taxProfileScope(actor, input.taxProfileId));
    found(tax, 'taxProfile');
  }
  return { customerName: customer.name, postName };
};

const versionTaken = (fromDate: string) =>
  FieldConflict('RATE_CARD_VERSION_TAKEN', { fromDate: INVOICING_MESSAGES.versionTaken }, { fromDate });

/** A write of a version: one racing another past `assertVersionFree` is refused by the index the same way. */
const writingVersion = <T>(fromDate: string, write: () => Promise<T>) =>
  refusingDuplicates('rate_cards_version_unique', () => versionTaken(fromDate), write);

/** One version per customer, post, rank and first day (409 on the date field otherwise). */
const assertVersionFree = async (db: TDbOrTx, input: TRateCardInputParsed, exceptId?: string) => {
  const [taken] = await db
    .select({ id: rateCards.id })
    .from(rateCards)
    .where(
      where(
        eq(rateCards.customerCompanyId, input.customerCompanyId),
        input.postId ? eq(rateCards.postId, input.postId) : isNull(rateCards.postId),
        input.rank ? eq(rateCards.rank, input.rank) : isNull(rateCards.rank),
        eq(rateCards.fromDate, input.fromDate),
        exceptId ? ne(rateCards.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  if (taken) throw versionTaken(input.fromDate);
};

const valuesOf = (input: TRateCardInputParsed) => ({
  customerCompanyId: input.customerCompanyId,
  postId: input.postId,
  rank: input.rank,
  fromDate: input.fromDate,
  billRateCents: input.billRateCents,
  overtimeBilling: input.overtimeBilling,
  // A factor or flat rate the chosen billing does not use is not kept (the form may still hold it).
  overtimeFactor: input.overtimeBilling === 'factor' || input.overtimeBilling === 'pass_through' ? input.overtimeFactor : null,
  overtimeRateCents: input.overtimeBilling === 'flat' ? input.overtimeRateCents : null,
  holidayBilling: input.holidayBilling,
  holidayFactor: input.holidayBilling === 'factor' ? input.holidayFactor : null,
  holidayRateCents: input.holidayBilling === 'flat' ? input.holidayRateCents : null,
  minimumMinutes: input.minimumMinutes,
  roundingMinutes: input.roundingMinutes,
  roundingMode: input.roundingMode,
  paymentTermsDays: input.paymentTermsDays,
  poNumber: input.poNumber,
  billingCycle: input.billingCycle,
  taxProfileId: input.taxProfileId,
  notes: input.notes,
});

const logParams = (names: { customerName: string; postName: string | null }, fromDate: string) => ({
  customer: names.customerName,
  post: names.postName ?? '*',
  from: fromDate,
});

/** POST /api/invoicing/rate-cards. */
export const createRateCard = async ({ ctx, actor, input }: TArgs<TRateCardInputParsed>): Promise<TRateCard> => {
  assertInvoicing(actor, 'add');
  const id = await writingVersion(input.fromDate, () =>
    ctx.db.transaction(async (tx) => {
      const names = await checkReferences(tx, actor, input);
      await assertVersionFree(tx, input);
      const [row] = await tx
        .insert(rateCards)
        .values({ companyId: actor.companyId, createdBy: actor.userId, ...valuesOf(input) })
        .returning({ id: rateCards.id });
      await writeSystemLog(tx, actor, {
        action: 'CREATE',
        entityType: 'invoicing-payments',
        entityId: row.id,
        message: { key: 'rateCardCreated', params: logParams(names, input.fromDate) },
        details: { customerCompanyId: input.customerCompanyId, postId: input.postId },
      });
      return row.id;
    }),
  );
  return readRateCard(ctx.db, actor, id);
};

/** PUT /api/invoicing/rate-cards/:id: the version's values, all of them (the body is the whole card). */
export const updateRateCard = async ({ ctx, actor, input }: TArgs<{ id: string; data: TRateCardInputParsed }>): Promise<TRateCard> => {
  assertInvoicing(actor, 'edit');
  await writingVersion(input.data.fromDate, () =>
    ctx.db.transaction(async (tx) => {
      const [current] = await tx.select({ id: rateCards.id }).from(rateCards).where(rateCardScope(actor, input.id)).for('update');
      found(current, 'rateCard');
      const names = await checkReferences(tx, actor, input.data);
      await assertVersionFree(tx, input.data, input.id);
      await tx
        .update(rateCards)
        .set({ ...valuesOf(input.data), updatedAt: new Date() })
        .where(rateCardScope(actor, input.id));
      await writeSystemLog(tx, actor, {
        action: 'UPDATE',
        entityType: 'invoicing-payments',
        entityId: input.id,
        message: { key: 'rateCardUpdated', params: logParams(names, input.data.fromDate) },
      });
    }),
  );
  return readRateCard(ctx.db, actor, input.id);
};

/** DELETE /api/invoicing/rate-cards/:id. */
export const deleteRateCard = async ({ ctx, actor, input }: TArgs<{ id: string }>): Promise<void> => {
  assertInvoicing(actor, 'delete');
  await ctx.db.transaction(async (tx) => {
    const [row] = await selectRows(tx).where(rateCardScope(actor, input.id)).for('update', { of: rateCards });
    const { card, customerCompanyName, postName } = found(row, 'rateCard');
    await tx.delete(rateCards).where(rateCardScope(actor, input.id));
    await writeSystemLog(tx, actor, {
      action: 'DELETE',
      entityType: 'invoicing-payments',
      entityId: card.id,
      message: { key: 'rateCardDeleted', params: logParams({ customerName: customerCompanyName, postName }, card.fromDate) },
    });
  });
};

/** GET /api/invoicing/customers: the company's customer companies, active first, by name. */
export const listBillingCustomers = async ({ ctx, actor }: TArgs<unknown>) => {
  assertInvoicing(actor, 'view');
  const items = await ctx.db
    .select({ id: customerCompanies.id, name: customerCompanies.name, isActive: customerCompanies.isActive })
    .from(customerCompanies)
    .where(eq(customerCompanies.companyId, actor.companyId))
    .orderBy(desc(customerCompanies.isActive), asc(customerCompanies.name));
  return { items };
};

/** GET /api/invoicing/posts: the company's posts (of one customer) with today's pay rate, for the rate card picker. */
export const listBillingPosts = async ({ ctx, actor, input }: TArgs<{ customerCompanyId?: string }>) => {
  assertInvoicing(actor, 'view');
  const [rows, today] = await Promise.all([
    ctx.db
      .select({ id: posts.id, name: posts.name, customerCompanyId: posts.customerCompanyId })
      .from(posts)
      .where(
        where(
          eq(posts.companyId, actor.companyId),
          input.customerCompanyId ? eq(posts.customerCompanyId, input.customerCompanyId) : undefined,
        ),
      )
      .orderBy(asc(posts.name)),
    companyToday(ctx.db, actor.companyId),
  ]);
  const payRates = await loadPostPayRates(
    ctx.db,
    actor.companyId,
    rows.map((r) => r.id),
  );
  const seesPay = marginSourcesOf(actor).payroll;
  const items: TBillingPostOption[] = rows.map((r) => {
    if (!seesPay) return { ...r, payRateCents: null };
    const rate = payRateOn(payRates.get(r.id) ?? [], today);
    return { ...r, payRateCents: rate ? rate.rateCents + rate.differentialCents : null };
  });
  return { items };
};

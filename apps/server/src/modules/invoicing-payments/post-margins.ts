// What a post bills and pays per hour on a day, and whether it is billed at a loss (issue 30: "a warning on the post and
// in reports where the pay rate is at or above the bill rate"). Bill: the rate card in force for the post (all ranks),
// else the customer's card for every post, else the post's own bill rate. Pay: the post's pay rate in force (with its
// differential: both are paid for every hour), else the post's own pay rate. The posts area and the posts report read it.
import { todayIn } from '@centinela/shared';
import { payRateOn } from '@centinela/shared/contracts/post-pay-rates';
import { inForceOn } from '@centinela/shared/rules/effective-dates';
import { and, inArray, isNull } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { type TActor, actorCan } from '../../platform/access/actor';
import { isCompanyStaff } from '../../platform/access/policy';
import { posts, rateCards } from '../../db/schema';
import { loadPostPayRates } from '../payroll/post-pay-rates.service';

export type TPostMargin = {
  billRateCents: number | null;
  payRateCents: number | null;
  /** Both rates known and the pay at or above the bill. */
  payAtOrAboveBill: boolean;
};

/** Which sources of a rate the viewer may read: payroll's pay rates, invoicing's rate cards (else the post's own rates). */
export type TMarginSources = { payroll: boolean; invoicing: boolean };

/** The sources the actor may read (company staff with payroll / invoicing view). */
export const marginSourcesOf = (actor: TActor): TMarginSources => ({
  payroll: isCompanyStaff(actor) && actorCan(actor, 'view', 'payroll'),
  invoicing: isCompanyStaff(actor) && actorCan(actor, 'view', 'invoicing-payments'),
});

/**
 * Today's rates of posts the caller already may see (each post's today, in its own time zone), by post id. Rates are
 * internal: callers ask only for viewers who see the post's rates (posts.policy.ts `seesPostRates`); a rate card is
 * read only for a viewer of invoicing, a payroll pay rate only for a viewer of payroll — else the post's own rate.
 */
export const postMarginsToday = async (db: TDbOrTx, postIds: readonly string[], sources: TMarginSources) => {
  const margins = new Map<string, TPostMargin>();
  if (postIds.length === 0) return margins;
  const ids = [...new Set(postIds)];
  const rows = await db
    .select({
      id: posts.id,
      companyId: posts.companyId,
      customerCompanyId: posts.customerCompanyId,
      timeZone: posts.timeZone,
      billRateCents: posts.billRateCents,
      payRateCents: posts.payRateCents,
    })
    .from(posts)
    .where(inArray(posts.id, ids));
  const customerIds = [...new Set(rows.map((r) => r.customerCompanyId))];
  const companyIds = [...new Set(rows.map((r) => r.companyId))];
  const [cards, ...payRatesOfCompanies] = await Promise.all([
    sources.invoicing
      ? db
          .select({
            customerCompanyId: rateCards.customerCompanyId,
            postId: rateCards.postId,
            fromDate: rateCards.fromDate,
            billRateCents: rateCards.billRateCents,
          })
          .from(rateCards)
          .where(and(inArray(rateCards.customerCompanyId, customerIds), isNull(rateCards.rank)))
      : Promise.resolve([]),
    ...(sources.payroll ? companyIds.map((companyId) => loadPostPayRates(db, companyId, ids)) : []),
  ]);
  const payRates = new Map(payRatesOfCompanies.flatMap((m) => [...m]));
  for (const post of rows) {
    const today = todayIn(post.timeZone);
    const own = inForceOn(
      cards.filter((c) => c.postId === post.id),
      today,
    );
    const wide = own
      ? null
      : inForceOn(
          cards.filter((c) => c.postId === null && c.customerCompanyId === post.customerCompanyId),
          today,
        );
    const pay = payRateOn(payRates.get(post.id) ?? [], today);
    const billRateCents = own?.billRateCents ?? wide?.billRateCents ?? post.billRateCents;
    const payRateCents = pay ? pay.rateCents + pay.differentialCents : post.payRateCents;
    margins.set(post.id, {
      billRateCents,
      payRateCents,
      payAtOrAboveBill: billRateCents !== null && payRateCents !== null && billRateCents > 0 && payRateCents >= billRateCents,
    });
  }
  return margins;
};

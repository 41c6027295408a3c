// How an invoice is priced and taxed (issue 30): the rate card in force for a post and rank on a day (else the post's bill
// rate), each line's tax by its profile on the tax date, and the numbering prefixes. Shared by generation and credit notes.
import type { TTaxKind, TTaxRateVersion } from '@centinela/shared/contracts/invoicing-payments';
import { plainTerms } from '@centinela/shared/rules/billing';
import { inForceOn } from '@centinela/shared/rules/effective-dates';
import type { TPricing } from '@centinela/shared/rules/invoice-lines';
import { computeTax, TaxRateNotInForceError, type TTaxComponentRounding, type TTaxRounding } from '@centinela/shared/rules/invoice-tax';
import type { TGuardRank } from '@centinela/shared';
import { eq, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { type rateCards, taxProfiles, type TInvoiceTaxRow } from '../../db/schema';
import { Conflict } from '../../platform/errors';
import { rowsOf } from '../rosters/rosters.sql';
import { billingTermsOf } from './rate-cards.service';
import type { TCustomerPost } from './invoices.work';

export type TCardRow = typeof rateCards.$inferSelect;

/** The card in force for a post and rank on a day: the post's for the rank, the post's, the customer's for the rank, the customer's. */
export const pricingOf = (cards: TCardRow[], posts: Map<string, TCustomerPost>) => {
  const byKey = new Map<string, TCardRow[]>();
  for (const card of cards) {
    const key = `${card.postId ?? ''}|${card.rank ?? ''}`;
    byKey.set(key, [...(byKey.get(key) ?? []), card]);
  }
  return (postId: string, rank: TGuardRank | null, date: string): TPricing | null => {
    const keys = rank ? [`${postId}|${rank}`, `${postId}|`, `|${rank}`, '|'] : [`${postId}|`, '|'];
    for (const key of keys) {
      const card = inForceOn(byKey.get(key) ?? [], date);
      if (card)
        return {
          terms: billingTermsOf(card),
          rateCardId: card.id,
          rank: (card.rank as TGuardRank | null) ?? null,
          taxProfileId: card.taxProfileId,
        };
    }
    const bill = posts.get(postId)?.billRateCents;
    return bill ? { terms: plainTerms(bill), rateCardId: null, rank: null, taxProfileId: null } : null;
  };
};

export type TProfile = { id: string; name: string; kind: TTaxKind; rates: TTaxRateVersion[]; rounding: string; componentRounding: string };

/** Each profile's tax on its lines (on the tax date); lines' shares written back. Throws 409 TAX_RATE_NOT_IN_FORCE. */
export const taxLines = (
  lines: { amountCents: number; taxProfileId?: string | null; taxCents?: number }[],
  profiles: Map<string, TProfile>,
  date: string,
) => {
  const taxes: TInvoiceTaxRow[] = [];
  const groups = new Map<string, number[]>();
  lines.forEach((line, i) => {
    if (line.taxProfileId && profiles.has(line.taxProfileId)) groups.set(line.taxProfileId, [...(groups.get(line.taxProfileId) ?? []), i]);
    line.taxCents = 0;
  });
  for (const [profileId, indexes] of groups) {
    const profile = profiles.get(profileId) as TProfile;
    try {
      const result = computeTax(
        indexes.map((i) => ({ amountCents: lines[i].amountCents })),
        profile,
        date,
        { rounding: profile.rounding as TTaxRounding, componentRounding: profile.componentRounding as TTaxComponentRounding },
      );
      indexes.forEach((lineIndex, k) => {
        lines[lineIndex].taxCents = result.lines[k].taxCents;
      });
      for (const c of result.components) taxes.push({ profileName: profile.name, ...c });
    } catch (error) {
      if (error instanceof TaxRateNotInForceError) throw Conflict('TAX_RATE_NOT_IN_FORCE', { date, profile: profile.name });
      throw error;
    }
  }
  return taxes;
};

export const loadTaxProfiles = async (db: TDbOrTx, companyId: string) =>
  new Map(
    (await db.select().from(taxProfiles).where(eq(taxProfiles.companyId, companyId))).map((p) => [
      p.id,
      { id: p.id, name: p.name, kind: p.kind as TTaxKind, rates: p.rates, rounding: p.rounding, componentRounding: p.componentRounding },
    ]),
  );

/** Whether any card of these customers bills overtime at what payroll paid (then the classification reads pay). */
export const passesThrough = async (db: TDbOrTx, companyId: string, customerIds: string[]) =>
  (
    await rowsOf<{ one: number }>(
      db,
      sql`select 1 as one from rate_cards where company_id = ${companyId} and overtime_billing = 'pass_through'
            and customer_company_id = any(${`{${customerIds.join(',')}}`}::uuid[]) limit 1`,
    )
  ).length > 0;

// Tax profiles (issue 30): what a rate card's hours are taxed at, effective-dated. A new company gets its country's
// profiles (`createDefaultTaxProfiles`, the area's company defaults); US companies enter their state's rate, since
// which states tax security services and at what rate vary (research/payroll-and-billing-rules.md "Billing").
import type { TTaxProfile, TTaxProfileInputParsed, TTaxRateVersion } from '@centinela/shared/contracts/invoicing-payments';
import { INVOICING_MESSAGES, taxRateOn } from '@centinela/shared/contracts/invoicing-payments';
import { defaultComponentRounding, defaultTaxRounding } from '@centinela/shared/rules/invoice-tax';
import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { refusingDuplicates } from '../../db/constraint-errors';
import { companies, rateCards, taxProfiles } from '../../db/schema';
import type { TActor } from '../../platform/access/actor';
import { found } from '../../platform/access/scope';
import { writeSystemLog } from '../../platform/audit/system-log';
import type { TServiceContext } from '../../platform/context';
import { Conflict, FieldConflict } from '../../platform/errors';
import { companyToday } from '../companies/companies.queries';
import { assertInvoicing, canOnTaxProfile, taxProfileScope } from './invoicing-payments.policy';

type TArgs<T> = { ctx: TServiceContext; actor: TActor; input: T };
type TProfileRow = typeof taxProfiles.$inferSelect;

/**
 * The profiles a company of each country starts with. Sources:
 * - Puerto Rico IVU: 10.5 % state (13 LPRA § 32021) + 1 % municipal (13 LPRA § 32022) = 11.5 %; the 4 % rate on
 *   business-to-business services (§ 32021(b)) excludes security services (Law 257-2018 list), so guards bill 11.5 %.
 * - Mexico IVA: 16 % (LIVA art. 1); 8 % in the northern border region for registered businesses under the "Decreto de
 *   estímulos fiscales región fronteriza norte" (DOF 31-12-2018, extended to 31-12-2024 and again to 31-12-2025): kept
 *   dated — from 2026 the profile holds 16 % until a renewal is entered as a new dated rate.
 */
const DEFAULTS: Record<
  'PR' | 'MX',
  { name: Record<'es' | 'en', string>; kind: 'pr_ivu' | 'mx_iva'; jurisdiction: string; rates: TTaxRateVersion[] }[]
> = {
  PR: [
    {
      name: { es: 'IVU Puerto Rico', en: 'IVU Puerto Rico' },
      kind: 'pr_ivu',
      jurisdiction: 'PR',
      rates: [
        {
          fromDate: '2015-07-01',
          components: [
            { label: 'IVU estatal', rateMilliPercent: 10_500 },
            { label: 'IVU municipal', rateMilliPercent: 1_000 },
          ],
        },
      ],
    },
  ],
  MX: [
    {
      name: { es: 'IVA 16 %', en: 'IVA 16 %' },
      kind: 'mx_iva',
      jurisdiction: 'MX',
      rates: [{ fromDate: '2010-01-01', components: [{ label: 'IVA', rateMilliPercent: 16_000 }] }],
    },
    {
      name: { es: 'IVA región fronteriza norte', en: 'IVA northern border region' },
      kind: 'mx_iva',
      jurisdiction: 'MX-frontera',
      rates: [
        { fromDate: '2019-01-01', components: [{ label: 'IVA', rateMilliPercent: 8_000 }] },
        { fromDate: '2026-01-01', components: [{ label: 'IVA', rateMilliPercent: 16_000 }] },
      ],
    },
  ],
};

/** A new company's tax profiles by its country (Puerto Rico, Mexico; none elsewhere), in its language. */
export const createDefaultTaxProfiles = async (tx: TDbOrTx, companyId: string, language: 'es' | 'en') => {
  const [company] = await tx.select({ address: companies.address }).from(companies).where(eq(companies.id, companyId));
  const country = company?.address?.country;
  const defaults = country === 'PR' || country === 'MX' ? DEFAULTS[country] : [];
  if (defaults.length === 0) return;
  await tx
    .insert(taxProfiles)
    .values(
      defaults.map((d) => ({
        companyId,
        name: d.name[language],
        kind: d.kind,
        jurisdiction: d.jurisdiction,
        rates: d.rates,
        rounding: defaultTaxRounding(d.kind),
        componentRounding: defaultComponentRounding(d.kind),
      })),
    )
    .onConflictDoNothing();
};

const sortRates = (rates: readonly TTaxRateVersion[]) => [...rates].sort((a, b) => (a.fromDate < b.fromDate ? -1 : 1));

const toProfile = (actor: TActor, row: TProfileRow, rateCardCount: number, today: string): TTaxProfile => ({
  id: row.id,
  name: row.name,
  kind: row.kind as TTaxProfile['kind'],
  jurisdiction: row.jurisdiction,
  exemptionCertificate: row.exemptionCertificate,
  rates: sortRates(row.rates),
  rounding: row.rounding as TTaxProfile['rounding'],
  componentRounding: row.componentRounding as TTaxProfile['componentRounding'],
  rateTodayMilliPercent: taxRateOn({ kind: row.kind as TTaxProfile['kind'], rates: row.rates }, today),
  rateCardCount,
  can: canOnTaxProfile(actor, rateCardCount),
});

// Written out: in a one-table select Drizzle leaves columns unqualified, and `id` would then be the subquery's own.
const usage = sql<number>`(select count(*)::int from rate_cards r where r.tax_profile_id = tax_profiles.id)`;

/** GET /api/invoicing/tax-profiles: by name. */
export const listTaxProfiles = async ({ ctx, actor }: TArgs<unknown>) => {
  assertInvoicing(actor, 'view');
  const [rows, today] = await Promise.all([
    ctx.db
      .select({ profile: taxProfiles, usage })
      .from(taxProfiles)
      .where(eq(taxProfiles.companyId, actor.companyId))
      .orderBy(asc(taxProfiles.name)),
    companyToday(ctx.db, actor.companyId),
  ]);
  return { items: rows.map((r) => toProfile(actor, r.profile, r.usage, today)) };
};

const readProfile = async (db: TDbOrTx, actor: TActor, id: string) => {
  const [row] = await db.select({ profile: taxProfiles, usage }).from(taxProfiles).where(taxProfileScope(actor, id));
  const { profile, usage: used } = found(row, 'taxProfile');
  return toProfile(actor, profile, used, await companyToday(db, actor.companyId));
};

const assertNameFree = async (db: TDbOrTx, actor: TActor, name: string, exceptId?: string) => {
  const [taken] = await db
    .select({ id: taxProfiles.id })
    .from(taxProfiles)
    .where(
      and(
        eq(taxProfiles.companyId, actor.companyId),
        sql`lower(${taxProfiles.name}) = lower(${name})`,
        exceptId ? ne(taxProfiles.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  if (taken) throw nameTaken();
};

const nameTaken = () => FieldConflict('TAX_PROFILE_NAME_TAKEN', { name: INVOICING_MESSAGES.taxNameTaken });

/** A write of a name: one racing another past `assertNameFree` is refused by the index the same way. */
const writingName = <T>(write: () => Promise<T>) => refusingDuplicates('tax_profiles_company_name_unique', nameTaken, write);

const valuesOf = (input: TTaxProfileInputParsed) => ({
  name: input.name,
  rounding: input.rounding ?? defaultTaxRounding(input.kind),
  componentRounding: input.componentRounding ?? defaultComponentRounding(input.kind),
  kind: input.kind,
  jurisdiction: input.jurisdiction,
  exemptionCertificate: input.kind === 'exempt' ? input.exemptionCertificate : null,
  rates: input.kind === 'exempt' ? [] : sortRates(input.rates),
});

/** POST /api/invoicing/tax-profiles. */
export const createTaxProfile = async ({ ctx, actor, input }: TArgs<TTaxProfileInputParsed>): Promise<TTaxProfile> => {
  assertInvoicing(actor, 'add');
  const id = await writingName(() =>
    ctx.db.transaction(async (tx) => {
      await assertNameFree(tx, actor, input.name);
      const [row] = await tx
        .insert(taxProfiles)
        .values({ companyId: actor.companyId, ...valuesOf(input) })
        .returning({ id: taxProfiles.id });
      await writeSystemLog(tx, actor, {
        action: 'CREATE',
        entityType: 'invoicing-payments',
        entityId: row.id,
        message: { key: 'taxProfileCreated', params: { name: input.name } },
      });
      return row.id;
    }),
  );
  return readProfile(ctx.db, actor, id);
};

/** PUT /api/invoicing/tax-profiles/:id. */
export const updateTaxProfile = async ({ ctx, actor, input }: TArgs<{ id: string; data: TTaxProfileInputParsed }>) => {
  assertInvoicing(actor, 'edit');
  await writingName(() =>
    ctx.db.transaction(async (tx) => {
      const [row] = await tx.select({ id: taxProfiles.id }).from(taxProfiles).where(taxProfileScope(actor, input.id)).for('update');
      found(row, 'taxProfile');
      await assertNameFree(tx, actor, input.data.name, input.id);
      await tx
        .update(taxProfiles)
        .set({ ...valuesOf(input.data), updatedAt: new Date() })
        .where(taxProfileScope(actor, input.id));
      await writeSystemLog(tx, actor, {
        action: 'UPDATE',
        entityType: 'invoicing-payments',
        entityId: input.id,
        message: { key: 'taxProfileUpdated', params: { name: input.data.name } },
      });
    }),
  );
  return readProfile(ctx.db, actor, input.id);
};

/** DELETE /api/invoicing/tax-profiles/:id: refused (409 TAX_PROFILE_IN_USE) while rate cards name it. */
export const deleteTaxProfile = async ({ ctx, actor, input }: TArgs<{ id: string }>): Promise<void> => {
  assertInvoicing(actor, 'delete');
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx.select().from(taxProfiles).where(taxProfileScope(actor, input.id)).for('update');
    const profile = found(row, 'taxProfile');
    const [{ used }] = await tx.select({ used: count() }).from(rateCards).where(eq(rateCards.taxProfileId, profile.id));
    if (used > 0) throw Conflict('TAX_PROFILE_IN_USE', { count: used });
    await tx.delete(taxProfiles).where(taxProfileScope(actor, input.id));
    await writeSystemLog(tx, actor, {
      action: 'DELETE',
      entityType: 'invoicing-payments',
      entityId: profile.id,
      message: { key: 'taxProfileDeleted', params: { name: profile.name } },
    });
  });
};

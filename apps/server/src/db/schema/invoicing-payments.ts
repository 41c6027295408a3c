// Invoicing and payments (issue 30): tax profiles and rate cards (a customer's contract: bill rates per post and rank,
// effective-dated). A version applies from `from_date` until the next version of the same customer, post and rank.
import type { TTaxRateVersion } from '@centinela/shared/contracts/invoicing-payments';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, unique, uniqueIndex, uuid, date } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './_columns';
import { companies } from './companies';
import { customerCompanies } from './customer-companies';
import { posts } from './posts';
import { users } from './users';

export const taxProfiles = pgTable(
  'tax_profiles',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    name: text('name').notNull(),
    /** pr_ivu | mx_iva | us_sales | exempt (TAX_KINDS). */
    kind: text('kind').notNull(),
    jurisdiction: text('jurisdiction'),
    exemptionCertificate: text('exemption_certificate'),
    /** Effective-dated rates, oldest first: [{ fromDate, components: [{ label, rate (thousandths of a percent) }] }]. */
    rates: jsonb('rates').$type<TTaxRateVersion[]>().notNull().default([]),
    /** per_invoice | per_line, each | combined (rules/invoice-tax.ts; the kind's reading unless the company chose). */
    rounding: text('rounding').notNull().default('per_invoice'),
    componentRounding: text('component_rounding').notNull().default('each'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('tax_profiles_company_name_unique').on(t.companyId, sql`lower(${t.name})`)],
);

export const rateCards = pgTable(
  'rate_cards',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    customerCompanyId: uuid('customer_company_id')
      .notNull()
      .references(() => customerCompanies.id),
    /** null: every post of the customer without a card of its own. A post or customer with cards is not deleted (409). */
    postId: uuid('post_id').references(() => posts.id),
    /** null: every rank. */
    rank: text('rank'),
    fromDate: date('from_date', { mode: 'string' }).notNull(),
    billRateCents: integer('bill_rate_cents').notNull(),
    overtimeBilling: text('overtime_billing').notNull(),
    /** Hundredths: 150 = 1.5×. */
    overtimeFactor: integer('overtime_factor'),
    overtimeRateCents: integer('overtime_rate_cents'),
    holidayBilling: text('holiday_billing').notNull(),
    holidayFactor: integer('holiday_factor'),
    holidayRateCents: integer('holiday_rate_cents'),
    minimumMinutes: integer('minimum_minutes').notNull().default(0),
    roundingMinutes: integer('rounding_minutes').notNull().default(0),
    roundingMode: text('rounding_mode').notNull().default('nearest'),
    paymentTermsDays: integer('payment_terms_days').notNull().default(30),
    poNumber: text('po_number'),
    billingCycle: text('billing_cycle').notNull().default('monthly'),
    taxProfileId: uuid('tax_profile_id').references(() => taxProfiles.id),
    notes: text('notes'),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('rate_cards_version_unique').on(t.customerCompanyId, t.postId, t.rank, t.fromDate).nullsNotDistinct(),
    index('rate_cards_company_idx').on(t.companyId, t.customerCompanyId),
    index('rate_cards_tax_profile_idx').on(t.taxProfileId),
    check('rate_cards_amounts_check', sql`${t.billRateCents} > 0 and ${t.minimumMinutes} between 0 and 1440`),
  ],
);

// Invoicing and payments (issue 30): tax profiles and rate cards (a customer's contract: bill rates per post and rank,
// effective-dated). A version applies from `from_date` until the next version of the same customer, post and rank.
import type { TBillingRoundingMode, TTaxRateVersion } from '@centinela/shared/contracts/invoicing-payments';
import type { TInvoiceKind, TInvoiceLineKind, TInvoiceStatus } from '@centinela/shared/contracts/invoices';
import type { TPaymentMethod } from '@centinela/shared/contracts/invoice-payments';
import type { TCfdiIssuer } from '@centinela/shared/contracts/invoicing-settings';
import type { TGuardRank, TLanguage } from '@centinela/shared';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './_columns';
import { companies } from './companies';
import { customerCompanies } from './customer-companies';
import { posts } from './posts';
import { users } from './users';

/** One shift (or its part in the period) behind a time line, as stored on the line. */
export type TStoredShift = {
  guardId: string | null;
  guardName: string;
  date: string;
  startMs: number;
  endMs: number;
  source: 'attendance' | 'schedule';
  ref: string;
  workedMinutes: number;
  billedMinutes: number;
  adjustment: 'rounded' | 'minimum' | null;
  minutes: number;
  split: boolean;
};

/** One tax component of an invoice: the profile's name and the component's rate, base and tax. */
export type TInvoiceTaxRow = { profileName: string; label: string; rateMilliPercent: number; baseCents: number; taxCents: number };

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

/**
 * Invoices and credit notes (kind). A draft (no number) is regenerated or deleted; approval gives it the next number
 * of its series (prefix-year-counter, `number_series` 'invoice:<year>' / 'credit_note:<year>'), and from then on its
 * lines and amounts never change: a credit note (credit_of_id) corrects it, void keeps its number. `paid_cents` and
 * `credited_cents` are what payments and credit notes applied (the account's figures, not the document's).
 */
export const invoices = pgTable(
  'invoices',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    customerCompanyId: uuid('customer_company_id')
      .notNull()
      .references(() => customerCompanies.id),
    kind: text('kind').$type<TInvoiceKind>().notNull().default('invoice'),
    creditOfId: uuid('credit_of_id').references((): AnyPgColumn => invoices.id),
    status: text('status').$type<TInvoiceStatus>().notNull().default('draft'),
    prefix: text('prefix').notNull(),
    year: integer('year'),
    sequence: integer('sequence'),
    number: text('number'),
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    periodEnd: date('period_end', { mode: 'string' }).notNull(),
    issueDate: date('issue_date', { mode: 'string' }),
    dueDate: date('due_date', { mode: 'string' }),
    language: text('language').$type<TLanguage>().notNull(),
    currency: text('currency').notNull(),
    poNumber: text('po_number'),
    paymentTermsDays: integer('payment_terms_days').notNull().default(30),
    notes: text('notes'),
    subtotalCents: bigint('subtotal_cents', { mode: 'number' }).notNull().default(0),
    taxCents: bigint('tax_cents', { mode: 'number' }).notNull().default(0),
    totalCents: bigint('total_cents', { mode: 'number' }).notNull().default(0),
    paidCents: bigint('paid_cents', { mode: 'number' }).notNull().default(0),
    creditedCents: bigint('credited_cents', { mode: 'number' }).notNull().default(0),
    unverifiedMinutes: integer('unverified_minutes').notNull().default(0),
    unpricedMinutes: integer('unpriced_minutes').notNull().default(0),
    /** Each tax component of each profile the lines name: [{ profileName, label, rateMilliPercent, baseCents, taxCents }]. */
    taxes: jsonb('taxes').$type<TInvoiceTaxRow[]>().notNull().default([]),
    voidReason: text('void_reason'),
    approvedAt: timestamp('approved_at', { withTimezone: true, mode: 'date' }),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    voidedAt: timestamp('voided_at', { withTimezone: true, mode: 'date' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('invoices_number_unique').on(t.companyId, t.number),
    index('invoices_company_created_idx').on(t.companyId, t.createdAt),
    index('invoices_company_status_idx').on(t.companyId, t.status, t.dueDate),
    index('invoices_customer_period_idx').on(t.customerCompanyId, t.periodStart),
    // A customer's invoices, newest first (the list filtered by customer).
    index('invoices_company_customer_created_idx').on(t.companyId, t.customerCompanyId, t.createdAt),
    index('invoices_credit_of_idx').on(t.creditOfId),
  ],
);

export const invoiceLines = pgTable(
  'invoice_lines',
  {
    id: id(),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    sort: integer('sort').notNull(),
    kind: text('kind').$type<TInvoiceLineKind>().notNull(),
    postId: uuid('post_id').references(() => posts.id, { onDelete: 'set null' }),
    /** The post's name when billed (kept if the post is renamed or deleted). */
    postName: text('post_name'),
    rank: text('rank').$type<TGuardRank>(),
    description: text('description').notNull(),
    minutes: integer('minutes'),
    quantity: integer('quantity').notNull().default(1),
    rateCents: integer('rate_cents').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    taxCents: bigint('tax_cents', { mode: 'number' }).notNull().default(0),
    taxProfileId: uuid('tax_profile_id').references(() => taxProfiles.id, { onDelete: 'set null' }),
    rateCardId: uuid('rate_card_id').references(() => rateCards.id, { onDelete: 'set null' }),
    rounding: jsonb('rounding').$type<{ minutes: number; mode: TBillingRoundingMode; minimumMinutes: number }>(),
    unverifiedMinutes: integer('unverified_minutes').notNull().default(0),
    /** What the line bills besides time: a special service's opportunity id (never billed twice). */
    sourceRef: text('source_ref'),
    /**
     * The shifts behind a time line (its drill-down, and what keeps a shift from being billed twice): one JSON array
     * per line, written with it — a month of 120,000 shifts as rows of their own cost most of the generation's time.
     */
    shifts: jsonb('shifts').$type<TStoredShift[]>().notNull().default([]),
    /** A credit note's line: the invoice line it credits. */
    creditsLineId: uuid('credits_line_id').references((): AnyPgColumn => invoiceLines.id),
  },
  (t) => [
    index('invoice_lines_invoice_idx').on(t.invoiceId, t.sort),
    index('invoice_lines_credits_idx').on(t.creditsLineId),
    index('invoice_lines_source_idx').on(t.companyId, t.sourceRef),
  ],
);

export const invoiceHistory = pgTable(
  'invoice_history',
  {
    id: id(),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    action: text('action').notNull(),
    fromStatus: text('from_status').$type<TInvoiceStatus>(),
    toStatus: text('to_status').$type<TInvoiceStatus>(),
    note: text('note'),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('invoice_history_invoice_idx').on(t.invoiceId, t.createdAt)],
);

/** A customer's payment. What its allocations do not apply is credit on the account; a reversal undoes it all. */
export const payments = pgTable(
  'payments',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    customerCompanyId: uuid('customer_company_id')
      .notNull()
      .references(() => customerCompanies.id),
    date: date('date', { mode: 'string' }).notNull(),
    method: text('method').$type<TPaymentMethod>().notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    appliedCents: bigint('applied_cents', { mode: 'number' }).notNull().default(0),
    reference: text('reference'),
    chequeNumber: text('cheque_number'),
    notes: text('notes'),
    reversedAt: timestamp('reversed_at', { withTimezone: true, mode: 'date' }),
    /** The company's date of the reversal (statements place it there). */
    reversedOn: date('reversed_on', { mode: 'string' }),
    reversalReason: text('reversal_reason'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('payments_company_date_idx').on(t.companyId, t.date),
    index('payments_customer_idx').on(t.customerCompanyId, t.date),
    check('payments_amounts_check', sql`${t.amountCents} > 0 and ${t.appliedCents} between 0 and ${t.amountCents}`),
  ],
);

/** What part of a payment went to which invoice, and on which day it was applied. */
export const paymentAllocations = pgTable(
  'payment_allocations',
  {
    id: id(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    appliedOn: date('applied_on', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('payment_allocations_payment_idx').on(t.paymentId),
    index('payment_allocations_invoice_idx').on(t.invoiceId),
    check('payment_allocations_amount_check', sql`${t.amountCents} > 0`),
  ],
);

/**
 * Invoices per company, customer, kind and status, kept by the statement triggers of count_invoices (migration 0062):
 * the invoice list's total without a period filter is a sum of a few rows instead of a count of every invoice.
 */
export const invoiceCounts = pgTable(
  'invoice_counts',
  {
    companyId: uuid('company_id').notNull(),
    customerCompanyId: uuid('customer_company_id').notNull(),
    kind: text('kind').notNull(),
    status: text('status').notNull(),
    invoices: integer('invoices').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.customerCompanyId, t.kind, t.status] })],
);

/**
 * A recurring fixed charge of a customer (a monthly patrol fee, CCTV monitoring): an amount per occurrence of an RFC 5545
 * rule (platform/recurrence.ts, the rule tasks recur by). 'cycle': each occurrence in an invoice's period is a 'fixed'
 * line of the customer's cycle invoice (source_ref `recurring:<id>:<date>`, never billed twice); 'alone': each
 * occurrence is a draft of its own, made by the daily job on its date (`issued_until` is how far it got).
 */
export const recurringCharges = pgTable(
  'recurring_charges',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    customerCompanyId: uuid('customer_company_id')
      .notNull()
      .references(() => customerCompanies.id),
    postId: uuid('post_id').references(() => posts.id, { onDelete: 'set null' }),
    description: text('description').notNull(),
    amountCents: integer('amount_cents').notNull(),
    taxProfileId: uuid('tax_profile_id').references(() => taxProfiles.id, { onDelete: 'set null' }),
    frequency: text('frequency').$type<'daily' | 'weekly' | 'monthly' | 'yearly'>().notNull(),
    interval: integer('interval').notNull().default(1),
    /** ISO weekdays 1 (Mon) … 7 (Sun), weekly only. */
    daysOfWeek: integer('days_of_week').array().notNull().default(sql`'{}'::integer[]`),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }),
    billing: text('billing').$type<'cycle' | 'alone'>().notNull(),
    isActive: boolean('is_active').notNull().default(true),
    /** 'alone': occurrences up to this date (inclusive) have their draft. */
    issuedUntil: date('issued_until', { mode: 'string' }),
    notes: text('notes'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('recurring_charges_customer_idx').on(t.companyId, t.customerCompanyId),
    check('recurring_charges_amount_check', sql`${t.amountCents} > 0 and ${t.interval} between 1 and 99`),
  ],
);

/**
 * A company's invoicing settings: the series prefixes, the employer burden financial reports add to pay (basis points
 * of gross pay: taxes, insurance, benefits), the accounts the accounting exports name, and the CFDI 4.0 issuer
 * (Mexico). A company without a row has the defaults.
 */
export const invoicingSettings = pgTable('invoicing_settings', {
  companyId: uuid('company_id')
    .primaryKey()
    .references(() => companies.id),
  invoicePrefix: text('invoice_prefix').notNull().default('F'),
  creditNotePrefix: text('credit_note_prefix').notNull().default('NC'),
  employerBurdenBp: integer('employer_burden_bp').notNull().default(0),
  incomeAccount: text('income_account'),
  taxAccount: text('tax_account'),
  receivableAccount: text('receivable_account'),
  cfdiIssuer: jsonb('cfdi_issuer').$type<TCfdiIssuer | null>(),
  cfdiProductCode: text('cfdi_product_code').notNull().default('92121504'),
  updatedAt: updatedAt(),
});

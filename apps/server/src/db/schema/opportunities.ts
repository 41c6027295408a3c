// Opportunities: special service requests (spec section 3 "Opportunity", section 5 rules; issue 15). Money in integer
// cents; dates and wall-clock times in the company's zone. Every status change is a row of opportunity_history.
import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { TOpportunityPriority, TOpportunityStatus, TServiceType } from '@centinela/shared';
import { searchTextColumn, searchTextIndex } from '../../platform/search/search-text';
import { createdAt, id, updatedAt } from './_columns';
import { companies } from './companies';
import { customerCompanies } from './customer-companies';
import { files } from './files';
import { posts } from './posts';
import { rosters, rosterShifts } from './rosters';
import { users } from './users';

export const opportunities = pgTable(
  'opportunities',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    /** Per company, from 1 (the `opportunity` number series, platform/numbering). */
    number: integer('number').notNull().default(0),
    customerCompanyId: uuid('customer_company_id').references(() => customerCompanies.id),
    title: text('title').notNull(),
    description: text('description').notNull(),
    location: text('location').notNull(),
    serviceType: text('service_type').$type<TServiceType>().notNull(),
    priority: text('priority').$type<TOpportunityPriority>().notNull().default('medium'),
    status: text('status').$type<TOpportunityStatus>().notNull().default('draft'),
    /** The status an opportunity on hold returns to on resume. */
    heldFrom: text('held_from').$type<TOpportunityStatus>(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    startTime: text('start_time').notNull(),
    endTime: text('end_time').notNull(),
    guardsRequired: integer('guards_required').notNull(),
    hourlyRateCents: integer('hourly_rate_cents').notNull(),
    totalBudgetCents: integer('total_budget_cents').notNull(),
    /** Staff only: what each guard is paid per hour (payroll). */
    payRateCents: integer('pay_rate_cents'),
    contactPerson: text('contact_person').notNull(),
    contactPhone: text('contact_phone').notNull(),
    contactEmail: text('contact_email').notNull(),
    specialRequirements: text('special_requirements'),
    equipmentNeeded: text('equipment_needed'),
    internalNotes: text('internal_notes'),
    postId: uuid('post_id').references(() => posts.id),
    rosterId: uuid('roster_id').references(() => rosters.id, { onDelete: 'set null' }),
    shiftId: uuid('shift_id').references(() => rosterShifts.id, { onDelete: 'set null' }),
    followUpAt: timestamp('follow_up_at', { withTimezone: true, mode: 'date' }),
    followUpNote: text('follow_up_note'),
    completedAt: timestamp('completed_at', { withTimezone: true, mode: 'date' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** Folded title, location and contact: the list's search (decision 0023). */
    searchText: searchTextColumn('title', 'location', 'contact_person'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    searchTextIndex('opportunities', t.searchText),
    // The list's filters always start with the company (bench/opportunities): status view by date, recent, mine, client.
    index('opportunities_company_status_idx').on(t.companyId, t.status, t.startDate),
    // Also opportunities_company_status_cover_idx (company_id, status) INCLUDE (…the list's filter columns), for the
    // list's counts: migration 0031 (Drizzle cannot declare INCLUDE).
    index('opportunities_company_created_idx').on(t.companyId, t.createdAt),
    // The open and closed views' order (start date, id) with the status beside it: a deep page is read from the index
    // alone (the closed view's page 40 read 3,700 rows from the table to keep 1,000).
    index('opportunities_company_start_id_status_idx').on(t.companyId, t.startDate, t.id, t.status),
    index('opportunities_company_creator_idx').on(t.companyId, t.createdBy, t.createdAt),
    index('opportunities_customer_idx').on(t.customerCompanyId, t.startDate),
    index('opportunities_post_idx').on(t.postId),
    uniqueIndex('opportunities_company_number_idx').on(t.companyId, t.number).where(sql`${t.number} > 0`),
  ],
);

/**
 * Opportunities per company, status and creator (no creator: the zero uuid), kept by the statement trigger
 * count_opportunities (migration 0044): the list's unfiltered views (open, closed, all, mine) read their totals here
 * instead of counting tens of thousands of index entries on every page (decision 0015's maintained counts).
 */
export const opportunityCounts = pgTable(
  'opportunity_counts',
  {
    companyId: uuid('company_id').notNull(),
    status: text('status').$type<TOpportunityStatus>().notNull(),
    createdBy: uuid('created_by').notNull(),
    opportunities: integer('opportunities').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.status, t.createdBy] })],
);

export const opportunityGuards = pgTable(
  'opportunity_guards',
  {
    id: id(),
    opportunityId: uuid('opportunity_id')
      .notNull()
      .references(() => opportunities.id, { onDelete: 'cascade' }),
    guardId: uuid('guard_id')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('opportunity_guards_unique').on(t.opportunityId, t.guardId), index('opportunity_guards_guard_idx').on(t.guardId)],
);

/** Who changed what and why: every transition (and creation, assignment, quote, follow-up) of an opportunity. */
export const opportunityHistory = pgTable(
  'opportunity_history',
  {
    id: id(),
    opportunityId: uuid('opportunity_id')
      .notNull()
      .references(() => opportunities.id, { onDelete: 'cascade' }),
    action: text('action').notNull(),
    fromStatus: text('from_status').$type<TOpportunityStatus>(),
    toStatus: text('to_status').$type<TOpportunityStatus>(),
    reason: text('reason'),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('opportunity_history_opportunity_idx').on(t.opportunityId, t.createdAt)],
);

/** A generated quote: its number (per company, sequential), amounts and the stored PDF. */
export const opportunityQuotes = pgTable(
  'opportunity_quotes',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    opportunityId: uuid('opportunity_id')
      .notNull()
      .references(() => opportunities.id, { onDelete: 'cascade' }),
    number: text('number').notNull(),
    language: text('language').$type<'es' | 'en'>().notNull(),
    subtotalCents: integer('subtotal_cents').notNull(),
    taxBasisPoints: integer('tax_basis_points').notNull(),
    taxCents: integer('tax_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    validUntil: date('valid_until', { mode: 'string' }).notNull(),
    fileId: uuid('file_id').references(() => files.id, { onDelete: 'set null' }),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    sentTo: text('sent_to'),
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('opportunity_quotes_company_number_idx').on(t.companyId, t.number),
    index('opportunity_quotes_opportunity_idx').on(t.opportunityId),
  ],
);

/** Per company: the tax on quotes (Puerto Rico's IVU 11.5% by default); numbers come from `number_series`. */
export const opportunitySettings = pgTable(
  'opportunity_settings',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    taxRateBasisPoints: integer('tax_rate_basis_points').notNull().default(1150),
    taxLabel: text('tax_label').notNull().default('IVU'),
  },
  (t) => [primaryKey({ columns: [t.companyId] })],
);

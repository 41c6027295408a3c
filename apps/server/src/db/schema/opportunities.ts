// Opportunities: special service requests (spec section 3 "Opportunity", section 5 rules).
import { date, index, integer, numeric, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { TOpportunityPriority, TOpportunityStatus, TServiceType } from '@centinela/shared';
import { createdAt, id, updatedAt } from './_columns';
import { companies } from './companies';
import { customerCompanies } from './customer-companies';
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
    customerCompanyId: uuid('customer_company_id').references(() => customerCompanies.id),
    title: text('title').notNull(),
    description: text('description').notNull(),
    location: text('location').notNull(),
    serviceType: text('service_type').$type<TServiceType>().notNull(),
    priority: text('priority').$type<TOpportunityPriority>().notNull().default('medium'),
    status: text('status').$type<TOpportunityStatus>().notNull().default('draft'),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    startTime: text('start_time').notNull(),
    endTime: text('end_time').notNull(),
    guardsRequired: integer('guards_required').notNull(),
    hourlyRate: numeric('hourly_rate', { precision: 10, scale: 2 }).notNull(),
    totalBudget: numeric('total_budget', { precision: 12, scale: 2 }).notNull(),
    contactPerson: text('contact_person').notNull(),
    contactPhone: text('contact_phone').notNull(),
    contactEmail: text('contact_email').notNull(),
    specialRequirements: text('special_requirements'),
    equipmentNeeded: text('equipment_needed'),
    internalNotes: text('internal_notes'),
    postId: uuid('post_id').references(() => posts.id),
    rosterId: uuid('roster_id').references(() => rosters.id),
    shiftId: uuid('shift_id').references(() => rosterShifts.id),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('opportunities_company_status_idx').on(t.companyId, t.status), index('opportunities_customer_idx').on(t.customerCompanyId)],
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
  (t) => [index('opportunity_guards_opportunity_idx').on(t.opportunityId), index('opportunity_guards_guard_idx').on(t.guardId)],
);

// Novelties and incidents, and daily reports (spec section 3 "Incident", "Daily report", "Audit log entry").
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { TDailyReportStatus, TIncidentStatus } from '@centinela/shared';
import { createdAt, id, updatedAt } from './_columns';
import { companies } from './companies';
import { customerCompanies } from './customer-companies';
import { posts } from './posts';
import { rosters, rosterShifts } from './rosters';
import { users } from './users';

export type TAuditTrailEntry = {
  action: string;
  position?: string | null;
  timestamp: string;
  context?: string | null;
  notes?: string | null;
  userId?: string | null;
};

export const incidents = pgTable(
  'incidents',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    customerCompanyId: uuid('customer_company_id').references(() => customerCompanies.id),
    postId: uuid('post_id').references(() => posts.id),
    rosterId: uuid('roster_id').references(() => rosters.id),
    shiftId: uuid('shift_id').references(() => rosterShifts.id),
    reportingGuardId: uuid('reporting_guard_id').references(() => users.id),
    /** 'novelty' (routine observation) or 'incident'. */
    kind: text('kind').$type<'novelty' | 'incident'>().notNull().default('incident'),
    title: text('title').notNull(),
    description: text('description').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true, mode: 'date' }).notNull(),
    status: text('status').$type<TIncidentStatus>().notNull().default('pending'),
    notes: text('notes'),
    auditTrail: jsonb('audit_trail').$type<TAuditTrailEntry[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('incidents_company_time_idx').on(t.companyId, t.occurredAt), index('incidents_customer_idx').on(t.customerCompanyId)],
);

export const dailyReports = pgTable(
  'daily_reports',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    customerCompanyId: uuid('customer_company_id').references(() => customerCompanies.id),
    postId: uuid('post_id').references(() => posts.id),
    title: text('title').notNull(),
    body: text('body').notNull(),
    status: text('status').$type<TDailyReportStatus>().notNull().default('pending'),
    notes: text('notes'),
    auditTrail: jsonb('audit_trail').$type<TAuditTrailEntry[]>().notNull().default([]),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('daily_reports_company_time_idx').on(t.companyId, t.createdAt)],
);

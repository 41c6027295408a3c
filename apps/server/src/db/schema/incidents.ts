// Novelties and incidents, and daily reports (spec section 3 "Incident", "Daily report", "Audit log entry"; issue 17).
// Attachments are `files` rows (purpose incident_attachment / novelty_photo / daily_report_attachment, subject_id = the
// record). The history (audit log entries) is an append-only JSON array on the row: `audit_trail || $entry`.
import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { TDailyReportStatus, TIncidentStatus } from '@centinela/shared';
import { searchTextColumn, searchTextIndex } from '../../platform/search/search-text';
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
  userName?: string | null;
  /** Staff-only note: never shown to a customer company admin. */
  isInternal?: boolean;
};

/** Company-managed lists: incident categories and severities (a severity has a level). */
export const incidentListItems = pgTable(
  'incident_list_items',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    kind: text('kind').$type<'category' | 'severity'>().notNull(),
    name: text('name').notNull(),
    level: text('level').$type<'low' | 'medium' | 'high' | 'critical'>(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('incident_list_items_name_unique').on(t.companyId, t.kind, sql`lower(${t.name})`)],
);

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
    /** The day of the shift occurrence (with shift_id: the occurrence '{shiftId}:{date}'). */
    occurrenceDate: date('occurrence_date', { mode: 'string' }),
    reportingGuardId: uuid('reporting_guard_id').references(() => users.id),
    /** The company's incident number (1, 2, 3…: the numbering series 'incident', decision 0022). */
    number: integer('number').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true, mode: 'date' }).notNull(),
    status: text('status').$type<TIncidentStatus>().notNull().default('pending'),
    categoryId: uuid('category_id').references(() => incidentListItems.id, { onDelete: 'set null' }),
    categoryName: text('category_name'),
    severityId: uuid('severity_id').references(() => incidentListItems.id, { onDelete: 'set null' }),
    severityName: text('severity_name'),
    severityLevel: text('severity_level').$type<'low' | 'medium' | 'high' | 'critical'>(),
    location: text('location'),
    peopleInvolved: text('people_involved'),
    policeCalled: boolean('police_called').notNull().default(false),
    ambulanceCalled: boolean('ambulance_called').notNull().default(false),
    emergencyReportNumber: text('emergency_report_number'),
    notes: text('notes'),
    /** Staff-only notes (never sent to a customer company admin). */
    internalNotes: text('internal_notes'),
    auditTrail: jsonb('audit_trail').$type<TAuditTrailEntry[]>().notNull().default([]),
    /** Folded title and description: the incidents list's search (decision 0023). */
    searchText: searchTextColumn('title', 'description'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // Lists are newest first with keyset paging on (occurred_at, id): every index leads with company_id (or the
  // narrower customer / guard scope) and ends with the sort keys, so a filtered page reads only its rows. The keys
  // are ascending on purpose: a backward scan gives `occurred_at desc, id desc` (NULLS FIRST) exactly as the queries
  // order; a `desc nulls last` index does not match that order and the planner sorts the whole company instead.
  (t) => [
    uniqueIndex('incidents_company_number_idx').on(t.companyId, t.number),
    index('incidents_company_time_idx').on(t.companyId, t.occurredAt, t.id),
    index('incidents_company_status_time_idx').on(t.companyId, t.status, t.occurredAt, t.id),
    index('incidents_company_post_time_idx').on(t.companyId, t.postId, t.occurredAt, t.id),
    index('incidents_company_category_time_idx').on(t.companyId, t.categoryId, t.occurredAt, t.id),
    index('incidents_company_severity_time_idx').on(t.companyId, t.severityLevel, t.occurredAt, t.id),
    index('incidents_customer_time_idx').on(t.customerCompanyId, t.occurredAt, t.id),
    index('incidents_guard_time_idx').on(t.reportingGuardId, t.occurredAt, t.id),
    // The dashboard's system alerts: open high/critical incidents of a company.
    index('incidents_open_alerts_idx')
      .on(t.companyId)
      .where(sql`status in ('pending', 'reviewed') and severity_level in ('high', 'critical')`),
    searchTextIndex('incidents', t.searchText),
  ],
);

/** Novelties: short shift log entries (time, post, shift, text, photos). */
export const novelties = pgTable(
  'novelties',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    customerCompanyId: uuid('customer_company_id').references(() => customerCompanies.id),
    postId: uuid('post_id')
      .notNull()
      .references(() => posts.id),
    shiftId: uuid('shift_id').references(() => rosterShifts.id),
    occurrenceDate: date('occurrence_date', { mode: 'string' }),
    guardId: uuid('guard_id').references(() => users.id),
    occurredAt: timestamp('occurred_at', { withTimezone: true, mode: 'date' }).notNull(),
    text: text('text').notNull(),
    /** Folded text: the novelties list's search (decision 0023). */
    searchText: searchTextColumn('text'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('novelties_company_time_idx').on(t.companyId, t.occurredAt, t.id),
    index('novelties_post_time_idx').on(t.postId, t.occurredAt, t.id),
    index('novelties_guard_time_idx').on(t.guardId, t.occurredAt, t.id),
    searchTextIndex('novelties', t.searchText),
  ],
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
    shiftId: uuid('shift_id').references(() => rosterShifts.id),
    occurrenceDate: date('occurrence_date', { mode: 'string' }),
    title: text('title').notNull(),
    /** Sanitised rich text (HTML of the allow-list in rules/incidents.ts). */
    body: text('body').notNull(),
    status: text('status').$type<TDailyReportStatus>().notNull().default('pending'),
    notes: text('notes'),
    auditTrail: jsonb('audit_trail').$type<TAuditTrailEntry[]>().notNull().default([]),
    createdBy: uuid('created_by').references(() => users.id),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('daily_reports_company_time_idx').on(t.companyId, t.createdAt, t.id),
    index('daily_reports_customer_time_idx').on(t.customerCompanyId, t.createdAt, t.id),
    // One per post and shift occurrence (startDailyReport relies on it to be idempotent).
    uniqueIndex('daily_reports_occurrence_unique').on(t.postId, t.shiftId, t.occurrenceDate),
  ],
);

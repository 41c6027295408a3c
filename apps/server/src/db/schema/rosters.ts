// Rosters: the weekly schedule of one post, stored as shifts and assignments (not a JSON blob).
import { bigint, boolean, date, index, integer, pgTable, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { searchTextColumn } from '../../platform/search/search-text';
import { createdAt, id, updatedAt } from './_columns';
import { companies } from './companies';
import { posts } from './posts';
import { users } from './users';

export const rosters = pgTable(
  'rosters',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    postId: uuid('post_id')
      .notNull()
      .references(() => posts.id),
    name: text('name'),
    locationName: text('location_name'),
    effectiveFrom: date('effective_from', { mode: 'string' }).notNull(),
    effectiveTo: date('effective_to', { mode: 'string' }),
    isActive: boolean('is_active').notNull().default(true),
    /** Folded name and location: the rosters list's search, with its post's (decision 0023). */
    searchText: searchTextColumn('name', 'location_name'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('rosters_company_idx').on(t.companyId), index('rosters_post_idx').on(t.postId)],
);

/** One numbered shift on one day of the week (0 = Sunday … 6 = Saturday); times in minutes since midnight. */
export const rosterShifts = pgTable(
  'roster_shifts',
  {
    id: id(),
    companyId: uuid('company_id').notNull(),
    rosterId: uuid('roster_id')
      .notNull()
      .references(() => rosters.id, { onDelete: 'cascade' }),
    dayOfWeek: smallint('day_of_week').notNull(),
    shiftNumber: smallint('shift_number').notNull(),
    startMinute: smallint('start_minute').notNull(),
    /** May be ≤ startMinute: the shift then crosses midnight and belongs to the day it starts. */
    endMinute: smallint('end_minute').notNull(),
    requiredGuards: integer('required_guards').notNull().default(1),
    /** A scheduled meal (issue 27): its start in minutes since midnight, inside the shift, and its length; null = none.
     * Pay runs give unpunched (scheduled) days of the shift this meal (work-entries.ts). */
    mealStartMinute: smallint('meal_start_minute'),
    mealMinutes: smallint('meal_minutes'),
  },
  (t) => [
    uniqueIndex('roster_shifts_number_unique').on(t.rosterId, t.dayOfWeek, t.shiftNumber),
    index('roster_shifts_company_day_idx').on(t.companyId, t.dayOfWeek),
  ],
);

export const rosterShiftAssignments = pgTable(
  'roster_shift_assignments',
  {
    id: id(),
    companyId: uuid('company_id').notNull(),
    shiftId: uuid('shift_id')
      .notNull()
      .references(() => rosterShifts.id, { onDelete: 'cascade' }),
    guardId: uuid('guard_id')
      .notNull()
      .references(() => users.id),
    assignedBy: uuid('assigned_by'),
    /** Set when the assignment was saved over availability warnings. */
    overrideReason: text('override_reason'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('roster_shift_assignments_unique').on(t.shiftId, t.guardId),
    index('roster_shift_assignments_guard_idx').on(t.guardId),
  ],
);

/**
 * Counters per company bumped by database triggers (migrations *_roster_versions_triggers and
 * *_guard_version_triggers): `version` on every change to rosters, shifts, assignments or posts;
 * `guardVersion` on changes to the guards' names, roles, ranks, employment or payroll profile types.
 * Availability keeps each company's weekly patterns and guard list in memory and reloads a part when its
 * number moves, so every process sees every write, whoever made it.
 */
export const rosterVersions = pgTable('roster_versions', {
  companyId: uuid('company_id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
  guardVersion: bigint('guard_version', { mode: 'number' }).notNull().default(0),
});

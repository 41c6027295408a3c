// Absences of a user and their managed categories (settings: special categories).
import { sql } from 'drizzle-orm';
import { boolean, date, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { TAbsenceStatus } from '@centinela/shared';
import { createdAt, id, updatedAt } from './_columns';
import { companies } from './companies';
import { users } from './users';

export const absenceCategories = pgTable(
  'absence_categories',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    /** Stable key of a built-in category (sick, vacation …) or null for a custom one. */
    key: text('key'),
    /** Null for a built-in category that was never renamed: the UI shows the translation of its key. */
    name: text('name'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    index('absence_categories_company_idx').on(t.companyId),
    uniqueIndex('absence_categories_key_unique').on(t.companyId, t.key).where(sql`${t.key} is not null`),
  ],
);

export type TShiftInfo = {
  company?: string | null;
  customer?: string | null;
  post?: string | null;
  postId?: string | null;
  rosterId?: string | null;
  shiftId?: string | null;
  shiftTime?: string | null;
  date?: string | null;
};

export const absences = pgTable(
  'absences',
  {
    id: id(),
    companyId: uuid('company_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    categoryId: uuid('category_id').references(() => absenceCategories.id),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    notes: text('notes'),
    shiftInfo: jsonb('shift_info').$type<TShiftInfo>(),
    status: text('status').$type<TAbsenceStatus>().notNull().default('active'),
    markedBy: uuid('marked_by').references(() => users.id),
    resolvedAt: timestamp('resolved_at', { withTimezone: true, mode: 'date' }),
    resolvedBy: uuid('resolved_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('absences_user_dates_idx').on(t.userId, t.startDate, t.endDate), index('absences_company_idx').on(t.companyId)],
);

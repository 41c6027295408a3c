// Payroll profile types (spec section 3): overtime thresholds used by payroll and by availability.
import { sql } from 'drizzle-orm';
import { index, numeric, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './_columns';
import { companies } from './companies';

export const payrollProfileTypes = pgTable(
  'payroll_profile_types',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    name: text('name').notNull(),
    dailyOvertimeThresholdHours: numeric('daily_overtime_threshold_hours', { precision: 5, scale: 2 }).notNull().default('8'),
    weeklyOvertimeThresholdHours: numeric('weekly_overtime_threshold_hours', { precision: 5, scale: 2 }).notNull().default('40'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('payroll_profile_types_company_idx').on(t.companyId),
    uniqueIndex('payroll_profile_types_name_unique').on(t.companyId, sql`lower(${t.name})`),
  ],
);

// Payroll profile types (spec section 3): overtime thresholds used by payroll and by availability.
import { sql } from 'drizzle-orm';
import type { TRuleSetId } from '@centinela/shared/rules/payroll-hours.types';
import { boolean, date, index, integer, numeric, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
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
    /** The overtime rule set (issue 18, decision 0019): null = the company's country's (PR→pr, MX→mx, else us-flsa). */
    ruleSet: text('rule_set').$type<TRuleSetId>(),
    /** Puerto Rico: an alternate 4 × 10 week agreed in writing (daily overtime after 10 h). */
    alternateWeek: boolean('alternate_week').notNull().default(false),
    /** Puerto Rico: the guards' 20-minute meal agreement. */
    shortMealAgreement: boolean('short_meal_agreement').notNull().default(false),
    /** Puerto Rico: the meal penalty rate in percent of the wage; null = the engine's default (150, pre-2017 200). */
    mealPenaltyPercent: integer('meal_penalty_percent'),
    /** Mexico: the kind of shift (day, mixed, night); null = worked out from the night minutes of each day. */
    mexicoShift: text('mexico_shift').$type<'day' | 'mixed' | 'night'>(),
    /** First day of the workweek (0 Sunday … 6 Saturday); null = the rule set's default (PR and MX Monday, US Sunday). */
    weekStartsOn: integer('week_starts_on'),
    /** Minute of the day the workweek starts (decision 0021); null = the rule set's (Puerto Rico 1 = Monday 12:01 a.m.). */
    weekStartMinute: integer('week_start_minute'),
    /** Puerto Rico: a fixed 24-hour cycle notified in writing, its start in minutes after midnight; null = the calendar day. */
    dayCycleStartMinute: integer('day_cycle_start_minute'),
    /** California: the employer-chosen start of the workday (Lab. Code 500(a)), minutes after midnight; null = midnight. */
    workdayStartMinute: integer('workday_start_minute'),
    /** Mexico: the weekly rest day of the type's guards (0 Sunday … 6 Saturday); null = Sunday. A guard's own wins. */
    restDay: integer('rest_day'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('payroll_profile_types_company_idx').on(t.companyId),
    uniqueIndex('payroll_profile_types_name_unique').on(t.companyId, sql`lower(${t.name})`),
  ],
);

/**
 * A company's edits of its holiday calendar (issue 18): an added date (`kind` 'add', with a name) or a statutory
 * date taken off it ('remove'). The statutory dates themselves are computed (rules/holidays.ts), not stored.
 */
export const payrollHolidays = pgTable(
  'payroll_holidays',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    kind: text('kind').$type<'add' | 'remove'>().notNull(),
    name: text('name'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('payroll_holidays_company_date_unique').on(t.companyId, t.date)],
);

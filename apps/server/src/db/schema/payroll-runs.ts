// Payroll (issue 18, part B): the company's payroll settings (punch rounding, grace, flat tax), deductions, pay runs and
// their lines (one per guard), and which completed special services a run paid. Money is integer cents; minutes are
// integers; a line keeps the engine's explanation (`detail`) so a clerk can see why each hour was paid as it was.
import type { TPayCategory, TRuleApplication } from '@centinela/shared/rules/payroll-hours.types';
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './_columns';
import { companies } from './companies';
import { opportunities } from './opportunities';
import { posts } from './posts';
import { users } from './users';

export const payrollSettings = pgTable('payroll_settings', {
  companyId: uuid('company_id')
    .primaryKey()
    .references(() => companies.id),
  /** Punches rounded to the nearest multiple of this many minutes (0: exact). */
  roundingMinutes: integer('rounding_minutes').notNull().default(0),
  /** A check-in this many minutes late or a check-out this early counts at the scheduled time. */
  graceMinutes: integer('grace_minutes').notNull().default(0),
  /** A flat tax withheld from taxable pay, in basis points (0: no withholding; no tax tables are applied). */
  taxRateBp: integer('tax_rate_bp').notNull().default(0),
  /** The company is covered by the FLSA ($500k+ a year): Puerto Rico's pre-2017 hires get weekly overtime at 1.5× (decision 0021). */
  flsaCovered: boolean('flsa_covered').notNull().default(true),
  /** Puerto Rico, guards hired before 26 Jan 2017: 'calendar' (Law 4-2017's day for all) or 'window24' (they keep the 24 consecutive hours). */
  prPre2017Day: text('pr_pre2017_day').$type<'calendar' | 'window24'>().notNull().default('calendar'),
  /** Puerto Rico meal period worked: 'total' (the minutes are paid at the penalty rate in all) or 'extra' (the rate on top). */
  mealPenaltyReading: text('meal_penalty_reading').$type<'total' | 'extra'>().notNull().default('total'),
  /** Mexico: a shift crossing into Sunday: 'shift_start' (the jornada's date decides) or 'hours_on_sunday' (its Sunday hours). */
  mxSundayReading: text('mx_sunday_reading').$type<'shift_start' | 'hours_on_sunday'>().notNull().default('shift_start'),
  /** Two rates in one week: 'weighted' average regular rate (29 CFR 778.115) or 'hour_rate' (778.419, by agreement). */
  overtimeRateBasis: text('overtime_rate_basis').$type<'weighted' | 'hour_rate'>().notNull().default('weighted'),
  /** Night differential window (company policy), minutes after midnight; the per-hour amount is on the post's pay rate. */
  nightFromMinute: integer('night_from_minute').notNull().default(1320),
  nightToMinute: integer('night_to_minute').notNull().default(360),
  updatedAt: updatedAt(),
});

export type TDeductionKind = 'fixed' | 'percent';
export type TDeductionTiming = 'before_tax' | 'after_tax';

export const payrollDeductions = pgTable(
  'payroll_deductions',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    /** null: every guard of the company. */
    guardId: uuid('guard_id').references(() => users.id),
    name: text('name').notNull(),
    kind: text('kind').$type<TDeductionKind>().notNull(),
    /** fixed: the amount per run. */
    amountCents: integer('amount_cents').notNull().default(0),
    /** percent: of gross pay, in basis points (1 % = 100). */
    percentBp: integer('percent_bp').notNull().default(0),
    timing: text('timing').$type<TDeductionTiming>().notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }),
    /** Instalments: the total to take; runs stop taking once processed runs took it all. */
    totalCents: integer('total_cents'),
    /** Taken by processed runs so far. */
    takenCents: integer('taken_cents').notNull().default(0),
    /** Where it came from: typed in, or a uniform issue with a cost (`sourceRef` = the issue id). */
    source: text('source').$type<'manual' | 'uniform'>().notNull().default('manual'),
    sourceRef: uuid('source_ref'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('payroll_deductions_company_idx').on(t.companyId, t.guardId),
    check('payroll_deductions_amounts_check', sql`${t.amountCents} >= 0 and ${t.percentBp} >= 0 and ${t.takenCents} >= 0`),
  ],
);

export type TPeriodKind = 'weekly' | 'biweekly' | 'semi_monthly' | 'monthly';
export type TRunStatus = 'draft' | 'calculating' | 'calculated' | 'approved' | 'processed';

export const payrollRuns = pgTable(
  'payroll_runs',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    /** 1, 2, … per company. */
    number: integer('number').notNull(),
    periodKind: text('period_kind').$type<TPeriodKind>().notNull(),
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    periodEnd: date('period_end', { mode: 'string' }).notNull(),
    /** all: every employed guard; guards: `guardIds`; post: the guards scheduled at `postId`. */
    selection: text('selection').$type<'all' | 'guards' | 'post'>().notNull().default('all'),
    guardIds: jsonb('guard_ids').$type<string[]>().notNull().default([]),
    postId: uuid('post_id').references(() => posts.id),
    status: text('status').$type<TRunStatus>().notNull().default('draft'),
    /** Calculation progress, 0…100, written by the job. */
    progress: integer('progress').notNull().default(0),
    guardCount: integer('guard_count').notNull().default(0),
    error: text('error'),
    grossCents: integer('gross_cents').notNull().default(0),
    netCents: integer('net_cents').notNull().default(0),
    notes: text('notes'),
    createdBy: uuid('created_by').references(() => users.id),
    calculatedAt: timestamp('calculated_at', { withTimezone: true, mode: 'date' }),
    approvedBy: uuid('approved_by').references(() => users.id),
    approvedAt: timestamp('approved_at', { withTimezone: true, mode: 'date' }),
    processedBy: uuid('processed_by').references(() => users.id),
    processedAt: timestamp('processed_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('payroll_runs_number_unique').on(t.companyId, t.number),
    index('payroll_runs_company_status_idx').on(t.companyId, t.status, t.periodStart),
  ],
);

export type TLineDay = {
  date: string;
  workedMinutes: number;
  minutes: Partial<Record<TPayCategory, number>>;
  applied: TRuleApplication[];
  flags: string[];
};
export type TLineDeduction = { id: string; name: string; timing: TDeductionTiming; amountCents: number };
export type TLineSpecialService = { opportunityId: string; number: number; title: string; minutes: number; amountCents: number };
/** `kind` absent: a line calculated before adjustments had one (a plain adjustment). */
export type TLineAdjustment = { amountCents: number; kind?: 'adjustment' | 'bonus'; reason: string; runId: string | null };
/**
 * A workweek the line pays minutes of (decision 0021): the whole week's worked minutes, those paid in this run, whether
 * the week ended in the period (its overtime is then final) and its regular rate. Lines calculated before issue 27
 * have only start, workedMinutes and applied.
 */
export type TLineWeek = {
  start: string;
  end?: string;
  ended?: boolean;
  workedMinutes: number;
  paidMinutes?: number;
  regularRateCents?: number;
  applied: TRuleApplication[];
};
export type TLineDetail = {
  ruleSet: string;
  ruleVersion: string;
  /** The zone whose days the line counts (the guard's post's). */
  timeZone?: string;
  days: TLineDay[];
  weeks: TLineWeek[];
  /** Shift, hazard and night differentials (in premium cents). */
  differentialCents?: number;
  deductions: TLineDeduction[];
  specialServices: TLineSpecialService[];
  adjustments: TLineAdjustment[];
  /** Minutes by category and their pay in cents. */
  minutes: Partial<Record<TPayCategory, number>>;
  pay: Partial<Record<TPayCategory, number>>;
};

export const payrollRunLines = pgTable(
  'payroll_run_lines',
  {
    id: id(),
    runId: uuid('run_id')
      .notNull()
      .references(() => payrollRuns.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    guardId: uuid('guard_id')
      .notNull()
      .references(() => users.id),
    guardName: text('guard_name').notNull(),
    employeeNumber: text('employee_number'),
    wageCents: integer('wage_cents').notNull().default(0),
    regularMinutes: integer('regular_minutes').notNull().default(0),
    overtimeMinutes: integer('overtime_minutes').notNull().default(0),
    premiumMinutes: integer('premium_minutes').notNull().default(0),
    unverifiedMinutes: integer('unverified_minutes').notNull().default(0),
    regularCents: integer('regular_cents').notNull().default(0),
    overtimeCents: integer('overtime_cents').notNull().default(0),
    premiumCents: integer('premium_cents').notNull().default(0),
    specialServicesCents: integer('special_services_cents').notNull().default(0),
    adjustmentsCents: integer('adjustments_cents').notNull().default(0),
    grossCents: integer('gross_cents').notNull().default(0),
    deductionsBeforeTaxCents: integer('deductions_before_tax_cents').notNull().default(0),
    taxesCents: integer('taxes_cents').notNull().default(0),
    deductionsAfterTaxCents: integer('deductions_after_tax_cents').notNull().default(0),
    netCents: integer('net_cents').notNull().default(0),
    detail: jsonb('detail').$type<TLineDetail>().notNull(),
  },
  (t) => [uniqueIndex('payroll_run_lines_run_guard_unique').on(t.runId, t.guardId), index('payroll_run_lines_guard_idx').on(t.guardId)],
);

/** An amount added to (or taken from) a guard's pay in a draft run: how a processed run is corrected. */
export const payrollAdjustments = pgTable(
  'payroll_adjustments',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    runId: uuid('run_id')
      .notNull()
      .references(() => payrollRuns.id, { onDelete: 'cascade' }),
    guardId: uuid('guard_id')
      .notNull()
      .references(() => users.id),
    amountCents: integer('amount_cents').notNull(),
    /** 'bonus': a non-discretionary bonus, part of the regular rate of the weeks the run pays (29 CFR 778.208–.210). */
    kind: text('kind').$type<'adjustment' | 'bonus'>().notNull().default('adjustment'),
    reason: text('reason').notNull(),
    /** The processed run it corrects, if any. */
    correctsRunId: uuid('corrects_run_id').references(() => payrollRuns.id),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [index('payroll_adjustments_run_idx').on(t.runId)],
);

/** Which completed special service (per guard) a run paid: the completed special services tab reads it. */
export const payrollRunSpecialServices = pgTable(
  'payroll_run_special_services',
  {
    runId: uuid('run_id')
      .notNull()
      .references(() => payrollRuns.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    opportunityId: uuid('opportunity_id')
      .notNull()
      .references(() => opportunities.id),
    guardId: uuid('guard_id')
      .notNull()
      .references(() => users.id),
    amountCents: integer('amount_cents').notNull(),
  },
  (t) => [
    uniqueIndex('payroll_run_special_services_unique').on(t.runId, t.opportunityId, t.guardId),
    index('payroll_run_special_services_opp_idx').on(t.opportunityId, t.guardId),
  ],
);

/**
 * A post's pay rate (decision 0021), effective-dated: the row with the latest `fromDate` on or before the day worked
 * applies; a change adds a row and never rewrites a paid period. No row: the guard's own wage.
 */
export const postPayRates = pgTable(
  'post_pay_rates',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    postId: uuid('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    fromDate: date('from_date', { mode: 'string' }).notNull(),
    /** Hourly straight-time rate at the post. */
    rateCents: integer('rate_cents').notNull(),
    /** Per hour worked at the post (hazard or post premium): part of the regular rate. */
    differentialCents: integer('differential_cents').notNull().default(0),
    /** Per hour worked in the company's night window: part of the regular rate. */
    nightDifferentialCents: integer('night_differential_cents').notNull().default(0),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('post_pay_rates_post_from_unique').on(t.postId, t.fromDate),
    index('post_pay_rates_company_idx').on(t.companyId),
    check('post_pay_rates_amounts_check', sql`${t.rateCents} >= 0 and ${t.differentialCents} >= 0 and ${t.nightDifferentialCents} >= 0`),
  ],
);

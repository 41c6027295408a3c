// Payroll profile types (spec sections 3 and 7): per-company overtime thresholds, chosen per guard in the user form.
import type { TPayrollProfileType } from '@centinela/shared/contracts/payroll';
import type { ZPayrollProfileTypeInput } from '@centinela/shared/contracts/payroll';
import { defaultRuleSetOf, holidayCountryOf } from '@centinela/shared/rules/holidays';
import type { TRuleSetId } from '@centinela/shared/rules/payroll-hours.types';
import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import { collated } from '../../db/collation';
import type { z } from 'zod';
import type { TDbOrTx } from '../../db/client';
import { companies, payrollProfileTypes, users } from '../../db/schema';
import { actorCan, type TActor } from '../../platform/access/actor';
import { found, scopeOf } from '../../platform/access/scope';
import { writeSystemLog } from '../../platform/audit/system-log';
import type { TServiceContext } from '../../platform/context';
import { Conflict, FieldConflict, Forbidden, ValidationFailed } from '../../platform/errors';
import { canOnPayrollProfileType, payrollProfileTypesScope } from './payroll.policy';

const READERS = ['settings', 'users', 'payroll'] as const;

type TOptions<TInput> = { ctx: TServiceContext; actor: TActor; input: TInput };
type TInput = z.output<typeof ZPayrollProfileTypeInput>;

// Written with explicit table names: Drizzle leaves columns unqualified in a single-table select list.
const usersCount = sql<number>`(select count(*)::int from "users" where "users"."payroll_profile_type_id" = "payroll_profile_types"."id")`;

const columns = {
  id: payrollProfileTypes.id,
  companyId: payrollProfileTypes.companyId,
  name: payrollProfileTypes.name,
  daily: payrollProfileTypes.dailyOvertimeThresholdHours,
  weekly: payrollProfileTypes.weeklyOvertimeThresholdHours,
  ruleSet: payrollProfileTypes.ruleSet,
  alternateWeek: payrollProfileTypes.alternateWeek,
  shortMealAgreement: payrollProfileTypes.shortMealAgreement,
  mealPenaltyPercent: payrollProfileTypes.mealPenaltyPercent,
  mexicoShift: payrollProfileTypes.mexicoShift,
  weekStartsOn: payrollProfileTypes.weekStartsOn,
  weekStartMinute: payrollProfileTypes.weekStartMinute,
  dayCycleStartMinute: payrollProfileTypes.dayCycleStartMinute,
  workdayStartMinute: payrollProfileTypes.workdayStartMinute,
  restDay: payrollProfileTypes.restDay,
  /** The company's country decides the rule set of a type that has none (types made before issue 18). */
  country: sql<
    string | null
  >`(select "companies"."address"->>'country' from "companies" where "companies"."id" = "payroll_profile_types"."company_id")`,
  usersCount,
};

const toType = (
  actor: TActor,
  row: {
    id: string;
    companyId: string;
    name: string;
    daily: string;
    weekly: string;
    ruleSet: TRuleSetId | null;
    alternateWeek: boolean;
    shortMealAgreement: boolean;
    mealPenaltyPercent: number | null;
    mexicoShift: 'day' | 'mixed' | 'night' | null;
    weekStartsOn: number | null;
    weekStartMinute: number | null;
    dayCycleStartMinute: number | null;
    workdayStartMinute: number | null;
    restDay: number | null;
    country: string | null;
    usersCount: number;
  },
): TPayrollProfileType => ({
  id: row.id,
  companyId: row.companyId,
  name: row.name,
  dailyOvertimeThresholdHours: Number(row.daily),
  weeklyOvertimeThresholdHours: Number(row.weekly),
  ruleSet: row.ruleSet ?? defaultRuleSetOf(holidayCountryOf(row.country)),
  alternateWeek: row.alternateWeek,
  shortMealAgreement: row.shortMealAgreement,
  mealPenaltyPercent: row.mealPenaltyPercent,
  mexicoShift: row.mexicoShift,
  weekStartsOn: row.weekStartsOn,
  weekStartMinute: row.weekStartMinute,
  dayCycleStartMinute: row.dayCycleStartMinute,
  workdayStartMinute: row.workdayStartMinute,
  restDay: row.restDay,
  usersCount: Number(row.usersCount),
  can: canOnPayrollProfileType(actor, { usersCount: Number(row.usersCount) }),
});

/** GET /api/payroll-profile-types?companyId: the company's types (platform admins: the company they pick, else all). */
/** Read by the settings page (settings), the user form's guard section (users) and payroll (payroll). */
export const listPayrollProfileTypes = async ({ ctx, actor, input }: TOptions<{ companyId?: string }>) => {
  if (!READERS.some((resource) => actorCan(actor, 'view', resource))) throw Forbidden();
  const rows = await ctx.db
    .select(columns)
    .from(payrollProfileTypes)
    .where(payrollProfileTypesScope(actor, input.companyId))
    .orderBy(asc(collated(payrollProfileTypes.name, actor.language)), asc(payrollProfileTypes.id));
  return rows.map((row) => toType(actor, row));
};

const loadOne = async (db: TDbOrTx, actor: TActor, id: string) => {
  const [row] = await db
    .select(columns)
    .from(payrollProfileTypes)
    .where(and(eq(payrollProfileTypes.id, id), payrollProfileTypesScope(actor)))
    .limit(1);
  return found(row, 'payrollProfileType');
};

const assertNameFree = async (db: TDbOrTx, companyId: string, name: string, exceptId?: string) => {
  const [taken] = await db
    .select({ id: payrollProfileTypes.id })
    .from(payrollProfileTypes)
    .where(
      and(
        eq(payrollProfileTypes.companyId, companyId),
        sql`lower(${payrollProfileTypes.name}) = ${name.toLowerCase()}`,
        exceptId ? ne(payrollProfileTypes.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  if (taken) throw FieldConflict('PAYROLL_PROFILE_TYPE_NAME_TAKEN', { name: 'apiErrors:fields.payrollProfileTypeNameTaken' });
};

const values = (input: TInput) => ({
  name: input.name,
  dailyOvertimeThresholdHours: String(input.dailyOvertimeThresholdHours),
  weeklyOvertimeThresholdHours: String(input.weeklyOvertimeThresholdHours),
  ...(input.ruleSet ? { ruleSet: input.ruleSet } : {}),
  alternateWeek: input.alternateWeek,
  shortMealAgreement: input.shortMealAgreement,
  mealPenaltyPercent: input.mealPenaltyPercent,
  mexicoShift: input.mexicoShift,
  weekStartsOn: input.weekStartsOn,
  weekStartMinute: input.weekStartMinute,
  dayCycleStartMinute: input.dayCycleStartMinute,
  workdayStartMinute: input.workdayStartMinute,
  restDay: input.restDay,
});

export const createPayrollProfileType = async ({ ctx, actor, input }: TOptions<TInput>) => {
  const companyId = scopeOf(actor).companyForWrite(input.companyId);
  const [company] = await ctx.db
    .select({ isPlatform: companies.isPlatform, address: companies.address })
    .from(companies)
    .where(eq(companies.id, companyId));
  if (!company || company.isPlatform) {
    throw ValidationFailed({ companyId: 'apiErrors:fields.chooseSecurityCompany' });
  }
  const id = await ctx.db.transaction(async (tx) => {
    await assertNameFree(tx, companyId, input.name);
    const [row] = await tx
      .insert(payrollProfileTypes)
      .values({ companyId, ruleSet: defaultRuleSetOf(holidayCountryOf(company.address?.country)), ...values(input) })
      .returning({ id: payrollProfileTypes.id });
    await writeSystemLog(tx, actor, {
      action: 'CREATE',
      entityType: 'payroll-profile-types',
      entityId: row.id,
      companyId,
      message: { key: 'payrollProfileTypeCreated', params: { name: input.name } },
    });
    return row.id;
  });
  return toType(actor, await loadOne(ctx.db, actor, id));
};

export const updatePayrollProfileType = async ({ ctx, actor, input }: TOptions<TInput & { id: string }>) => {
  const existing = await loadOne(ctx.db, actor, input.id);
  await ctx.db.transaction(async (tx) => {
    await assertNameFree(tx, existing.companyId, input.name, existing.id);
    await tx.update(payrollProfileTypes).set(values(input)).where(eq(payrollProfileTypes.id, existing.id));
    await writeSystemLog(tx, actor, {
      action: 'UPDATE',
      entityType: 'payroll-profile-types',
      entityId: existing.id,
      companyId: existing.companyId,
      message: { key: 'payrollProfileTypeUpdated', params: { name: input.name } },
    });
  });
  return toType(actor, await loadOne(ctx.db, actor, existing.id));
};

/** A type still chosen by a user cannot be deleted (409): reassign those users first. */
export const deletePayrollProfileType = async ({ ctx, actor, input }: TOptions<{ id: string }>) => {
  const existing = await loadOne(ctx.db, actor, input.id);
  await ctx.db.transaction(async (tx) => {
    const [{ n }] = await tx.select({ n: count() }).from(users).where(eq(users.payrollProfileTypeId, existing.id));
    if (n > 0) throw Conflict('PAYROLL_PROFILE_TYPE_IN_USE', { usersCount: n });
    await tx.delete(payrollProfileTypes).where(eq(payrollProfileTypes.id, existing.id));
    await writeSystemLog(tx, actor, {
      action: 'DELETE',
      entityType: 'payroll-profile-types',
      entityId: existing.id,
      companyId: existing.companyId,
      message: { key: 'payrollProfileTypeDeleted', params: { name: existing.name } },
    });
  });
};

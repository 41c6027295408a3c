// Payroll settings (punch rounding, grace, flat tax, the readings of the overtime law, the night window), the attendance
// section (punches per guard and day with worked time, unverified scheduled time and missing punches) and deductions.
// Corrections of punches go through attendance's own PATCH /api/attendance/records/:id (reason required, logged).
import type {
  TDeduction,
  TDeductionInput,
  TPayrollAttendance,
  TPayrollSettings,
  ZDeductionInput,
  ZPayrollAttendanceQuery,
  ZPayrollSettingsInput,
} from '@centinela/shared/contracts/payroll-runs';
import { PAYROLL_RUN_MESSAGES } from '@centinela/shared/contracts/payroll-runs';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { TDbOrTx } from '../../db/client';
import { companies, payrollDeductions, payrollSettings, users } from '../../db/schema';
import type { TActor } from '../../platform/access/actor';
import { guardOfCompany } from '../../platform/access/guard-of-company';
import { found } from '../../platform/access/scope';
import { writeSystemLog } from '../../platform/audit/system-log';
import type { TServiceContext } from '../../platform/context';
import { ValidationFailed } from '../../platform/errors';
import { personNameSql } from '../posts/posts.queries';
import { assertPayrollReader, canOnDeduction, payrollScope } from './payroll-runs.policy';
import { loadGuardWork } from './work-entries';

type TOptions<TInput> = { ctx: TServiceContext; actor: TActor; input: TInput };

export const DEFAULT_PAYROLL_SETTINGS: TPayrollSettings = {
  roundingMinutes: 0,
  graceMinutes: 0,
  taxRateBp: 0,
  flsaCovered: true,
  prPre2017Day: 'calendar',
  mealPenaltyReading: 'total',
  mxSundayReading: 'shift_start',
  overtimeRateBasis: 'weighted',
  nightFromMinute: 1320,
  nightToMinute: 360,
};

export const loadPayrollSettings = async (db: TDbOrTx, companyId: string): Promise<TPayrollSettings> => {
  const [row] = await db.select().from(payrollSettings).where(eq(payrollSettings.companyId, companyId)).limit(1);
  return row
    ? {
        roundingMinutes: row.roundingMinutes,
        graceMinutes: row.graceMinutes,
        taxRateBp: row.taxRateBp,
        flsaCovered: row.flsaCovered,
        prPre2017Day: row.prPre2017Day,
        mealPenaltyReading: row.mealPenaltyReading,
        mxSundayReading: row.mxSundayReading,
        overtimeRateBasis: row.overtimeRateBasis,
        nightFromMinute: row.nightFromMinute,
        nightToMinute: row.nightToMinute,
      }
    : DEFAULT_PAYROLL_SETTINGS;
};

export const companyClock = async (db: TDbOrTx, companyId: string) => {
  const [row] = await db
    .select({ timeZone: companies.timeZone, weekStart: companies.weekStart, currency: companies.currency, name: companies.name })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row ?? { timeZone: 'America/Puerto_Rico', weekStart: 0, currency: 'USD' as const, name: '' };
};

export const getPayrollSettings = async ({ ctx, actor }: TOptions<unknown>) => {
  assertPayrollReader(actor);
  return loadPayrollSettings(ctx.db, actor.companyId);
};

export const updatePayrollSettings = async ({ ctx, actor, input }: TOptions<z.output<typeof ZPayrollSettingsInput>>) => {
  assertPayrollReader(actor);
  await ctx.db.transaction(async (tx) => {
    // A field left out keeps the company's value (the spec's body names only rounding, grace and tax).
    const current = await loadPayrollSettings(tx, actor.companyId);
    const next = { ...current, ...Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined)) };
    if (next.nightFromMinute === next.nightToMinute) {
      throw ValidationFailed({ nightToMinute: PAYROLL_RUN_MESSAGES.nightWindowEmpty });
    }
    await tx
      .insert(payrollSettings)
      .values({ companyId: actor.companyId, ...next })
      .onConflictDoUpdate({ target: payrollSettings.companyId, set: { ...next, updatedAt: new Date() } });
    await writeSystemLog(tx, actor, {
      action: 'UPDATE',
      entityType: 'payroll',
      entityId: actor.companyId,
      message: { key: 'payrollSettingsUpdated' },
      details: { ...input },
    });
  });
  return loadPayrollSettings(ctx.db, actor.companyId);
};

/** The company's guards (in name order), or one of them (404 when not the company's guard). */
export const companyGuards = async (db: TDbOrTx, companyId: string, guardIds?: string[]) => {
  const rows = await db
    .select({
      id: users.id,
      name: personNameSql(users),
      employeeNumber: users.companyIdentificationNumber,
      wageCents: users.hourlyWageCents,
      payrollProfileTypeId: users.payrollProfileTypeId,
      restDay: users.restDay,
      overtimeRateCents: users.overtimeRateCents,
      stillEmployed: users.stillEmployed,
      employmentStartDate: users.employmentStartDate,
    })
    .from(users)
    .where(
      and(
        eq(users.companyId, companyId),
        eq(users.role, 'security_guard'),
        guardIds ? sql`${users.id} = any(${`{${guardIds.join(',')}}`}::uuid[])` : eq(users.stillEmployed, true),
      ),
    )
    .orderBy(asc(users.sortName), asc(users.id));
  return rows;
};

export const payrollGuards = async ({ ctx, actor }: TOptions<unknown>) => {
  assertPayrollReader(actor);
  const rows = await ctx.db
    .select({ id: users.id, name: personNameSql(users), stillEmployed: users.stillEmployed })
    .from(users)
    .where(and(eq(users.companyId, actor.companyId), eq(users.role, 'security_guard')))
    .orderBy(desc(users.stillEmployed), asc(users.sortName), asc(users.id));
  return rows;
};

export const payrollAttendance = async ({
  ctx,
  actor,
  input,
}: TOptions<z.output<typeof ZPayrollAttendanceQuery>>): Promise<TPayrollAttendance> => {
  assertPayrollReader(actor);
  const guards = await companyGuards(ctx.db, actor.companyId, input.guardId ? [input.guardId] : undefined);
  if (input.guardId) found(guards[0], 'guard');
  const settings = await loadPayrollSettings(ctx.db, actor.companyId);
  const clock = await companyClock(ctx.db, actor.companyId);
  const work = await loadGuardWork(ctx.db, {
    companyId: actor.companyId,
    timeZone: clock.timeZone,
    from: input.from,
    to: input.to,
    guardIds: guards.map((g) => g.id),
    settings,
  });
  const days: TPayrollAttendance['days'] = [];
  for (const guard of guards) {
    const w = work.get(guard.id);
    if (!w) continue;
    for (const day of [...w.days.values()].sort((a, b) => a.date.localeCompare(b.date))) {
      const issues = [...new Set(day.issues)];
      if (input.issuesOnly && issues.length === 0) continue;
      days.push({
        guardId: guard.id,
        guardName: guard.name,
        date: day.date,
        punches: day.punches.map((p) => ({
          id: p.id,
          type: p.type,
          timestamp: new Date(p.ms).toISOString(),
          correctedAt: p.correctedAt ? new Date(p.correctedAt).toISOString() : null,
          correctionReason: p.correctionReason,
        })),
        workedMinutes: day.workedMinutes,
        unverifiedMinutes: day.unverifiedMinutes,
        issues,
      });
    }
  }
  return { days, settings };
};

// ---------- deductions ----------

type TDeductionValues = z.output<typeof ZDeductionInput>;

const deductionColumns = {
  d: payrollDeductions,
  guardName: sql<string | null>`(select ${personNameSql(users)} from ${users} where ${users.id} = ${payrollDeductions.guardId})`,
};

const toDeduction = (actor: TActor, row: { d: typeof payrollDeductions.$inferSelect; guardName: string | null }): TDeduction => ({
  id: row.d.id,
  name: row.d.name,
  guardId: row.d.guardId,
  guardName: row.guardName,
  kind: row.d.kind,
  amountCents: row.d.amountCents,
  percentBp: row.d.percentBp,
  timing: row.d.timing,
  startDate: row.d.startDate,
  endDate: row.d.endDate,
  totalCents: row.d.totalCents,
  takenCents: row.d.takenCents,
  source: row.d.source,
  can: canOnDeduction(actor),
});

export const listDeductions = async ({ ctx, actor, input }: TOptions<{ guardId?: string }>) => {
  assertPayrollReader(actor);
  const rows = await ctx.db
    .select(deductionColumns)
    .from(payrollDeductions)
    .where(and(payrollScope(actor, payrollDeductions.companyId), input.guardId ? eq(payrollDeductions.guardId, input.guardId) : undefined))
    .orderBy(desc(payrollDeductions.startDate), asc(payrollDeductions.name), asc(payrollDeductions.id));
  return rows.map((r) => toDeduction(actor, r));
};

const loadDeduction = async (db: TDbOrTx, actor: TActor, id: string) => {
  const [row] = await db
    .select(deductionColumns)
    .from(payrollDeductions)
    .where(and(eq(payrollDeductions.id, id), payrollScope(actor, payrollDeductions.companyId)))
    .limit(1);
  return found(row, 'deduction');
};

const deductionValues = (input: TDeductionValues) => ({
  name: input.name,
  guardId: input.guardId,
  kind: input.kind,
  amountCents: input.kind === 'fixed' ? input.amountCents : 0,
  percentBp: input.kind === 'percent' ? input.percentBp : 0,
  timing: input.timing,
  startDate: input.startDate,
  endDate: input.endDate,
  totalCents: input.kind === 'fixed' ? input.totalCents : null,
});

/** Also used by hooks of other areas (a uniform issued with a cost → a deduction in instalments). */
export const insertDeduction = async (
  tx: TDbOrTx,
  actor: TActor,
  input: TDeductionValues,
  source: { source: 'manual' | 'uniform'; sourceRef?: string | null } = { source: 'manual' },
) => {
  const [row] = await tx
    .insert(payrollDeductions)
    .values({ companyId: actor.companyId, ...deductionValues(input), source: source.source, sourceRef: source.sourceRef ?? null })
    .returning({ id: payrollDeductions.id });
  await writeSystemLog(tx, actor, {
    action: 'CREATE',
    entityType: 'payroll',
    entityId: row.id,
    message: { key: 'payrollDeductionCreated', params: { name: input.name } },
  });
  return row.id;
};

export const createDeduction = async ({ ctx, actor, input }: TOptions<TDeductionValues>) => {
  assertPayrollReader(actor);
  // A new deduction is for an employed guard (or the whole company: no guard).
  if (input.guardId) await guardOfCompany(ctx.db, actor.companyId, input.guardId, { field: 'guardId' });
  const id = await ctx.db.transaction((tx) => insertDeduction(tx, actor, input));
  return toDeduction(actor, await loadDeduction(ctx.db, actor, id));
};

export const updateDeduction = async ({ ctx, actor, input }: TOptions<TDeductionValues & { id: string }>) => {
  assertPayrollReader(actor);
  const existing = await loadDeduction(ctx.db, actor, input.id);
  // Its own guard stays on an edit even after leaving (what is still owed is still taken); another must be employed.
  if (input.guardId) await guardOfCompany(ctx.db, actor.companyId, input.guardId, { field: 'guardId', kept: [existing.d.guardId] });
  await ctx.db.transaction(async (tx) => {
    await tx.update(payrollDeductions).set(deductionValues(input)).where(eq(payrollDeductions.id, existing.d.id));
    await writeSystemLog(tx, actor, {
      action: 'UPDATE',
      entityType: 'payroll',
      entityId: existing.d.id,
      message: { key: 'payrollDeductionUpdated', params: { name: input.name } },
    });
  });
  return toDeduction(actor, await loadDeduction(ctx.db, actor, existing.d.id));
};

export const deleteDeduction = async ({ ctx, actor, input }: TOptions<{ id: string }>) => {
  assertPayrollReader(actor);
  const existing = await loadDeduction(ctx.db, actor, input.id);
  await ctx.db.transaction(async (tx) => {
    await tx.delete(payrollDeductions).where(eq(payrollDeductions.id, existing.d.id));
    await writeSystemLog(tx, actor, {
      action: 'DELETE',
      entityType: 'payroll',
      entityId: existing.d.id,
      message: { key: 'payrollDeductionDeleted', params: { name: existing.d.name } },
    });
  });
};

export type { TDeductionInput };

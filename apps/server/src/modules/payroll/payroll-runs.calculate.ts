// The job payroll.calculate_run: a run's guards, in chunks — their work over the whole workweeks around the period
// (attendance, else the schedule marked unverified; special services completed in or around it), each guard's line
// (payroll-runs.line.ts: the overtime engine's minutes and cents of the minutes worked in the period, decision 0021),
// adjustments and bonuses, deductions before tax, the company's flat tax, deductions after tax, net. After each chunk
// the run's progress is written and a domain event recorded, so the page follows it live. Idempotent: a retry starts
// by removing what an earlier attempt wrote.
import { addDays } from '@centinela/shared';
import { PAY_RUN_WORKFLOW } from '@centinela/shared/rules/pay-run-workflow';
import { PAY_CATEGORY_MULTIPLIER_PERCENT, type TPayCategory, type TMinutesByCategory } from '@centinela/shared/rules/payroll-hours.types';
import { and, eq, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import {
  payrollAdjustments,
  payrollDeductions,
  payrollRunLines,
  payrollRunSpecialServices,
  payrollRuns,
  type TLineDeduction,
  type TLineDetail,
} from '../../db/schema';
import { writeSystemLog } from '../../platform/audit/system-log';
import { runSystemStep } from '../../platform/workflow/transition';
import type { TServiceContext } from '../../platform/context';
import { recordEvent } from '../../platform/events/record';
import { registerJob, type TJobStart } from '../../platform/jobs/registry';
import { rowsOf } from '../rosters/rosters.sql';
import { companyGuards } from './payroll-setup.service';
import { CALCULATE_RUN_JOB } from './payroll-runs.service';
import { classifyWork, loadWorkRules, workActor } from './work-classification';
import { loadGuardWork, type TRunEntry } from './work-entries';

const CHUNK = 500;

/** minutes × wage × multiplier / 100 / 60, rounded once (integer cents). */
export const payOf = (minutes: number, wageCents: number, percent: number) => Math.round((minutes * wageCents * percent) / 6000);

export const payByCategory = (minutes: TMinutesByCategory, wageCents: number, mealPenaltyPercent = 100) => {
  const pay: TMinutesByCategory = {};
  for (const [category, m] of Object.entries(minutes) as [TPayCategory, number][]) {
    if (!m) continue;
    const percent = category === 'meal_penalty' ? mealPenaltyPercent : PAY_CATEGORY_MULTIPLIER_PERCENT[category];
    pay[category] = payOf(m, wageCents, percent);
  }
  return pay;
};

type TDeductionRow = typeof payrollDeductions.$inferSelect;
type TRunRow = typeof payrollRuns.$inferSelect;

/** Each applicable deduction's amount for one line, never taking more than is left of the pay. */
export const applyDeductions = (deductions: TDeductionRow[], { grossCents, taxRateBp }: { grossCents: number; taxRateBp: number }) => {
  const taken: TLineDeduction[] = [];
  const amountOf = (d: TDeductionRow, available: number) => {
    let cents = d.kind === 'fixed' ? d.amountCents : Math.round((grossCents * d.percentBp) / 10000);
    if (d.totalCents !== null) cents = Math.min(cents, Math.max(0, d.totalCents - d.takenCents));
    return Math.max(0, Math.min(cents, available));
  };
  let available = Math.max(0, grossCents);
  let beforeTax = 0;
  for (const d of deductions.filter((x) => x.timing === 'before_tax')) {
    const cents = amountOf(d, available);
    available -= cents;
    beforeTax += cents;
    taken.push({ id: d.id, name: d.name, timing: d.timing, amountCents: cents });
  }
  const taxes = Math.round((available * taxRateBp) / 10000);
  available -= taxes;
  let afterTax = 0;
  for (const d of deductions.filter((x) => x.timing === 'after_tax')) {
    const cents = amountOf(d, available);
    available -= cents;
    afterTax += cents;
    taken.push({ id: d.id, name: d.name, timing: d.timing, amountCents: cents });
  }
  return { taken, beforeTax, taxes, afterTax, net: Math.max(0, grossCents) - beforeTax - taxes - afterTax };
};

const LINE_COLUMNS = [
  ['run_id', 'runId'],
  ['company_id', 'companyId'],
  ['guard_id', 'guardId'],
  ['guard_name', 'guardName'],
  ['employee_number', 'employeeNumber'],
  ['wage_cents', 'wageCents'],
  ['regular_minutes', 'regularMinutes'],
  ['overtime_minutes', 'overtimeMinutes'],
  ['premium_minutes', 'premiumMinutes'],
  ['unverified_minutes', 'unverifiedMinutes'],
  ['regular_cents', 'regularCents'],
  ['overtime_cents', 'overtimeCents'],
  ['premium_cents', 'premiumCents'],
  ['special_services_cents', 'specialServicesCents'],
  ['adjustments_cents', 'adjustmentsCents'],
  ['gross_cents', 'grossCents'],
  ['deductions_before_tax_cents', 'deductionsBeforeTaxCents'],
  ['taxes_cents', 'taxesCents'],
  ['deductions_after_tax_cents', 'deductionsAfterTaxCents'],
  ['net_cents', 'netCents'],
  ['detail', 'detail'],
] as const;
const LINE_COLUMN_LIST = sql.raw(LINE_COLUMNS.map(([column]) => column).join(', '));

/** A chunk of lines in one statement: one JSON parameter expanded by the database (far fewer parameters to bind). */
const insertLines = async (tx: TDbOrTx, lines: (typeof payrollRunLines.$inferInsert)[]) => {
  if (lines.length === 0) return;
  const rows = JSON.stringify(lines.map((line) => Object.fromEntries(LINE_COLUMNS.map(([column, key]) => [column, line[key] ?? null]))));
  await tx.execute(
    sql`insert into payroll_run_lines (${LINE_COLUMN_LIST}) select ${LINE_COLUMN_LIST} from jsonb_populate_recordset(null::payroll_run_lines, ${rows}::jsonb)`,
  );
};

/** The guards of a run: every employed guard, the chosen ones, or those with a weekly shift at the post. */
const runGuardIds = async (db: TDbOrTx, run: typeof payrollRuns.$inferSelect) => {
  if (run.selection === 'guards') return run.guardIds;
  if (run.selection === 'post' && run.postId) {
    const rows = await rowsOf<{ guard_id: string }>(
      db,
      sql`select distinct a.guard_id from roster_shift_assignments a join roster_shifts s on s.id = a.shift_id
          join rosters r on r.id = s.roster_id where r.post_id = ${run.postId} and r.company_id = ${run.companyId}
          union select assigned_guard_id from posts where id = ${run.postId} and assigned_guard_id is not null`,
    );
    return rows.map((r) => r.guard_id);
  }
  return null;
};

/** The run's status, its row locked until the transaction ends (null: deleted). */
const lockedStatus = async (tx: TDbOrTx, runId: string) => {
  const [row] = await tx.select({ status: payrollRuns.status }).from(payrollRuns).where(eq(payrollRuns.id, runId)).for('update');
  return row?.status ?? null;
};

/** What every guard's line of a run is calculated from: read once per run. */
const loadRunInputs = async (ctx: TServiceContext, run: TRunRow, userId: string | null | undefined) => {
  const explicit = await runGuardIds(ctx.db, run);
  const guards = await companyGuards(ctx.db, run.companyId, explicit ?? undefined);
  const keepEmpty = run.selection === 'guards';
  const [work, adjustments, deductions] = await Promise.all([
    loadWorkRules(ctx, {
      companyId: run.companyId,
      periodStart: run.periodStart,
      periodEnd: run.periodEnd,
      actor: workActor(run.companyId, userId ?? run.createdBy),
    }),
    ctx.db.select().from(payrollAdjustments).where(eq(payrollAdjustments.runId, run.id)),
    ctx.db
      .select()
      .from(payrollDeductions)
      .where(
        and(
          eq(payrollDeductions.companyId, run.companyId),
          sql`${payrollDeductions.startDate} <= ${run.periodEnd}::date`,
          sql`(${payrollDeductions.endDate} is null or ${payrollDeductions.endDate} >= ${run.periodStart}::date)`,
          sql`(${payrollDeductions.totalCents} is null or ${payrollDeductions.takenCents} < ${payrollDeductions.totalCents})`,
        ),
      )
      .orderBy(payrollDeductions.startDate, payrollDeductions.id),
  ]);
  const adjustmentsOf = new Map<string, typeof adjustments>();
  for (const a of adjustments) adjustmentsOf.set(a.guardId, [...(adjustmentsOf.get(a.guardId) ?? []), a]);
  const companyDeductions = deductions.filter((d) => d.guardId === null);
  const guardDeductions = new Map<string, TDeductionRow[]>();
  for (const d of deductions) if (d.guardId) guardDeductions.set(d.guardId, [...(guardDeductions.get(d.guardId) ?? []), d]);
  return { ...work, guards, keepEmpty, adjustmentsOf, companyDeductions, guardDeductions };
};
type TRunInputs = Awaited<ReturnType<typeof loadRunInputs>>;
type TGuardOfRun = TRunInputs['guards'][number];

type TGuardLine = {
  row: typeof payrollRunLines.$inferInsert;
  paid: (typeof payrollRunSpecialServices.$inferInsert)[];
  grossCents: number;
  netCents: number;
};

/** One guard's line of the run (null: nothing to pay and the run does not list everyone), with its paid services. */
const lineOfGuard = (run: TRunRow, inputs: TRunInputs, guard: TGuardOfRun, entries: TRunEntry[]): TGuardLine | null => {
  const { keepEmpty, settings, servicesOf, adjustmentsOf, companyDeductions, guardDeductions } = inputs;
  const guardServices = servicesOf.get(guard.id) ?? [];
  const paidServicesOfGuard = guardServices.filter((s) => s.paid && s.amountCents !== null);
  const guardAdjustments = adjustmentsOf.get(guard.id) ?? [];
  const inPeriod = entries.some((e) => {
    const date = e.start.slice(0, 10);
    return date >= addDays(run.periodStart, -1) && date <= addDays(run.periodEnd, 1);
  });
  if (!keepEmpty && !inPeriod && paidServicesOfGuard.length === 0 && guardAdjustments.length === 0) return null;
  const wage = guard.wageCents ?? 0;
  const line = classifyWork(inputs, guard, entries, {
    bonusCents: guardAdjustments.filter((a) => a.kind === 'bonus').reduce((s, a) => s + a.amountCents, 0),
  });
  const { timeZone } = line;
  if (!keepEmpty && line.result.period?.workedMinutes === 0 && paidServicesOfGuard.length === 0 && guardAdjustments.length === 0)
    return null;
  const adjustmentsCents = guardAdjustments.reduce((s, x) => s + x.amountCents, 0);
  const grossCents = line.workCents + adjustmentsCents;
  const d = applyDeductions([...companyDeductions, ...(guardDeductions.get(guard.id) ?? [])], {
    grossCents,
    taxRateBp: settings.taxRateBp,
  });
  const unverifiedMinutes = line.days.filter((day) => day.flags.includes('unverified')).reduce((s, day) => s + day.workedMinutes, 0);
  const detail: TLineDetail = {
    ruleSet: line.result.ruleSet,
    ruleVersion: line.result.ruleVersion,
    timeZone,
    days: line.days.map(({ pay: _, ...day }) => day),
    weeks: line.weeks.map((w) => ({
      ...w,
      applied: line.result.weeks.find((x) => x.start === w.start)?.applied ?? [],
    })),
    deductions: d.taken,
    specialServices: paidServicesOfGuard.map((s) => ({
      opportunityId: s.opportunityId,
      number: s.number,
      title: s.title,
      minutes: s.minutes,
      amountCents: s.amountCents ?? 0,
    })),
    adjustments: guardAdjustments.map((a) => ({
      amountCents: a.amountCents,
      kind: a.kind,
      reason: a.reason,
      runId: a.correctsRunId,
    })),
    minutes: line.minutes,
    pay: line.cents,
    differentialCents: line.differentialCents,
  };
  const row: typeof payrollRunLines.$inferInsert = {
    runId: run.id,
    companyId: run.companyId,
    guardId: guard.id,
    guardName: guard.name,
    employeeNumber: guard.employeeNumber,
    wageCents: wage,
    regularMinutes: line.regularMinutes,
    overtimeMinutes: line.overtimeMinutes,
    premiumMinutes: line.premiumMinutes,
    unverifiedMinutes,
    regularCents: line.regularCents,
    overtimeCents: line.overtimeCents,
    premiumCents: line.premiumCents,
    specialServicesCents: line.specialServicesCents,
    adjustmentsCents,
    grossCents,
    deductionsBeforeTaxCents: d.beforeTax,
    taxesCents: d.taxes,
    deductionsAfterTaxCents: d.afterTax,
    netCents: d.net,
    detail,
  };
  const paid = paidServicesOfGuard.map((s) => ({
    runId: run.id,
    companyId: run.companyId,
    opportunityId: s.opportunityId,
    guardId: guard.id,
    amountCents: s.amountCents ?? 0,
  }));
  return { row, paid, grossCents, netCents: d.net };
};

/** Calculates a run that is `calculating` (anything else: nothing to do); it ends in the workflow's finish or fail. */
export const calculateRun = async (ctx: TServiceContext, { runId, userId }: { runId: string; userId?: string | null }) => {
  const [run] = await ctx.db.select().from(payrollRuns).where(eq(payrollRuns.id, runId));
  if (run?.status !== 'calculating') return;
  try {
    await ctx.db.transaction(async (tx) => {
      await tx.delete(payrollRunLines).where(eq(payrollRunLines.runId, run.id));
      await tx.delete(payrollRunSpecialServices).where(eq(payrollRunSpecialServices.runId, run.id));
    });
    const inputs = await loadRunInputs(ctx, run, userId);
    const { guards } = inputs;
    let gross = 0;
    let net = 0;
    let count = 0;
    let pending: Promise<void> = Promise.resolve();
    for (let i = 0; i < guards.length; i += CHUNK) {
      const chunk = guards.slice(i, i + CHUNK);
      const work = await loadGuardWork(ctx.db, {
        companyId: run.companyId,
        timeZone: inputs.clock.timeZone,
        from: inputs.loadFrom,
        to: inputs.loadTo,
        guardIds: chunk.map((g) => g.id),
        settings: inputs.settings,
      });
      const lines: (typeof payrollRunLines.$inferInsert)[] = [];
      const paidServices: (typeof payrollRunSpecialServices.$inferInsert)[] = [];
      for (const guard of chunk) {
        const line = lineOfGuard(run, inputs, guard, work.get(guard.id)?.entries ?? []);
        if (!line) continue;
        lines.push(line.row);
        paidServices.push(...line.paid);
        gross += line.grossCents;
        net += line.netCents;
        count += 1;
      }
      const progress = Math.min(99, Math.round(((i + chunk.length) / Math.max(1, guards.length)) * 100));
      // The previous chunk's write runs while this chunk was calculated (PostgreSQL works while Node computes).
      await pending;
      pending = ctx.db.transaction(async (tx) => {
        await insertLines(tx, lines);
        if (paidServices.length > 0) await tx.insert(payrollRunSpecialServices).values(paidServices).onConflictDoNothing();
        await tx.update(payrollRuns).set({ progress }).where(eq(payrollRuns.id, run.id));
        await recordEvent(tx, { companyId: run.companyId, entityType: 'payroll', entityId: run.id, action: 'UPDATE', actorUserId: null });
      });
      // Awaited before the next write or the end; a failure is thrown there.
      pending.catch(() => {});
    }
    await pending;
    await finishRun(ctx, run, { count, gross, net });
  } catch (error) {
    await failRun(ctx, run, error instanceof Error ? error.message : String(error));
  }
};

/** The workflow's finish: totals written, the run calculated (unless it was deleted or moved on meanwhile). */
const finishRun = (ctx: TServiceContext, run: TRunRow, totals: { count: number; gross: number; net: number }) =>
  ctx.db.transaction(async (tx) => {
    const finished = await runSystemStep(PAY_RUN_WORKFLOW, await lockedStatus(tx, run.id), 'finish', ({ to }) =>
      tx
        .update(payrollRuns)
        .set({
          status: to,
          progress: 100,
          guardCount: totals.count,
          grossCents: totals.gross,
          netCents: totals.net,
          calculatedAt: new Date(),
        })
        .where(eq(payrollRuns.id, run.id)),
    );
    if (!finished) return; // deleted or moved on while it was calculated
    await writeSystemLog(tx, null, {
      action: 'UPDATE',
      entityType: 'payroll',
      entityId: run.id,
      companyId: run.companyId,
      message: { key: 'payrollRunCalculated', params: { number: run.number, guards: totals.count } },
    });
  });

/** The workflow's fail: the lines go, the run is a draft again with the reason. */
const failRun = (ctx: TServiceContext, run: TRunRow, message: string) =>
  ctx.db.transaction(async (tx) => {
    const failed = await runSystemStep(PAY_RUN_WORKFLOW, await lockedStatus(tx, run.id), 'fail', async ({ to }) => {
      await tx.delete(payrollRunLines).where(eq(payrollRunLines.runId, run.id));
      await tx
        .update(payrollRuns)
        .set({ status: to, progress: 0, error: message.slice(0, 500) })
        .where(eq(payrollRuns.id, run.id));
    });
    if (!failed) return;
    await writeSystemLog(tx, null, {
      action: 'ERROR',
      entityType: 'payroll',
      entityId: run.id,
      companyId: run.companyId,
      message: { key: 'payrollRunCalculationFailed', params: { number: run.number, error: message.slice(0, 200) } },
    });
  });

/**
 * When a working runner starts (issue 29): a run left `calculating` with no job waiting or running for it — its job
 * ran out of attempts while processes died, or was lost — is queued again at once. (A job a dead process left running
 * is already back in its retry: the runner fails such jobs before this hook.) The run's row is locked while its jobs
 * are looked at, so two processes starting together queue one job between them.
 */
export const resumeCalculations = async ({ ctx, log, hasLiveJob, enqueue }: TJobStart) => {
  const stuck = await ctx.db.select({ id: payrollRuns.id }).from(payrollRuns).where(eq(payrollRuns.status, 'calculating'));
  let resumed = 0;
  for (const { id } of stuck) {
    const queued = await ctx.db.transaction(async (tx) => {
      const [run] = await tx.select().from(payrollRuns).where(eq(payrollRuns.id, id)).for('update');
      if (run?.status !== 'calculating' || (await hasLiveJob(tx, { runId: run.id }))) return false;
      await enqueue(tx, { companyId: run.companyId, runId: run.id, userId: null });
      return true;
    });
    if (queued) resumed += 1;
  }
  if (resumed) log.info(`payroll: ${resumed} run(s) left calculating with no job queued again`);
};

registerJob(
  CALCULATE_RUN_JOB,
  async (data, { ctx }) => {
    await calculateRun(ctx, data);
  },
  { retryLimit: 2, retryDelay: 10, expireInSeconds: 600, onStart: resumeCalculations },
);

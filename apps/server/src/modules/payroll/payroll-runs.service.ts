// Pay runs: draft → calculated (the job payroll.calculate_run, progress on the run row) → approved → processed
// (locked: a processed run changes only through an adjustment in a later run). The workflow: rules/pay-run-workflow.ts;
// any other transition is a 409.
import { nextNumber } from '../../platform/numbering/series';
import { displayName } from '@centinela/shared';
import type {
  TRun,
  TRunLine,
  TRunLineDetail,
  TRunWithLines,
  ZAdjustmentInput,
  ZRunInput,
  ZRunListQuery,
} from '@centinela/shared/contracts/payroll-runs';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { TDbOrTx } from '../../db/client';
import { payrollAdjustments, payrollDeductions, payrollRunLines, payrollRunSpecialServices, payrollRuns, posts } from '../../db/schema';
import type { TActor } from '../../platform/access/actor';
import { guardOfCompany, guardsOfCompany } from '../../platform/access/guard-of-company';
import { found } from '../../platform/access/scope';
import { writeSystemLog } from '../../platform/audit/system-log';
import type { TServiceContext } from '../../platform/context';
import { Conflict, ValidationFailed } from '../../platform/errors';
import { applyTransition, runTransition } from '../../platform/workflow/transition';
import { isRunDeletable, PAY_RUN_WORKFLOW, type TPayRunAction } from '@centinela/shared/rules/pay-run-workflow';
import { completedSpecialServices } from '../opportunities/opportunities.payroll';
import { assertPayrollReader, canOnRun, payrollScope } from './payroll-runs.policy';
import { jobName } from '../../platform/jobs/registry';
import { ZId } from '@centinela/shared/contracts/common';

type TOptions<TInput> = { ctx: TServiceContext; actor: TActor; input: TInput };
type TRunRow = typeof payrollRuns.$inferSelect;

export const CALCULATE_RUN_JOB = jobName(
  'payroll.calculate_run',
  z.object({ companyId: ZId, runId: ZId, userId: ZId.nullable().optional() }),
);

export const toRun = (actor: TActor, row: TRunRow): TRun => ({
  id: row.id,
  number: row.number,
  periodKind: row.periodKind,
  periodStart: row.periodStart,
  periodEnd: row.periodEnd,
  selection: row.selection,
  postId: row.postId,
  status: row.status,
  progress: row.progress,
  guardCount: row.guardCount,
  error: row.error,
  grossCents: row.grossCents,
  netCents: row.netCents,
  notes: row.notes,
  calculatedAt: row.calculatedAt?.toISOString() ?? null,
  approvedAt: row.approvedAt?.toISOString() ?? null,
  processedAt: row.processedAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
  can: canOnRun(actor, row),
});

export const loadRun = async (db: TDbOrTx, actor: TActor, id: string, lock = false) => {
  const query = db
    .select()
    .from(payrollRuns)
    .where(and(eq(payrollRuns.id, id), payrollScope(actor, payrollRuns.companyId)))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return found(row, 'payRun');
};

/** A step the run's state does not allow: `step` words the refusal (PAY_RUN_STEP_REFUSED_<step>). */
const conflict = (row: TRunRow, step: string) => Conflict('PAY_RUN_STEP_REFUSED', { status: row.status, step, context: step });

export const listRuns = async ({ ctx, actor, input }: TOptions<z.output<typeof ZRunListQuery>>) => {
  assertPayrollReader(actor);
  const rows = await ctx.db
    .select()
    .from(payrollRuns)
    .where(
      and(
        payrollScope(actor, payrollRuns.companyId),
        input.view === 'processed' ? eq(payrollRuns.status, 'processed') : undefined,
        input.view === 'open' ? sql`${payrollRuns.status} <> 'processed'` : undefined,
      ),
    )
    .orderBy(desc(payrollRuns.periodStart), desc(payrollRuns.number))
    .limit(500);
  return rows.map((r) => toRun(actor, r));
};

export const createRun = async ({ ctx, actor, input }: TOptions<z.output<typeof ZRunInput>>) => {
  assertPayrollReader(actor);
  if (input.selection === 'post' && input.postId) {
    const [post] = await ctx.db
      .select({ id: posts.id })
      .from(posts)
      .where(and(eq(posts.id, input.postId), eq(posts.companyId, actor.companyId)));
    if (!post) throw ValidationFailed({ postId: 'payrollRuns:validation.postRequired' });
  }
  const guardIds = input.selection === 'guards' ? [...new Set(input.guardIds)] : [];
  // A run pays work of its period: a guard who left during it (terminated on or after its first day) is still paid.
  await guardsOfCompany(ctx.db, actor.companyId, guardIds, { field: 'guardIds', includeFormer: { since: input.periodStart } });
  const row = await ctx.db.transaction(async (tx) => {
    const number = await nextNumber(tx, actor.companyId, 'payroll_run');
    const [created] = await tx
      .insert(payrollRuns)
      .values({
        companyId: actor.companyId,
        number,
        periodKind: input.periodKind,
        periodStart: input.periodStart,
        periodEnd: input.periodEnd,
        selection: input.selection,
        guardIds,
        postId: input.selection === 'post' ? input.postId : null,
        notes: input.notes,
        createdBy: actor.userId,
      })
      .returning();
    await writeSystemLog(tx, actor, {
      action: 'CREATE',
      entityType: 'payroll',
      entityId: created.id,
      message: { key: 'payrollRunCreated', params: { number, from: input.periodStart, to: input.periodEnd } },
    });
    return created;
  });
  return toRun(actor, row);
};

const lineOf = (l: typeof payrollRunLines.$inferSelect): TRunLine => ({
  id: l.id,
  guardId: l.guardId,
  guardName: l.guardName,
  employeeNumber: l.employeeNumber,
  wageCents: l.wageCents,
  regularMinutes: l.regularMinutes,
  overtimeMinutes: l.overtimeMinutes,
  premiumMinutes: l.premiumMinutes,
  unverifiedMinutes: l.unverifiedMinutes,
  regularCents: l.regularCents,
  overtimeCents: l.overtimeCents,
  premiumCents: l.premiumCents,
  specialServicesCents: l.specialServicesCents,
  adjustmentsCents: l.adjustmentsCents,
  grossCents: l.grossCents,
  deductionsBeforeTaxCents: l.deductionsBeforeTaxCents,
  taxesCents: l.taxesCents,
  deductionsAfterTaxCents: l.deductionsAfterTaxCents,
  netCents: l.netCents,
});

export const runLines = async (db: TDbOrTx, runId: string) => {
  const rows = await db
    .select()
    .from(payrollRunLines)
    .where(eq(payrollRunLines.runId, runId))
    .orderBy(asc(payrollRunLines.guardName), asc(payrollRunLines.id));
  return rows;
};

export const getRun = async ({ ctx, actor, input }: TOptions<{ id: string }>): Promise<TRunWithLines> => {
  assertPayrollReader(actor);
  const row = await loadRun(ctx.db, actor, input.id);
  // Lines are only meaningful once calculated (a draft keeps none; a recalculation replaces them).
  const lines = row.status === 'draft' || row.status === 'calculating' ? [] : (await runLines(ctx.db, row.id)).map(lineOf);
  return { ...toRun(actor, row), lines };
};

export const loadLine = async (db: TDbOrTx, actor: TActor, runId: string, lineId: string) => {
  const run = await loadRun(db, actor, runId);
  const [line] = await db
    .select()
    .from(payrollRunLines)
    .where(and(eq(payrollRunLines.id, lineId), eq(payrollRunLines.runId, run.id)))
    .limit(1);
  return { run, line: found(line, 'payRunLine') };
};

export const getLine = async ({ ctx, actor, input }: TOptions<{ id: string; lineId: string }>): Promise<TRunLineDetail> => {
  assertPayrollReader(actor);
  const { run, line } = await loadLine(ctx.db, actor, input.id, input.lineId);
  const d = line.detail;
  return {
    ...lineOf(line),
    runId: run.id,
    ruleSet: d.ruleSet,
    ruleVersion: d.ruleVersion,
    minutes: d.minutes,
    pay: d.pay,
    days: d.days,
    weeks: d.weeks,
    ...(d.timeZone ? { timeZone: d.timeZone } : {}),
    ...(d.differentialCents ? { differentialCents: d.differentialCents } : {}),
    deductions: d.deductions,
    specialServices: d.specialServices,
    // Lines calculated before adjustments had a kind hold plain adjustments.
    adjustments: d.adjustments.map((a) => ({ ...a, kind: a.kind ?? 'adjustment' })),
  };
};

export const deleteRun = async ({ ctx, actor, input }: TOptions<{ id: string }>) => {
  assertPayrollReader(actor);
  await ctx.db.transaction(async (tx) => {
    const row = await loadRun(tx, actor, input.id, true);
    if (!isRunDeletable(row.status)) throw conflict(row, 'deleted');
    await tx.delete(payrollRuns).where(eq(payrollRuns.id, row.id));
    await writeSystemLog(tx, actor, {
      action: 'DELETE',
      entityType: 'payroll',
      entityId: row.id,
      message: { key: 'payrollRunDeleted', params: { number: row.number } },
    });
  });
};

/**
 * One step of a run's workflow (rules/pay-run-workflow.ts through platform/workflow), in a transaction: the run (locked)
 * must be in a status the step runs from (409 PAY_RUN_STEP_REFUSED_<step> otherwise), `also` does the step's own writes,
 * the run gets the step's status and `set`, and the step is system-logged with the run's number.
 */
const moveRun = async (
  { ctx, actor, input }: TOptions<{ id: string }>,
  step: {
    action: TPayRunAction;
    /** How the refusal words the step: 'calculated', 'approved', 'processed'. */
    step: string;
    set: (current: TRunRow) => Partial<typeof payrollRuns.$inferInsert>;
    message: 'payrollRunCalculationQueued' | 'payrollRunApproved' | 'payrollRunProcessed';
    also?: (tx: TDbOrTx, current: TRunRow) => Promise<unknown>;
  },
) => {
  assertPayrollReader(actor);
  const row = await ctx.db.transaction(async (tx) => {
    const current = await loadRun(tx, actor, input.id, true);
    let updated = current;
    await runTransition(
      PAY_RUN_WORKFLOW,
      { status: current.status, action: step.action, refuse: () => conflict(current, step.step) },
      {
        write: async ({ to }) => {
          await step.also?.(tx, current);
          [updated] = await tx
            .update(payrollRuns)
            .set({ ...step.set(current), status: to })
            .where(eq(payrollRuns.id, current.id))
            .returning();
        },
        record: () =>
          writeSystemLog(tx, actor, {
            action: 'UPDATE',
            entityType: 'payroll',
            entityId: current.id,
            message: { key: step.message, params: { number: current.number } },
          }),
      },
    );
    return updated;
  });
  return toRun(actor, row);
};

/** Queues the calculation: the run shows `calculating` with its progress until the job writes the lines. */
export const queueCalculation = (options: TOptions<{ id: string }>) =>
  moveRun(options, {
    action: 'calculate',
    step: 'calculated',
    set: () => ({ progress: 0, error: null }),
    message: 'payrollRunCalculationQueued',
    also: (tx, current) =>
      options.ctx.jobs.enqueue(tx, CALCULATE_RUN_JOB, { companyId: current.companyId, runId: current.id, userId: options.actor.userId }),
  });

export const approveRun = (options: TOptions<{ id: string }>) =>
  moveRun(options, {
    action: 'approve',
    step: 'approved',
    set: () => ({ approvedAt: new Date(), approvedBy: options.actor.userId }),
    message: 'payrollRunApproved',
  });

/** Locks an approved run and counts what its lines took from deductions paid in instalments. */
export const processRun = (options: TOptions<{ id: string }>) =>
  moveRun(options, {
    action: 'process',
    step: 'processed',
    set: () => ({ processedAt: new Date(), processedBy: options.actor.userId }),
    message: 'payrollRunProcessed',
    also: async (tx, current) => {
      const taken = new Map<string, number>();
      for (const line of await runLines(tx, current.id)) {
        for (const d of line.detail.deductions) taken.set(d.id, (taken.get(d.id) ?? 0) + d.amountCents);
      }
      for (const [id, cents] of taken) {
        if (cents === 0) continue;
        await tx
          .update(payrollDeductions)
          .set({ takenCents: sql`${payrollDeductions.takenCents} + ${cents}` })
          .where(and(eq(payrollDeductions.id, id), eq(payrollDeductions.companyId, current.companyId)));
      }
    },
  });

/** An adjustment goes into a run not yet approved; a calculated run goes back to draft (recalculate to apply it). */
export const addAdjustment = async ({ ctx, actor, input }: TOptions<z.output<typeof ZAdjustmentInput> & { id: string }>) => {
  assertPayrollReader(actor);
  const row = await ctx.db.transaction(async (tx) => {
    const current = await loadRun(tx, actor, input.id, true);
    const next = applyTransition(PAY_RUN_WORKFLOW, {
      status: current.status,
      action: 'adjust',
      refuse: () => conflict(current, 'adjusted'),
    });
    // An adjustment corrects pay of the run's period: a guard who left during it is accepted, as in the run's selection.
    const guard = await guardOfCompany(tx, actor.companyId, input.guardId, {
      field: 'guardId',
      includeFormer: { since: current.periodStart },
    });
    if (input.correctsRunId) {
      const corrected = await loadRun(tx, actor, input.correctsRunId);
      if (corrected.status !== 'processed') throw conflict(corrected, 'corrected');
    }
    await tx.insert(payrollAdjustments).values({
      companyId: actor.companyId,
      runId: current.id,
      guardId: guard.id,
      amountCents: input.amountCents,
      kind: input.kind,
      reason: input.reason,
      correctsRunId: input.correctsRunId,
      createdBy: actor.userId,
    });
    const [updated] = await tx.update(payrollRuns).set({ status: next, progress: 0 }).where(eq(payrollRuns.id, current.id)).returning();
    await writeSystemLog(tx, actor, {
      action: 'UPDATE',
      entityType: 'payroll',
      entityId: current.id,
      message: { key: 'payrollAdjustmentAdded', params: { number: current.number, name: displayName(guard), reason: input.reason } },
      details: { amountCents: input.amountCents, kind: input.kind, guardId: guard.id, correctsRunId: input.correctsRunId },
    });
    return updated;
  });
  return toRun(actor, row);
};

/** Completed special services of a period (opportunities.payroll.ts) with the run that paid each guard, if any. */
export const paidSpecialServices = async ({ ctx, actor, input }: TOptions<{ from: string; to: string }>) => {
  assertPayrollReader(actor);
  const services = await completedSpecialServices({ ctx, actor, from: input.from, to: input.to });
  if (services.length === 0) return [];
  const paid = await ctx.db
    .select({
      opportunityId: payrollRunSpecialServices.opportunityId,
      guardId: payrollRunSpecialServices.guardId,
      runId: payrollRuns.id,
      number: payrollRuns.number,
      status: payrollRuns.status,
    })
    .from(payrollRunSpecialServices)
    .innerJoin(payrollRuns, eq(payrollRuns.id, payrollRunSpecialServices.runId))
    .where(
      and(
        payrollScope(actor, payrollRunSpecialServices.companyId),
        inArray(payrollRunSpecialServices.opportunityId, [...new Set(services.map((s) => s.opportunityId))]),
      ),
    )
    .orderBy(desc(payrollRuns.number));
  const runOf = new Map<string, (typeof paid)[number]>();
  // A processed run wins over an open one; then the latest.
  for (const p of paid) {
    const key = `${p.opportunityId}:${p.guardId}`;
    const current = runOf.get(key);
    if (!current || (current.status !== 'processed' && p.status === 'processed')) runOf.set(key, p);
  }
  return services.map((s) => {
    const run = runOf.get(`${s.opportunityId}:${s.guardId}`);
    return { ...s, runId: run?.runId ?? null, runNumber: run?.number ?? null, runStatus: run?.status ?? null };
  });
};

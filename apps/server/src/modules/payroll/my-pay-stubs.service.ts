// A guard's own pay stubs (issue 29, the guard's dashboard): his lines of PROCESSED pay runs — a run still being
// calculated or approved may change, so it is not his pay yet — and the stub of one of them as PDF, drawn by the same
// renderer as staff's (payroll-runs.documents.ts). The guard and his company come from the session (guard-self.policy.ts);
// another guard's line, another company's or one of a run not processed is a 404.
import type { TLanguage } from '@centinela/shared';
import type { TMyPayStub } from '@centinela/shared/contracts/my-work';
import { and, desc, eq } from 'drizzle-orm';
import { payrollRunLines, payrollRuns } from '../../db/schema';
import type { TActor } from '../../platform/access/actor';
import { found } from '../../platform/access/scope';
import type { TServiceContext } from '../../platform/context';
import { assertOwnGuard, type TOwnGuard } from '../dashboard/guard-self.policy';
import { renderPayStub } from './payroll-runs.documents';

type TOptions<TInput> = { ctx: TServiceContext; actor: TActor; input: TInput };

/** The guard's stubs shown at most (about two years of biweekly runs). */
export const MY_PAY_STUBS_LIMIT = 52;

/** His lines, of his company's processed runs. */
const ownProcessed = (own: TOwnGuard) =>
  and(
    eq(payrollRunLines.guardId, own.guardId),
    eq(payrollRunLines.companyId, own.companyId),
    eq(payrollRuns.companyId, own.companyId),
    eq(payrollRuns.status, 'processed'),
  );

export const listMyPayStubs = async ({ ctx, actor }: TOptions<unknown>): Promise<TMyPayStub[]> => {
  const own = assertOwnGuard(actor);
  const rows = await ctx.db
    .select({
      lineId: payrollRunLines.id,
      runId: payrollRuns.id,
      runNumber: payrollRuns.number,
      periodStart: payrollRuns.periodStart,
      periodEnd: payrollRuns.periodEnd,
      processedAt: payrollRuns.processedAt,
      grossCents: payrollRunLines.grossCents,
      deductionsBeforeTaxCents: payrollRunLines.deductionsBeforeTaxCents,
      deductionsAfterTaxCents: payrollRunLines.deductionsAfterTaxCents,
      taxesCents: payrollRunLines.taxesCents,
      netCents: payrollRunLines.netCents,
    })
    .from(payrollRunLines)
    .innerJoin(payrollRuns, eq(payrollRuns.id, payrollRunLines.runId))
    .where(ownProcessed(own))
    .orderBy(desc(payrollRuns.periodEnd), desc(payrollRuns.number))
    .limit(MY_PAY_STUBS_LIMIT);
  return rows.map(({ deductionsBeforeTaxCents, deductionsAfterTaxCents, processedAt, ...row }) => ({
    ...row,
    processedAt: processedAt?.toISOString() ?? null,
    deductionsCents: deductionsBeforeTaxCents + deductionsAfterTaxCents,
  }));
};

export const myPayStubPdf = async ({ ctx, actor, input }: TOptions<{ lineId: string; language: TLanguage }>) => {
  const own = assertOwnGuard(actor);
  const [row] = await ctx.db
    .select({ run: payrollRuns, line: payrollRunLines })
    .from(payrollRunLines)
    .innerJoin(payrollRuns, eq(payrollRuns.id, payrollRunLines.runId))
    .where(and(eq(payrollRunLines.id, input.lineId), ownProcessed(own)))
    .limit(1);
  const { run, line } = found(row, 'payRunLine');
  return renderPayStub(ctx, run, line, input.language);
};

// The payroll policy (settings, deductions, pay runs, pay stubs): pay is the security company's internal figure, so only
// company staff with the payroll permissions read or change it — a customer company admin or a guard never does,
// whatever overrides say (403). Rows are always the actor's own company; another company's id is a 404.
import type { TDeduction, TRunCan, TRunStatus } from '@centinela/shared/contracts/payroll-runs';
import { isRunDeletable, PAY_RUN_WORKFLOW } from '@centinela/shared/rules/pay-run-workflow';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { eq } from 'drizzle-orm';
import { type TActor, actorCan } from '../../platform/access/actor';
import { isCompanyStaff } from '../../platform/access/policy';
import { assertPayrollStaff } from './payroll.policy';

/** Staff of a security company with view:payroll (part A's check; platform admins act in their own company here). */
export const assertPayrollReader = (actor: TActor) => assertPayrollStaff(actor, 'view');

/** Rows of the actor's company. */
export const payrollScope = (actor: TActor, companyId: AnyPgColumn) => eq(companyId, actor.companyId);

export const canOnDeduction = (actor: TActor): TDeduction['can'] => ({
  update: isCompanyStaff(actor) && actorCan(actor, 'edit', 'payroll'),
  delete: isCompanyStaff(actor) && actorCan(actor, 'delete', 'payroll'),
});

/** What a run's state allows (rules/pay-run-workflow.ts): draft → calculated → approved → processed (locked). */
export const canOnRun = (actor: TActor, row: { status: TRunStatus }): TRunCan => {
  const edit = isCompanyStaff(actor) && actorCan(actor, 'edit', 'payroll');
  return {
    calculate: edit && PAY_RUN_WORKFLOW.canDo(row.status, 'calculate'),
    approve: edit && PAY_RUN_WORKFLOW.canDo(row.status, 'approve'),
    process: edit && PAY_RUN_WORKFLOW.canDo(row.status, 'process'),
    delete: isCompanyStaff(actor) && actorCan(actor, 'delete', 'payroll') && isRunDeletable(row.status),
    adjust: edit && PAY_RUN_WORKFLOW.canDo(row.status, 'adjust'),
  };
};

// The workflow of a pay run (issue 18 part B), declared with rules/workflow.ts:
//
//   draft ─calculate─▶ calculating ─finish (the job payroll.calculate_run)─▶ calculated ─approve─▶ approved
//   approved ─process─▶ processed          calculating ─fail (the job)─▶ draft
//   calculated ─calculate─▶ calculating (again)
//   draft / calculated ─adjust─▶ draft (recalculate to apply the adjustment)
//
// A processed run is locked: it changes only through an adjustment in a later run. Deleting is not a step (the row goes):
// it is allowed while the run is not approved.
import { RUN_STATUSES, type TRunStatus } from '../contracts/payroll-runs';
import { defineWorkflow } from './workflow';

export const PAY_RUN_ACTIONS = ['calculate', 'finish', 'fail', 'approve', 'process', 'adjust'] as const;
export type TPayRunAction = (typeof PAY_RUN_ACTIONS)[number];

export const PAY_RUN_WORKFLOW = defineWorkflow<TRunStatus, TPayRunAction>({
  name: 'payRun',
  states: RUN_STATUSES,
  actions: {
    calculate: { from: ['draft', 'calculated'], to: 'calculating' },
    finish: { from: ['calculating'], to: 'calculated' },
    fail: { from: ['calculating'], to: 'draft' },
    approve: { from: ['calculated'], to: 'approved' },
    process: { from: ['approved'], to: 'processed' },
    adjust: { from: ['draft', 'calculated'], to: 'draft' },
  },
});

/** Statuses a run may be deleted in (not yet approved). */
export const DELETABLE_RUN_STATUSES: readonly TRunStatus[] = ['draft', 'calculating', 'calculated'];
export const isRunDeletable = (status: TRunStatus) => DELETABLE_RUN_STATUSES.includes(status);

// Applies a step of a workflow (packages/shared/src/rules/workflow.ts) on the server: the one check every area's
// transition goes through. A step the workflow does not allow from the row's status is refused with the area's own error
// (its 409 code and details, unchanged), a step the actor may not take with the area's 403 (or the same refusal), and
// `runTransition` then writes the step: the area's update, its history entry and its event, in the caller's transaction.
// Decision record: docs/decisions/0026-workflows.md.
import type { TWorkflow } from '@centinela/shared/rules/workflow';
import type { AppError } from '../errors';

export type TTransitionCheck<TState extends string, TAction extends string, TWho> = {
  /** The row's current status. */
  status: TState;
  action: TAction;
  /** Who acts, as the workflow's `may` reads it; absent: the role check is the caller's. */
  who?: TWho;
  /** False when the actor lacks the area's permission to act at all (checked after the workflow's own rules). */
  permitted?: boolean;
  /** The remembered status an action with `returnsTo` goes back to (an opportunity's heldFrom). */
  remembered?: TState | null;
  /** The area's refusal of a step the status (or, without `forbid`, the actor) does not allow: its 409. */
  refuse: (refusal: { allowed: TAction[] }) => AppError;
  /** The area's refusal of an actor who may not take a step the status allows (a 403); absent: `refuse`. */
  forbid?: () => AppError;
};

/** A step that happened: what the history entry and the event are written from. */
export type TTransitionStep<TState extends string, TAction extends string> = { from: TState; action: TAction; to: TState };

/** The next status, or the area's error. `allowed` (for the refusal's details) are the actions this actor may take. */
export const applyTransition = <TState extends string, TAction extends string, TWho>(
  workflow: TWorkflow<TState, TAction, TWho>,
  check: TTransitionCheck<TState, TAction, TWho>,
): TState => {
  const { status, action, who, permitted = true } = check;
  const refuse = () => check.refuse({ allowed: permitted ? workflow.allowedActions(status, who) : [] });
  const next = workflow.next(status, action, check.remembered);
  if (!next) throw refuse();
  if (!permitted || !workflow.canDo(status, action, who)) throw check.forbid?.() ?? refuse();
  return next;
};

/**
 * Checks the step (applyTransition), then writes it: `write` is the area's update of the row (stored shapes stay each
 * area's own), `record` its history entry and event. Returns the step.
 */
export const runTransition = async <TState extends string, TAction extends string, TWho>(
  workflow: TWorkflow<TState, TAction, TWho>,
  check: TTransitionCheck<TState, TAction, TWho>,
  writes: {
    write: (step: TTransitionStep<TState, TAction>) => Promise<unknown>;
    record?: (step: TTransitionStep<TState, TAction>) => Promise<unknown>;
  },
): Promise<TTransitionStep<TState, TAction>> => {
  const step = { from: check.status, action: check.action, to: applyTransition(workflow, check) };
  await writes.write(step);
  await writes.record?.(step);
  return step;
};

/**
 * A step the system takes without an actor (a job): on one row whose status it reads under a lock, `runSystemStep`
 * writes it when the workflow allows it from that status and answers the step, or answers null (the row moved on
 * meanwhile: a job that arrives late changes nothing). On many rows at once, `bulkStepOf` gives the statuses the action
 * runs from and the one it leads to, for a set-based update (the action's `to` must not depend on the from-status).
 */
export const runSystemStep = async <TState extends string, TAction extends string, TWho>(
  workflow: TWorkflow<TState, TAction, TWho>,
  status: TState | null | undefined,
  action: TAction,
  write: (step: TTransitionStep<TState, TAction>) => Promise<unknown>,
): Promise<TTransitionStep<TState, TAction> | null> => {
  const to = status ? workflow.next(status, action) : null;
  if (!status || !to) return null;
  const step = { from: status, action, to };
  await write(step);
  return step;
};

export const bulkStepOf = <TState extends string, TAction extends string, TWho>(
  workflow: TWorkflow<TState, TAction, TWho>,
  action: TAction,
): { from: TState[]; to: TState } => {
  const { from, to, returnsTo } = workflow.actions[action];
  if (typeof to !== 'string' || returnsTo?.length)
    throw new Error(`${workflow.name}.${action}: its target depends on the status; take it row by row`);
  return { from: [...from], to };
};

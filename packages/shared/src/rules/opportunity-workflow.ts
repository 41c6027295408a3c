// The workflow of an opportunity (issue 15; spec section 4 lists the statuses, not the transitions). One workflow
// (rules/workflow.ts), applied by the server (409 with the allowed actions otherwise) and giving the actions a row offers.
//
//   draft ──submit──▶ submitted ─┐        (a customer company admin's request arrives as pending)
//   pending ─────────────────────┼─review─▶ underReview ─approve─▶ approved ─start─▶ inProgress ─complete─▶ completed
//                                └──────── approve / reject (with a reason) ──────────────────────────────▶ rejected
//   any open status ─hold─▶ onHold ─resume─▶ the status it was held from
//   any open status (onHold too) ─cancel / close─▶ cancelled      closed (completed, rejected, cancelled) ─reopen─▶ underReview
import { OPPORTUNITY_STATUSES, type TOpportunityStatus } from '../enums';
import { defineWorkflow } from './workflow';

export const OPPORTUNITY_ACTIONS = [
  'submit',
  'review',
  'approve',
  'reject',
  'start',
  'complete',
  'hold',
  'resume',
  'cancel',
  'close',
  'reopen',
] as const;
export type TOpportunityAction = (typeof OPPORTUNITY_ACTIONS)[number];

/** Statuses of work still to do (the "open" view); the others are closed. */
export const OPEN_OPPORTUNITY_STATUSES = [
  'draft',
  'pending',
  'submitted',
  'underReview',
  'approved',
  'inProgress',
  'onHold',
] as const satisfies readonly TOpportunityStatus[];
export const CLOSED_OPPORTUNITY_STATUSES = ['completed', 'rejected', 'cancelled'] as const satisfies readonly TOpportunityStatus[];

/** Statuses an opportunity may be put on hold from (and returns to on resume). */
const HOLDABLE: readonly TOpportunityStatus[] = ['draft', 'pending', 'submitted', 'underReview', 'approved', 'inProgress'];
/** Statuses in which a customer company admin may still change or withdraw their request. */
export const CUSTOMER_EDITABLE_OPPORTUNITY_STATUSES: readonly TOpportunityStatus[] = ['draft', 'pending', 'submitted'];

/** Who acts: company staff, or a customer company admin (who only submits, and withdraws a request still theirs). */
export type TOpportunityActor = { staff: boolean };
const staffOnly = (who: TOpportunityActor) => who.staff;

/** From which statuses each action may run, where it leads (resume: back to the status held from) and who may run it. */
export const OPPORTUNITY_WORKFLOW = defineWorkflow<TOpportunityStatus, TOpportunityAction, TOpportunityActor>({
  name: 'opportunity',
  states: OPPORTUNITY_STATUSES,
  actions: {
    submit: { from: ['draft'], to: 'submitted' },
    review: { from: ['pending', 'submitted'], to: 'underReview', may: staffOnly },
    approve: { from: ['pending', 'submitted', 'underReview'], to: 'approved', may: staffOnly },
    reject: { from: ['pending', 'submitted', 'underReview'], to: 'rejected', may: staffOnly },
    start: { from: ['approved'], to: 'inProgress', may: staffOnly },
    complete: { from: ['inProgress'], to: 'completed', may: staffOnly },
    hold: { from: HOLDABLE, to: 'onHold', may: staffOnly },
    resume: { from: ['onHold'], to: 'underReview', returnsTo: HOLDABLE, may: staffOnly },
    cancel: {
      from: [...HOLDABLE, 'onHold'],
      to: 'cancelled',
      may: (who, from) => who.staff || CUSTOMER_EDITABLE_OPPORTUNITY_STATUSES.includes(from),
    },
    close: { from: [...HOLDABLE, 'onHold'], to: 'cancelled', may: staffOnly },
    reopen: { from: ['completed', 'rejected', 'cancelled'], to: 'underReview', may: staffOnly },
  },
});

/** Actions that need a reason in the history (the others take an optional note). */
export const REASON_REQUIRED_ACTIONS: readonly TOpportunityAction[] = ['reject', 'cancel', 'close', 'reopen'];

export const isOpenOpportunityStatus = (status: TOpportunityStatus) => (OPEN_OPPORTUNITY_STATUSES as readonly string[]).includes(status);

/** The actions allowed from a status (for anyone), in the table's order. */
export const allowedOpportunityActions = (status: TOpportunityStatus): TOpportunityAction[] => OPPORTUNITY_WORKFLOW.allowedActions(status);

/**
 * The status an action leads to from `status`, or null when the action is not allowed there. `heldFrom` is the status an
 * opportunity on hold was held from (resume goes back to it; underReview when unknown).
 */
export const nextOpportunityStatus = (
  status: TOpportunityStatus,
  action: TOpportunityAction,
  heldFrom?: TOpportunityStatus | null,
): TOpportunityStatus | null => OPPORTUNITY_WORKFLOW.next(status, action, heldFrom);

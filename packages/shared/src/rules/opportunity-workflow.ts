// The workflow of an opportunity (issue 15; spec section 4 lists the statuses, not the transitions). One table, used by
// the server (409 with the allowed actions otherwise) and by the web (which buttons a row shows).
//
//   draft ──submit──▶ submitted ─┐        (a customer company admin's request arrives as pending)
//   pending ─────────────────────┼─review─▶ underReview ─approve─▶ approved ─start─▶ inProgress ─complete─▶ completed
//                                └──────── approve / reject (with a reason) ──────────────────────────────▶ rejected
//   any open status ─hold─▶ onHold ─resume─▶ the status it was held from
//   any open status (onHold too) ─cancel / close─▶ cancelled      closed (completed, rejected, cancelled) ─reopen─▶ underReview
import type { TOpportunityStatus } from '../enums';

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

/** From which statuses each action may run, and where it leads (`resume` returns to the status held from). */
export const OPPORTUNITY_TRANSITIONS: Record<TOpportunityAction, { from: readonly TOpportunityStatus[]; to: TOpportunityStatus | 'held' }> =
  {
    submit: { from: ['draft'], to: 'submitted' },
    review: { from: ['pending', 'submitted'], to: 'underReview' },
    approve: { from: ['pending', 'submitted', 'underReview'], to: 'approved' },
    reject: { from: ['pending', 'submitted', 'underReview'], to: 'rejected' },
    start: { from: ['approved'], to: 'inProgress' },
    complete: { from: ['inProgress'], to: 'completed' },
    hold: { from: HOLDABLE, to: 'onHold' },
    resume: { from: ['onHold'], to: 'held' },
    cancel: { from: [...HOLDABLE, 'onHold'], to: 'cancelled' },
    close: { from: [...HOLDABLE, 'onHold'], to: 'cancelled' },
    reopen: { from: ['completed', 'rejected', 'cancelled'], to: 'underReview' },
  };

/** Actions that need a reason in the history (the others take an optional note). */
export const REASON_REQUIRED_ACTIONS: readonly TOpportunityAction[] = ['reject', 'cancel', 'close', 'reopen'];

export const isOpenOpportunityStatus = (status: TOpportunityStatus) => (OPEN_OPPORTUNITY_STATUSES as readonly string[]).includes(status);

/** The actions allowed from a status, in the table's order. */
export const allowedOpportunityActions = (status: TOpportunityStatus): TOpportunityAction[] =>
  OPPORTUNITY_ACTIONS.filter((action) => OPPORTUNITY_TRANSITIONS[action].from.includes(status));

/**
 * The status an action leads to from `status`, or null when the action is not allowed there. `heldFrom` is the status an
 * opportunity on hold was held from (resume goes back to it; approved when unknown).
 */
export const nextOpportunityStatus = (
  status: TOpportunityStatus,
  action: TOpportunityAction,
  heldFrom?: TOpportunityStatus | null,
): TOpportunityStatus | null => {
  const transition = OPPORTUNITY_TRANSITIONS[action];
  if (!transition.from.includes(status)) return null;
  if (transition.to === 'held') return heldFrom && HOLDABLE.includes(heldFrom) ? heldFrom : 'underReview';
  return transition.to;
};

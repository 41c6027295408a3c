// The opportunities policy. Company staff see every opportunity of their company; a customer company admin sees only
// the requests of their customer company and never the internal fields (internal notes, pay rate, margin); guards see
// none. Customer admins create requests (pending), edit and cancel them while they wait for review; the rest is staff's
// (who may take which workflow action: rules/opportunity-workflow.ts).
import type { TOpportunityCan } from '@centinela/shared/contracts/opportunities';
import { CUSTOMER_EDITABLE_OPPORTUNITY_STATUSES, OPPORTUNITY_WORKFLOW } from '@centinela/shared/rules/opportunity-workflow';
import type { TOpportunityStatus } from '@centinela/shared';
import { type SQL, sql } from 'drizzle-orm';
import { opportunities } from '../../db/schema';
import { type TActor, actorCan } from '../../platform/access/actor';
import { isCompanyStaff } from '../../platform/access/policy';
import { inline, type TBind } from '../../db/prepared';
import { scopeOf, where } from '../../platform/access/scope';

/** The fields only staff receive (the API tests assert they are absent from a customer admin's JSON). */
export const OPPORTUNITY_STAFF_FIELDS = ['internalNotes', 'payRateCents', 'marginCents'] as const;

/** Opportunities the actor may read. */
export const opportunityScope = (actor: TActor, bind: TBind = inline): SQL => {
  if (actor.role === 'security_guard' && !actor.isPlatformAdmin) return sql`false`;
  const scope = scopeOf(actor, bind);
  return where(scope.company(opportunities.companyId), scope.customer(opportunities.customerCompanyId));
};

export const seesOpportunityInternals = (actor: TActor) => isCompanyStaff(actor);

/**
 * What the actor may do with opportunities, as a function of one row: the actor's permissions are read once (a list
 * page asks for 25 rows), each row then only adds its status.
 */
export const opportunityCanFor = (actor: TActor): ((row: { status: TOpportunityStatus }) => TOpportunityCan) => {
  const staff = isCompanyStaff(actor);
  const edit = actorCan(actor, 'edit', 'create-opportunities');
  const add = actorCan(actor, 'add', 'create-opportunities');
  const remove = actorCan(actor, 'delete', 'create-opportunities');
  const acts = opportunityActorActs(actor);
  // The workflow says which actions staff or a customer admin take from a status (rules/opportunity-workflow.ts).
  const actions = (status: TOpportunityStatus) => (acts ? OPPORTUNITY_WORKFLOW.allowedActions(status, { staff }) : []);
  if (staff) {
    return (row) => ({
      update: edit && row.status !== 'completed' && row.status !== 'rejected' && row.status !== 'cancelled',
      delete: remove,
      duplicate: add,
      staff: true,
      actions: actions(row.status),
    });
  }
  return (row) => ({
    update: (add || edit) && CUSTOMER_EDITABLE_OPPORTUNITY_STATUSES.includes(row.status),
    delete: false,
    duplicate: add,
    staff: false,
    actions: actions(row.status),
  });
};

/** Whether the actor may move opportunities through the workflow at all: staff with edit, a customer admin with add or edit. */
export const opportunityActorActs = (actor: TActor) =>
  isCompanyStaff(actor)
    ? actorCan(actor, 'edit', 'create-opportunities')
    : actorCan(actor, 'edit', 'create-opportunities') || actorCan(actor, 'add', 'create-opportunities');

export const canOnOpportunity = (actor: TActor, row: { status: TOpportunityStatus }): TOpportunityCan => opportunityCanFor(actor)(row);

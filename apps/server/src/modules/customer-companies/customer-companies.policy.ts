// The customer-companies policy: which customers an actor sees and what they may do with one (sent as `can`).
import type { TCustomerCompanyCan } from '@centinela/shared/contracts/customer-companies';
import type { SQL } from 'drizzle-orm';
import { customerCompanies } from '../../db/schema';
import { type TActor, actorCan } from '../../platform/access/actor';
import { isCompanyStaff } from '../../platform/access/policy';
import { scopeOf, where } from '../../platform/access/scope';
import { Forbidden } from '../../platform/errors';

/** Customers the actor may see: their company's (platform admins: all, or the picked one); a customer admin's own. */
export const customerCompaniesScope = (actor: TActor, requestedCompanyId?: string | null): SQL => {
  const scope = scopeOf(actor);
  return where(scope.company(customerCompanies.companyId, requestedCompanyId), scope.customer(customerCompanies.id));
};

/**
 * A customer admin may at most edit their own customer's details (when granted edit:customer-companies); creating,
 * deactivating and deleting customers is the security company's.
 */
export const canOnCustomerCompany = (actor: TActor, row: { id: string; isActive: boolean }): TCustomerCompanyCan => {
  const isStaff = isCompanyStaff(actor);
  const isOwn = actor.role === 'customer_company_admin' && actor.customerId === row.id;
  const manages = isStaff && actorCan(actor, 'delete', 'customer-companies');
  return {
    update: (isStaff || isOwn) && actorCan(actor, 'edit', 'customer-companies'),
    deactivate: manages && row.isActive,
    activate: manages && !row.isActive,
    delete: manages,
  };
};

/** Customer company admins are bound to their own customer: they never create, remove or deactivate customers. */
export const assertManagesCustomers = (actor: TActor) => {
  if (!isCompanyStaff(actor)) throw Forbidden();
};

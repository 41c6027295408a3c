// The payroll policy (profile types): read within the company scope, changed by company staff with the settings
// permissions; a type in use cannot be deleted, so `can.delete` says so before the user tries.
import type { TPayrollProfileTypeCan } from '@centinela/shared/contracts/payroll';
import type { SQL } from 'drizzle-orm';
import { payrollProfileTypes } from '../../db/schema';
import { type TActor, actorCan } from '../../platform/access/actor';
import { isCompanyStaff } from '../../platform/access/policy';
import { scopeOf, where } from '../../platform/access/scope';

export const payrollProfileTypesScope = (actor: TActor, requestedCompanyId?: string | null): SQL =>
  where(scopeOf(actor).company(payrollProfileTypes.companyId, requestedCompanyId));

export const canOnPayrollProfileType = (actor: TActor, row: { usersCount: number }): TPayrollProfileTypeCan => {
  const isStaff = isCompanyStaff(actor);
  return {
    update: isStaff && actorCan(actor, 'edit', 'settings'),
    delete: isStaff && actorCan(actor, 'delete', 'settings') && row.usersCount === 0,
  };
};

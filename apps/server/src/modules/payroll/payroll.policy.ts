// The payroll policy (profile types): read within the company scope, changed by company staff with the settings
// permissions; a type in use cannot be deleted, so `can.delete` says so before the user tries.
import type { TPayrollProfileTypeCan } from '@centinela/shared/contracts/payroll';
import type { SQL } from 'drizzle-orm';
import { payrollHolidays, payrollProfileTypes } from '../../db/schema';
import { Forbidden } from '../../platform/errors';
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

// Payroll hours (issue 18 part A): the holiday calendar and the what-if calculation are payroll's, company staff only
// (customer company admins and guards never, whatever overrides say: the calendar and rules are internal).

/** The company's holiday calendar edits the actor may read. */
export const payrollHolidaysScope = (actor: TActor, requestedCompanyId?: string | null): SQL =>
  where(scopeOf(actor).company(payrollHolidays.companyId, requestedCompanyId));

/** Staff with the payroll permission for `action` (view: read the calendar, calculate; edit: change the calendar). */
export const assertPayrollStaff = (actor: TActor, action: 'view' | 'edit'): void => {
  if (!isCompanyStaff(actor) || !actorCan(actor, action, 'payroll')) throw Forbidden();
};

/** What the viewer may do with a calendar date: undo the company's edit (`delete`), take a statutory date off (`remove`). */
export const canOnPayrollHoliday = (actor: TActor, row: { id: string | null; source: 'statutory' | 'company' }) => {
  const editor = isCompanyStaff(actor) && actorCan(actor, 'edit', 'payroll');
  return { delete: editor && row.id !== null, remove: editor && row.source === 'statutory' && row.id === null };
};

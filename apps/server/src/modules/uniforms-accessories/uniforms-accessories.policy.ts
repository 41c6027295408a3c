// The uniforms and accessories policy. Stock, costs and issues are the security company's internal records: only
// company staff see them (a customer company admin or a guard sees none, whatever permission overrides say). A
// guard's kit is shown to staff in the user editor through the same scope.
import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { type TActor, actorCan } from '../../platform/access/actor';
import { isCompanyStaff } from '../../platform/access/policy';
import { scopeOf, where } from '../../platform/access/scope';

/** Rows of the uniforms tables the actor may read (each carries company_id). */
export const uniformScope = (actor: TActor, companyId: AnyPgColumn): SQL =>
  isCompanyStaff(actor) ? where(scopeOf(actor).company(companyId)) : sql`false`;

const may = (actor: TActor, action: 'add' | 'edit' | 'delete') => isCompanyStaff(actor) && actorCan(actor, action, 'uniforms-accessories');

export const canOnUniformCategory = (actor: TActor) => ({ update: may(actor, 'edit'), delete: may(actor, 'delete') });

export const canOnUniformItem = (actor: TActor) => ({
  update: may(actor, 'edit'),
  delete: may(actor, 'delete'),
  adjustStock: may(actor, 'edit'),
  issue: may(actor, 'add'),
});

export const canOnUniformIssue = (actor: TActor, issue: { returnedOn: string | null }) => ({
  return: issue.returnedOn === null && may(actor, 'edit'),
});

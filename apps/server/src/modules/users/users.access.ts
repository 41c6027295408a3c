// Who sees which users and what a viewer may do with one of them (the users page, the editor, every write).
import type { TRole } from '@centinela/shared';
import type { TUserActions } from '@centinela/shared/contracts/users';
import { type SQL, eq, or, sql } from 'drizzle-orm';
import { posts, rosters, rosterShiftAssignments, rosterShifts, users } from '../../db/schema';
import { type TActor, actorCan } from '../../platform/access/actor';
import { scopeOf, where } from '../../platform/access/scope';
import { Forbidden, NotFound } from '../../platform/errors';

/** Guards working a shift at one of the customer's posts (a customer admin sees them, read-only). */
const guardsAtPostsOf = (customerId: string) =>
  sql`exists (select 1 from ${rosterShiftAssignments}
    join ${rosterShifts} on ${rosterShifts.id} = ${rosterShiftAssignments.shiftId}
    join ${rosters} on ${rosters.id} = ${rosterShifts.rosterId}
    join ${posts} on ${posts.id} = ${rosters.postId}
    where ${rosterShiftAssignments.guardId} = ${users.id} and ${posts.customerCompanyId} = ${customerId})`;

/**
 * Users the actor may see: platform admins every company (or the one they picked); everyone else their company;
 * customer admins their customer company's users and the guards working its posts; guards themselves.
 */
export const visibleUsers = (actor: TActor, requestedCompanyId?: string | null): SQL => {
  const scope = scopeOf(actor);
  const customerPart =
    actor.role === 'customer_company_admin' && !actor.isPlatformAdmin
      ? actor.customerId
        ? or(eq(users.customerId, actor.customerId), guardsAtPostsOf(actor.customerId))
        : sql`false`
      : undefined;
  return where(scope.company(users.companyId, requestedCompanyId), customerPart, scope.self(users.id));
};

type TTarget = { id: string; role: TRole; companyId: string; customerId: string | null; email: string };

/** Whether the actor may change this (visible) user: customer admins only their own customer's users, guards only themselves. */
export const isWritable = (actor: TActor, target: TTarget): boolean => {
  if (actor.isPlatformAdmin) return true;
  if (target.role === 'superadmin' || target.companyId !== actor.companyId) return false;
  if (actor.role === 'customer_company_admin') return Boolean(actor.customerId) && target.customerId === actor.customerId;
  if (actor.role === 'security_guard') return target.id === actor.userId;
  return true;
};

export const isMainAdminEmail = (email: string, adminEmail: string) => email.toLowerCase() === adminEmail.toLowerCase();

/** CONVENTIONS 6: the actions the UI may offer for one user. */
export const actionsFor = (actor: TActor, target: TTarget, adminEmail: string): TUserActions => {
  const isWritableTarget = isWritable(actor, target);
  const canEdit = isWritableTarget && actorCan(actor, 'edit', 'users');
  const isProtected = isMainAdminEmail(target.email, adminEmail) || target.id === actor.userId;
  return {
    canEdit,
    canDeactivate: canEdit && !isProtected,
    canDelete: isWritableTarget && actorCan(actor, 'delete', 'users') && !isProtected,
    canSetPassword: canEdit && actor.role !== 'security_guard',
  };
};

/** Roles the actor may give (only a superadmin makes a superadmin). */
export const assignableRoles = (actor: TActor): readonly TRole[] => {
  if (actor.isPlatformAdmin) return ['superadmin', 'security_company_admin', 'customer_company_admin', 'security_guard'];
  if (actor.role === 'customer_company_admin') return ['customer_company_admin'];
  if (actor.role === 'security_guard') return [];
  return ['security_company_admin', 'customer_company_admin', 'security_guard'];
};

export const assertWritable = (actor: TActor, target: TTarget) => {
  if (!isWritable(actor, target)) {
    // A user the actor cannot even see stays "not found"; a visible one is forbidden.
    if (!actor.isPlatformAdmin && target.companyId !== actor.companyId) throw NotFound('User');
    throw Forbidden();
  }
};

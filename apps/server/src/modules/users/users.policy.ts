// The users policy: who sees which users (the one rule every module uses for "which guards may this actor see"),
// what an actor may do with one user (sent with each user as `can`), and which of a user's fields the actor sees.
import type { TRole } from '@centinela/shared';
import type { TUserCan, TUserDetail } from '@centinela/shared/contracts/users';
import { type SQL, type SQLWrapper, eq, exists, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { inline, type TBind } from '../../db/prepared';
import { posts, rosters, rosterShiftAssignments, rosterShifts, users } from '../../db/schema';
import { type TActor, actorCan } from '../../platform/access/actor';
import { receivesField, type TFieldRules } from '../../platform/access/fields';
import { isCompanyStaff } from '../../platform/access/policy';
import { scopeOf, where } from '../../platform/access/scope';
import { Forbidden, NotFound } from '../../platform/errors';
import { mayManageAccess } from '../roles/roles.policy';

/**
 * THE rule for the guards a customer company admin sees: guards assigned to a shift of a roster of one of the
 * customer's posts. Every module that narrows guards for a customer admin (users, guard records, absences,
 * dashboard, reports) goes through usersScope/guardsScope below, which use this and nothing else.
 */
export const worksForCustomer = (userId: AnyPgColumn | SQL, customerId: string | SQLWrapper): SQL =>
  exists(
    sql`(select 1 from ${rosterShiftAssignments}
      join ${rosterShifts} on ${rosterShifts.id} = ${rosterShiftAssignments.shiftId}
      join ${rosters} on ${rosters.id} = ${rosterShifts.rosterId}
      join ${posts} on ${posts.id} = ${rosters.postId}
      where ${rosterShiftAssignments.guardId} = ${userId} and ${posts.customerCompanyId} = ${customerId})`,
  );

/**
 * Users the actor may see: platform admins every company (or the one they picked); everyone else their company;
 * customer admins their customer company's users and the guards working its posts; guards themselves. `bind`: as in
 * scopeOf, for a prepared shape (the actor's ids as placeholders).
 */
export const usersScope = (actor: TActor, requestedCompanyId?: string | null, bind: TBind = inline): SQL => {
  const scope = scopeOf(actor, bind);
  const customerPart = (customerId: string | SQLWrapper) => or(eq(users.customerId, customerId), worksForCustomer(users.id, customerId));
  const customerScope =
    actor.role === 'customer_company_admin' && !actor.isPlatformAdmin
      ? actor.customerId
        ? customerPart(bind('scopeCustomerId', actor.customerId))
        : sql`false`
      : undefined;
  return where(scope.company(users.companyId, requestedCompanyId), customerScope, scope.self(users.id));
};

/**
 * Whether the actor's users scope is whole companies (platform admins, company staff): their users pages are read
 * from the per-company word index and counts alone. Customer company admins (their customer's users and the guards
 * on its posts) and guards (themselves) see subsets that are checked against users.
 */
export const seesWholeCompanies = (actor: TActor): boolean =>
  actor.isPlatformAdmin || (actor.role !== 'customer_company_admin' && actor.role !== 'security_guard');

/** Guards the actor may see (the dashboard's counts and status board). */
export const guardsScope = (actor: TActor, requestedCompanyId?: string | null): SQL =>
  where(eq(users.role, 'security_guard'), usersScope(actor, requestedCompanyId));

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

/** The actions the actor may take on one (visible) user: sent with each user as `can`. */
export const canOnUser = (actor: TActor, target: TTarget, adminEmail: string): TUserCan => {
  const isWritableTarget = isWritable(actor, target);
  const update = isWritableTarget && actorCan(actor, 'edit', 'users');
  const isProtected = isMainAdminEmail(target.email, adminEmail) || target.id === actor.userId;
  const isGuard = target.role === 'security_guard';
  const keepsRecords = isGuard && isCompanyStaff(actor);
  return {
    update,
    deactivate: update && !isProtected,
    delete: isWritableTarget && actorCan(actor, 'delete', 'users') && !isProtected,
    setPassword: update && actor.role !== 'security_guard',
    // The roles policy's rules for PUT /api/users/:id/access: never a customer admin, nobody but a platform admin on themself.
    manageAccess:
      isWritableTarget &&
      mayManageAccess(actor) &&
      actorCan(actor, 'edit', 'roles') &&
      (actor.isPlatformAdmin || target.id !== actor.userId),
    viewRecords: keepsRecords && actorCan(actor, 'view', 'users'),
    editRecords: keepsRecords && update,
  };
};

/**
 * The user's fields only some viewers receive (platform/access/fields.ts; toDetail applies them): pay, birth date,
 * employment dates and reason, SIP account and last sign-in go to company staff and the user themself — never to a
 * customer company admin, not even about a guard working their posts. Pay stays in the answer as null (its contract
 * field is not optional); the others leave it. The SSN has its own three levels (visibleUserFields).
 */
export const USER_FIELD_RULES: TFieldRules<TUserDetail> = {
  hourlyWageCents: { audience: 'staffOrSubject', whenHidden: 'null' },
  overtimeRateCents: { audience: 'staffOrSubject', whenHidden: 'null' },
  dateOfBirth: 'staffOrSubject',
  employmentStartDate: 'staffOrSubject',
  terminationDate: 'staffOrSubject',
  terminationReason: 'staffOrSubject',
  sipSettings: 'staffOrSubject',
  lastLoginAt: 'staffOrSubject',
};

/**
 * Which of a user's sensitive fields the actor sees:
 * - pay (hourly wage, overtime rate): as USER_FIELD_RULES say — company staff, and a user their own;
 * - SSN: 'full' to those who may edit the user, 'masked' (***-**-1234) to other company staff and the user themself,
 *   'none' to customer admins (not even the last four digits).
 */
export const visibleUserFields = (actor: TActor, target: TTarget, can: TUserCan) => {
  const isSelf = target.id === actor.userId;
  const isStaff = isCompanyStaff(actor);
  return {
    pay: receivesField(USER_FIELD_RULES, actor, 'hourlyWageCents', target.id),
    ssn: (isStaff && can.update ? 'full' : isStaff || isSelf ? 'masked' : 'none') as 'full' | 'masked' | 'none',
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
    if (!actor.isPlatformAdmin && target.companyId !== actor.companyId) throw NotFound('user');
    throw Forbidden();
  }
};

// The roles policy: which role records (and users' access) an actor sees and what they may do with one record (sent
// as `can`). Rules: a record belongs to one security company; only platform superadmins set or touch the superadmin
// flag; nobody but a platform superadmin hands out a permission they do not hold themselves (records, defaults,
// assignments and overrides alike); customer company admins never change access.
import { ACTIONS, RESOURCES, type TAccessSubject, type TAction, type TResource, can } from '@centinela/shared';
import { type TRoleCan, normaliseMatrix } from '@centinela/shared/contracts/roles';
import type { SQL } from 'drizzle-orm';
import { roleRecords, users } from '../../db/schema';
import { type TActor, actorCan } from '../../platform/access/actor';
import { scopeOf, where } from '../../platform/access/scope';
import { Forbidden } from '../../platform/errors';

type TRecordRow = typeof roleRecords.$inferSelect;
type TRecordAccess = Pick<TRecordRow, 'isActive' | 'isSuperadmin' | 'permissions'>;
export type TPair = `${TAction}:${TResource}`;

const ALL_PAIRS: TPair[] = ACTIONS.flatMap((a) => RESOURCES.map((r) => `${a}:${r}` as TPair));

/** What one record gives when it applies (nothing while inactive). */
export const pairsOfRecord = (record: TRecordAccess | null): Set<TPair> => {
  if (!record?.isActive) return new Set();
  if (record.isSuperadmin) return new Set(ALL_PAIRS);
  const m = normaliseMatrix(record.permissions);
  return new Set(ACTIONS.flatMap((a) => m[a].map((r) => `${a}:${r}` as TPair)));
};

export const pairsOfSubject = (subject: TAccessSubject): Set<TPair> =>
  new Set(ALL_PAIRS.filter((p) => can(subject, ...(p.split(':') as [TAction, TResource]))));

/** What the actor would hand out without holding it themselves (nothing for platform admins). */
const ungrantable = (actor: TActor, pairs: Iterable<TPair>): TPair[] =>
  actor.isPlatformAdmin ? [] : [...pairs].filter((p) => !can(actor.subject, ...(p.split(':') as [TAction, TResource])));

/** Refuses when the actor would hand out something they cannot do themselves (platform admins may do anything). */
export const assertMayGrant = (actor: TActor, pairs: Iterable<TPair>) => {
  const missing = ungrantable(actor, pairs);
  if (missing.length) throw Forbidden('PERMISSIONS_NOT_HELD', { missing, permissions: missing.join(', ') });
};

/** Customer company admins are bound to one customer: they never change who may do what. */
export const mayManageAccess = (actor: TActor) => actor.isPlatformAdmin || actor.role !== 'customer_company_admin';

export const assertMayManageAccess = (actor: TActor) => {
  if (!mayManageAccess(actor)) throw Forbidden();
};

/** Role records the actor sees: their company's (platform admins: every company's, or the picked one). */
export const rolesScope = (actor: TActor, requestedCompanyId?: string | null): SQL =>
  where(scopeOf(actor).company(roleRecords.companyId, requestedCompanyId));

/** Users whose access (record and overrides) the actor reads: their company's, a customer admin's customer's, a guard's own. */
export const userAccessScope = (actor: TActor): SQL => {
  const scope = scopeOf(actor);
  return where(scope.company(users.companyId), scope.customer(users.customerId), scope.self(users.id));
};

/** A superadmin record is the platform superadmins' alone: others neither change nor delete it. */
const isLocked = (actor: TActor, record: Pick<TRecordRow, 'isSuperadmin'>) => record.isSuperadmin && !actor.isPlatformAdmin;

export const canOnRole = (actor: TActor, row: TRecordAccess): TRoleCan => {
  const update = mayManageAccess(actor) && actorCan(actor, 'edit', 'roles') && !isLocked(actor, row);
  return {
    update,
    deactivate: update && row.isActive,
    // Turning a record on hands all it gives to its users: only when the actor holds all of it.
    activate: update && !row.isActive && ungrantable(actor, pairsOfRecord({ ...row, isActive: true })).length === 0,
    delete: mayManageAccess(actor) && actorCan(actor, 'delete', 'roles') && !isLocked(actor, row),
  };
};

export const assertMayCreateRole = (actor: TActor, record: { isSuperadmin: boolean }) => {
  if (record.isSuperadmin && !actor.isPlatformAdmin) throw Forbidden('SUPERADMIN_ROLE_PLATFORM_ONLY', { context: 'create' });
};

/**
 * A change of a record the actor may make: not of a superadmin record, not making one, and not handing out what the
 * actor lacks (becoming active or the default for a role hands the whole record to new people; otherwise only the
 * additions are new).
 */
export const assertMayChangeRole = (
  actor: TActor,
  current: TRecordAccess & Pick<TRecordRow, 'defaultForRole'>,
  next: TRecordAccess & Pick<TRecordRow, 'defaultForRole'>,
) => {
  if (!actor.isPlatformAdmin) {
    if (current.isSuperadmin) throw Forbidden('SUPERADMIN_ROLE_PLATFORM_ONLY', { context: 'change' });
    if (next.isSuperadmin) throw Forbidden('SUPERADMIN_ROLE_PLATFORM_ONLY', { context: 'make' });
  }
  const before = pairsOfRecord(current);
  const after = pairsOfRecord(next);
  const isNewlyApplied = (!current.isActive && next.isActive) || (next.defaultForRole && next.defaultForRole !== current.defaultForRole);
  assertMayGrant(actor, isNewlyApplied ? after : [...after].filter((p) => !before.has(p)));
};

export const assertMayDeleteRole = (actor: TActor, record: Pick<TRecordRow, 'isSuperadmin'>) => {
  if (isLocked(actor, record)) throw Forbidden('SUPERADMIN_ROLE_PLATFORM_ONLY', { context: 'delete' });
};

/** Nobody but a platform admin changes their own access. */
export const assertMayChangeAccessOf = (actor: TActor, userId: string) => {
  if (!actor.isPlatformAdmin && userId === actor.userId) throw Forbidden('OWN_ACCESS_PROTECTED');
};

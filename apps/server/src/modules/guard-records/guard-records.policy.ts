// The guard-records policy: documents, memos, banned posts and face data are records a security company keeps about
// its guards. Only company staff (platform admins, security company admins, staff roles) read or change them: a
// customer company admin never receives them, and a guard does not read the memos or documents kept about them
// (the spec gives guards no such screen). Which guards are visible at all is the users policy's usersScope.
import { actorCan, type TActor } from '../../platform/access/actor';
import { isCompanyStaff } from '../../platform/access/policy';
import { Forbidden } from '../../platform/errors';

export type TGuardRecordsCan = { view: boolean; edit: boolean };

/** What the actor may do with the records of a guard they can see. */
export const canOnGuardRecords = (actor: TActor): TGuardRecordsCan => {
  const isStaff = isCompanyStaff(actor);
  return { view: isStaff && actorCan(actor, 'view', 'users'), edit: isStaff && actorCan(actor, 'edit', 'users') };
};

/** Refuses (403) a reader or writer of guard records who is not company staff; the route already checked the permission. */
export const assertGuardRecordsAccess = (actor: TActor) => {
  if (!isCompanyStaff(actor)) throw Forbidden('GUARD_RECORDS_STAFF_ONLY');
};

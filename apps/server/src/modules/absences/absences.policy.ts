// The absences policy: an absence is read with its user (users.policy.ts usersScope decides who sees whom) and
// changed by those who may edit that user; what the viewer may do with one absence is sent with it as `can`.
import type { TAbsenceCan } from '@centinela/shared/contracts/absences';
import type { TRole } from '@centinela/shared';
import { type TActor, actorCan } from '../../platform/access/actor';
import { isWritable } from '../users/users.policy';

type TAbsenceUser = { id: string; role: string; companyId: string; customerId: string | null; email: string };

export const canOnAbsence = (actor: TActor, user: TAbsenceUser, absence: { status: string }): TAbsenceCan => {
  const edits = isWritable(actor, { ...user, role: user.role as TRole }) && actorCan(actor, 'edit', 'users');
  return { update: edits, resolve: edits && absence.status === 'active' };
};

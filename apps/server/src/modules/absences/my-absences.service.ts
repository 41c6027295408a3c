// A guard's own absences (issue 29, the guard's dashboard): the user editor's list (absences.service.ts) read for the
// session's user, so the field rules are the same ones — a guard reads the category and notes of his own absences
// (ABSENCE_FIELD_RULES: staff or the subject). The guard comes from the session (guard-self.policy.ts), never the client.
import type { TAbsenceList } from '@centinela/shared/contracts/absences';
import type { TActor } from '../../platform/access/actor';
import type { TServiceContext } from '../../platform/context';
import { assertOwnGuard } from '../dashboard/guard-self.policy';
import { listAbsences } from './absences.service';

export const listMyAbsences = async ({ ctx, actor }: { ctx: TServiceContext; actor: TActor }): Promise<TAbsenceList> => {
  const { guardId } = assertOwnGuard(actor);
  return listAbsences({ ctx, actor, userId: guardId });
};

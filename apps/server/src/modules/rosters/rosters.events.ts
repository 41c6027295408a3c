// The rosters area's events, emitted in the writer's transaction (platform/events/emit.ts; payloads declared in
// packages/shared/src/events/rosters.ts). What follows from them is in rosters.subscribers.ts.
import { ROSTER_ASSIGNMENTS_CHANGED, type TAssignmentChange } from '@centinela/shared/events/rosters';
import type { TDbOrTx } from '../../db/client';
import { emit } from '../../platform/events/emit';

export type { TAssignmentChange };

/** A roster save, a single unassign or a guard taken off every roster changed guards' weekly shifts (none: nothing). */
export const emitAssignmentChanges = async (
  tx: TDbOrTx,
  actorUserId: string,
  input: { companyId: string; rosterId: string; rosterName: string | null; postName: string; changes: TAssignmentChange[] },
) => {
  if (input.changes.length === 0) return;
  await emit(
    tx,
    ROSTER_ASSIGNMENTS_CHANGED,
    { companyId: input.companyId, actorUserId, entityId: input.rosterId },
    { rosterId: input.rosterId, rosterName: input.rosterName, postName: input.postName, changes: input.changes },
  );
};

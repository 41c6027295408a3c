// The shifts board's events, emitted in the writer's transaction (platform/events/emit.ts; payloads declared in
// packages/shared/src/events/shifts.ts). What follows from them (the guards' and admins' notifications) is in
// shifts.subscribers.ts.
import {
  SHIFT_COVERED,
  SHIFT_NEEDS_COVERAGE,
  SHIFT_OFFER_FILLED,
  SHIFT_OFFERED,
  type TOccurrenceFacts,
} from '@centinela/shared/events/shifts';
import { occurrenceIdOf } from '@centinela/shared/contracts/shifts';
import type { TDbOrTx } from '../../db/client';
import { emit } from '../../platform/events/emit';

type TOccurrence = TOccurrenceFacts & { companyId: string };

const factsOf = (o: TOccurrence): TOccurrenceFacts => ({
  shiftId: o.shiftId,
  date: o.date,
  postName: o.postName,
  startMinute: o.startMinute,
  endMinute: o.endMinute,
});

const metaOf = (o: TOccurrence, actorUserId: string | null) => ({
  companyId: o.companyId,
  actorUserId,
  entityId: occurrenceIdOf(o.shiftId, o.date),
});

/** A guard was put on the occurrence (selfTaken: by accepting an offer themselves). */
export const emitCovered = (tx: TDbOrTx, o: TOccurrence, guard: { id: string; name: string }, actorUserId: string) =>
  emit(tx, SHIFT_COVERED, metaOf(o, actorUserId), { occurrence: factsOf(o), guard, selfTaken: guard.id === actorUserId });

/** Guards were offered the open occurrence. */
export const emitOffered = (tx: TDbOrTx, o: TOccurrence, offerId: string, guardIds: string[], actorUserId: string) =>
  emit(tx, SHIFT_OFFERED, metaOf(o, actorUserId), { occurrence: factsOf(o), offerId, guardIds });

/** An offer was withdrawn: the occurrence was filled (by `takenBy`). */
export const emitOfferFilled = (tx: TDbOrTx, o: TOccurrence, offerId: string, otherGuardIds: string[], takenBy: string) =>
  emit(tx, SHIFT_OFFER_FILLED, metaOf(o, null), { occurrence: factsOf(o), offerId, otherGuardIds, takenBy });

/** An absence on an assigned occurrence: it needs coverage. */
export const emitNeedsCoverage = (tx: TDbOrTx, o: TOccurrence, absence: { id: string; guardName: string }, actorUserId: string | null) =>
  emit(tx, SHIFT_NEEDS_COVERAGE, metaOf(o, actorUserId), { occurrence: factsOf(o), absenceId: absence.id, guardName: absence.guardName });

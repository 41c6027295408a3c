// The shifts board's notifications (notify() of modules/notifications, inside the writer's transaction): the guard who
// covers, the guards offered an open shift and those who lost it, the company admins on an absence that leaves an
// assigned shift short, and (the job in short-staffed.ts) shifts starting soon still short of guards.
import { occurrenceIdOf } from '@centinela/shared/contracts/shifts';
import { minutesToTime } from '@centinela/shared';
import type { TDbOrTx } from '../../db/client';
import { companyAdminIds, notify } from '../notifications/notify';

type TOccurrenceFacts = { companyId: string; shiftId: string; date: string; postName: string; startMinute: number; endMinute: number };

/** "Torre Norte 20:00–23:00": the shift as the kinds' messages name it. */
export const shiftLabelOf = (o: { postName: string; startMinute: number; endMinute: number }) =>
  `${o.postName} ${minutesToTime(o.startMinute)}–${minutesToTime(o.endMinute)}`;

export const boardLinkOf = (date: string) => `/shifts-dashboard?date=${date}`;
export const OFFERS_LINK = '/dashboard#shift-offers';

const sourceOf = (o: TOccurrenceFacts) => ({ entityType: 'shifts' as const, entityId: occurrenceIdOf(o.shiftId, o.date) });

/** The guard put on the occurrence by a cover. */
export const notifyCovered = (tx: TDbOrTx, o: TOccurrenceFacts, guard: { id: string; name: string }) =>
  notify(tx, {
    companyId: o.companyId,
    recipientIds: [guard.id],
    kind: 'shift.covered',
    type: 'shift',
    priority: 'high',
    params: { shift: shiftLabelOf(o), date: o.date, guard: guard.name },
    link: boardLinkOf(o.date),
    source: sourceOf(o),
  });

/** Each guard offered the open occurrence (once per offer and guard). */
export const notifyOffered = (tx: TDbOrTx, o: TOccurrenceFacts, offerId: string, guardIds: string[]) =>
  notify(tx, {
    companyId: o.companyId,
    recipientIds: guardIds,
    kind: 'shift.offered',
    type: 'shift',
    priority: 'high',
    params: { shift: shiftLabelOf(o), date: o.date },
    // The guard's dashboard lists their open offers with Accept (ShiftOffersCard).
    link: OFFERS_LINK,
    source: sourceOf(o),
    dedupeKey: `shift-offer:${offerId}`,
  });

/** The other offered guards: the shift was taken. */
export const notifyOfferFilled = (tx: TDbOrTx, o: TOccurrenceFacts, offerId: string, loserIds: string[], winner: string) =>
  notify(tx, {
    companyId: o.companyId,
    recipientIds: loserIds,
    kind: 'shift.offerFilled',
    type: 'shift',
    priority: 'low',
    params: { shift: shiftLabelOf(o), date: o.date, guard: winner },
    link: boardLinkOf(o.date),
    source: sourceOf(o),
    dedupeKey: `shift-offer-filled:${offerId}`,
  });

/** An absence recorded on an assigned shift: the company admins are told it needs coverage. */
export const notifyNeedsCoverage = async (tx: TDbOrTx, o: TOccurrenceFacts, absence: { id: string; guardName: string }) =>
  notify(tx, {
    companyId: o.companyId,
    recipientIds: await companyAdminIds(tx, o.companyId),
    kind: 'shift.needsCoverage',
    type: 'shift',
    priority: 'high',
    params: { shift: shiftLabelOf(o), date: o.date, guard: absence.guardName },
    link: boardLinkOf(o.date),
    source: sourceOf(o),
    dedupeKey: `needs-coverage:${absence.id}`,
  });

// What the shifts board's events do (platform/events/emit.ts): the guard who covers, the guards offered an open shift
// and those who lost it, the company admins on an absence that leaves an assigned shift short, and shifts starting
// soon still short of guards (the job in short-staffed.ts) — each a notification (notify(), in the write's transaction).
import { minutesToTime } from '@centinela/shared';
import { occurrenceIdOf } from '@centinela/shared/contracts/shifts';
import {
  SHIFT_COVERED,
  SHIFT_NEEDS_COVERAGE,
  SHIFT_OFFER_FILLED,
  SHIFT_OFFERED,
  SHIFT_SHORT_STAFFED,
  type TOccurrenceFacts,
} from '@centinela/shared/events/shifts';
import { defineSubscriber } from '../../platform/events/emit';
import { companyAdminIds, notify } from '../notifications/notify';

/** "Torre Norte 20:00–23:00": the shift as the kinds' messages name it. */
export const shiftLabelOf = (o: { postName: string; startMinute: number; endMinute: number }) =>
  `${o.postName} ${minutesToTime(o.startMinute)}–${minutesToTime(o.endMinute)}`;

export const boardLinkOf = (date: string) => `/shifts-dashboard?date=${date}`;
export const OFFERS_LINK = '/dashboard#shift-offers';

export const occurrenceSourceOf = (o: TOccurrenceFacts) => ({ entityType: 'shifts' as const, entityId: occurrenceIdOf(o.shiftId, o.date) });

export const shiftsSubscribers = [
  /** The guard put on the occurrence by a cover (not when they took it themselves by accepting an offer). */
  defineSubscriber({
    name: 'shifts.notify-covered-guard',
    event: SHIFT_COVERED,
    inTransaction: async (tx, { companyId, payload: { occurrence: o, guard, selfTaken } }) => {
      if (selfTaken) return;
      await notify(tx, {
        companyId,
        recipientIds: [guard.id],
        kind: 'shift.covered',
        type: 'shift',
        priority: 'high',
        params: { shift: shiftLabelOf(o), date: o.date, guard: guard.name },
        link: boardLinkOf(o.date),
        source: occurrenceSourceOf(o),
      });
    },
  }),
  /** Each guard offered the open occurrence (once per offer and guard); their dashboard lists it with Accept. */
  defineSubscriber({
    name: 'shifts.notify-offered-guards',
    event: SHIFT_OFFERED,
    inTransaction: (tx, { companyId, payload: { occurrence: o, offerId, guardIds } }) =>
      notify(tx, {
        companyId,
        recipientIds: guardIds,
        kind: 'shift.offered',
        type: 'shift',
        priority: 'high',
        params: { shift: shiftLabelOf(o), date: o.date },
        link: OFFERS_LINK,
        source: occurrenceSourceOf(o),
        dedupeKey: `shift-offer:${offerId}`,
      }),
  }),
  /** The other offered guards: the shift was taken. */
  defineSubscriber({
    name: 'shifts.notify-offer-filled',
    event: SHIFT_OFFER_FILLED,
    inTransaction: (tx, { companyId, payload: { occurrence: o, offerId, otherGuardIds, takenBy } }) =>
      notify(tx, {
        companyId,
        recipientIds: otherGuardIds,
        kind: 'shift.offerFilled',
        type: 'shift',
        priority: 'low',
        params: { shift: shiftLabelOf(o), date: o.date, guard: takenBy },
        link: boardLinkOf(o.date),
        source: occurrenceSourceOf(o),
        dedupeKey: `shift-offer-filled:${offerId}`,
      }),
  }),
  /** An absence on an assigned shift: the company admins are told it needs coverage. */
  defineSubscriber({
    name: 'shifts.notify-needs-coverage',
    event: SHIFT_NEEDS_COVERAGE,
    inTransaction: async (tx, { companyId, payload: { occurrence: o, absenceId, guardName } }) =>
      notify(tx, {
        companyId,
        recipientIds: await companyAdminIds(tx, companyId),
        kind: 'shift.needsCoverage',
        type: 'shift',
        priority: 'high',
        params: { shift: shiftLabelOf(o), date: o.date, guard: guardName },
        link: boardLinkOf(o.date),
        source: occurrenceSourceOf(o),
        dedupeKey: `needs-coverage:${absenceId}`,
      }),
  }),
  /** A shift starting soon still short of guards: the company admins, once per occurrence. */
  defineSubscriber({
    name: 'shifts.notify-short-staffed',
    event: SHIFT_SHORT_STAFFED,
    inTransaction: async (tx, { companyId, payload: { occurrence: o, requiredGuards, assignedGuards, hoursToStart } }) =>
      notify(tx, {
        companyId,
        recipientIds: await companyAdminIds(tx, companyId),
        kind: 'shift.shortStaffed',
        type: 'shift',
        priority: 'high',
        params: { shift: shiftLabelOf(o), date: o.date, hours: Math.max(1, hoursToStart), missing: requiredGuards - assignedGuards },
        link: boardLinkOf(o.date),
        source: occurrenceSourceOf(o),
        dedupeKey: `short-staffed:${occurrenceIdOf(o.shiftId, o.date)}`,
      }),
  }),
];

// The shifts board's events (coverage of one occurrence of a weekly shift; decision 0028: an occurrence is a shift and
// a date, keyed by occurrenceIdOf). The server emits them in the write's transaction (modules/shifts).
import { z } from 'zod';
import { ZDateString, ZId } from '../contracts/common';
import { defineEvent } from './define';

/** The occurrence an event is about: which shift on which date, and what a reader needs to name it. */
export const ZOccurrenceFacts = z.object({
  shiftId: ZId,
  date: ZDateString,
  postName: z.string(),
  startMinute: z.number().int().min(0).max(1440),
  endMinute: z.number().int().min(0).max(2880),
});
export type TOccurrenceFacts = z.infer<typeof ZOccurrenceFacts>;

const ZGuardRef = z.object({ id: ZId, name: z.string() });

export const SHIFT_COVERED = defineEvent({
  type: 'shifts.covered',
  entityType: 'shifts',
  action: 'UPDATE',
  schema: z.object({ occurrence: ZOccurrenceFacts, guard: ZGuardRef, selfTaken: z.boolean() }),
  description: 'A guard was put on one occurrence of a shift (a cover), by an admin or by accepting an offer.',
});

export const SHIFT_OFFERED = defineEvent({
  type: 'shifts.offered',
  entityType: 'shifts',
  action: 'CREATE',
  schema: z.object({ occurrence: ZOccurrenceFacts, offerId: ZId, guardIds: z.array(ZId) }),
  description: 'An open place on an occurrence was offered to guards; the first to accept takes it.',
});

export const SHIFT_OFFER_FILLED = defineEvent({
  type: 'shifts.offer-filled',
  entityType: 'shifts',
  action: 'UPDATE',
  schema: z.object({ occurrence: ZOccurrenceFacts, offerId: ZId, otherGuardIds: z.array(ZId), takenBy: z.string() }),
  description: 'An offer was withdrawn because its occurrence is fully staffed; the other offered guards are told.',
});

export const SHIFT_NEEDS_COVERAGE = defineEvent({
  type: 'shifts.needs-coverage',
  entityType: 'shifts',
  action: 'ALERT',
  schema: z.object({ occurrence: ZOccurrenceFacts, absenceId: ZId, guardName: z.string() }),
  description: 'An absence was recorded on an assigned occurrence: the place needs another guard.',
});

export const SHIFT_SHORT_STAFFED = defineEvent({
  type: 'shifts.short-staffed',
  entityType: 'shifts',
  action: 'ALERT',
  schema: z.object({
    occurrence: ZOccurrenceFacts,
    requiredGuards: z.number().int().min(1),
    assignedGuards: z.number().int().min(0),
    hoursToStart: z.number().int().min(0),
  }),
  description: 'An occurrence starting soon is still short of guards.',
});

export const SHIFTS_EVENTS = [SHIFT_COVERED, SHIFT_OFFERED, SHIFT_OFFER_FILLED, SHIFT_NEEDS_COVERAGE, SHIFT_SHORT_STAFFED] as const;

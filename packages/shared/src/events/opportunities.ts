// The opportunities area's events (modules/opportunities).
import { z } from 'zod';
import { ZDateString, ZDateTime, ZId } from '../contracts/common';
import { defineEvent } from './define';

export const OPPORTUNITY_GUARDS_ASSIGNED = defineEvent({
  type: 'opportunities.guards-assigned',
  entityType: 'opportunities',
  action: 'UPDATE',
  schema: z.object({
    opportunityId: ZId,
    title: z.string(),
    startDate: ZDateString,
    endDate: ZDateString,
    startTime: z.string(),
    endTime: z.string(),
    /** The guards this assignment added. */
    guardIds: z.array(ZId).min(1),
  }),
  description: 'Guards were assigned to a special service (an opportunity).',
});

export const OPPORTUNITY_FOLLOW_UP_DUE = defineEvent({
  type: 'opportunities.follow-up-due',
  entityType: 'opportunities',
  action: 'ALERT',
  schema: z.object({
    opportunityId: ZId,
    title: z.string(),
    note: z.string().nullable(),
    at: ZDateTime,
    /** Who created the opportunity (and set the follow-up). */
    ownerId: ZId,
  }),
  description: "An opportunity's follow-up time has come.",
});

export const OPPORTUNITIES_EVENTS = [OPPORTUNITY_GUARDS_ASSIGNED, OPPORTUNITY_FOLLOW_UP_DUE] as const;

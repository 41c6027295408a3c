// The rosters area's events (modules/rosters): guards gained or lost weekly shifts.
import { z } from 'zod';
import { ZId } from '../contracts/common';
import { defineEvent } from './define';

export const ZAssignmentChange = z.object({
  guardId: ZId,
  change: z.enum(['added', 'removed']),
  /** 0 = Sunday … 6 = Saturday. */
  dayOfWeek: z.number().int().min(0).max(6),
  startMinute: z.number().int().min(0).max(1440),
  endMinute: z.number().int().min(0).max(2880),
});
export type TAssignmentChange = z.infer<typeof ZAssignmentChange>;

export const ROSTER_ASSIGNMENTS_CHANGED = defineEvent({
  type: 'rosters.assignments-changed',
  entityType: 'rosters',
  action: 'UPDATE',
  schema: z.object({
    rosterId: ZId,
    rosterName: z.string().nullable(),
    postName: z.string(),
    changes: z.array(ZAssignmentChange).min(1),
  }),
  description: 'Guards were put on or taken off weekly shifts of a roster (a save, an unassign, a guard removed from every roster).',
});

export const ROSTERS_EVENTS = [ROSTER_ASSIGNMENTS_CHANGED] as const;

// Attendance's events (modules/attendance): a guard missing from a shift that has started.
import { z } from 'zod';
import { ZId } from '../contracts/common';
import { defineEvent } from './define';
import { ZOccurrenceFacts } from './shifts';

export const ATTENDANCE_NO_SHOW = defineEvent({
  type: 'attendance.no-show',
  entityType: 'shifts',
  action: 'ALERT',
  schema: z.object({
    occurrence: ZOccurrenceFacts,
    guard: z.object({ id: ZId, name: z.string() }),
    graceMinutes: z.number().int().min(0),
  }),
  description: "A guard has not checked in to a shift that started more than the company's grace period ago.",
});

export const ATTENDANCE_EVENTS = [ATTENDANCE_NO_SHOW] as const;

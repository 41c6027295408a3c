// System log entries (spec section 3 "System log") as the dashboard and the system-logs report read them.
import { z } from 'zod';
import { SYSTEM_LOG_ACTIONS, SYSTEM_LOG_ENTITY_TYPES } from '../enums';
import { ZId } from './common';

export const ZSystemLogQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  action: z.enum(SYSTEM_LOG_ACTIONS).optional(),
  entityType: z.enum(SYSTEM_LOG_ENTITY_TYPES).optional(),
});

export const ZSystemLog = z.object({
  id: ZId,
  action: z.enum(SYSTEM_LOG_ACTIONS),
  entityType: z.string(),
  entityId: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  timestamp: z.string(),
  userId: ZId.nullable(),
  userName: z.string().nullable(),
});
export type TSystemLog = z.infer<typeof ZSystemLog>;

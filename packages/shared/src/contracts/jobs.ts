// The job and delivery log (/settings/general-logs): every job of the runner (scheduled maintenance now; emails, SMS
// and webhooks later), its state, attempts and last error, with a retry by hand for failed ones.
import { z } from 'zod';
import { ZDateString, ZId, ZPageQuery } from './common';

/** pg-boss's job states. */
export const JOB_STATES = ['created', 'retry', 'active', 'completed', 'cancelled', 'failed'] as const;
export type TJobState = (typeof JOB_STATES)[number];

export const ZJobQuery = ZPageQuery.extend({
  name: z.string().trim().max(100).optional(),
  state: z.enum(JOB_STATES).optional(),
  /** Created on or after this day (UTC). */
  from: ZDateString.optional(),
  /** Created on or before this day (UTC). */
  to: ZDateString.optional(),
});
export type TJobQuery = z.input<typeof ZJobQuery>;

export const ZJobRow = z.object({
  id: ZId,
  name: z.string(),
  state: z.enum(JOB_STATES),
  /** Attempts made (the first one included). */
  attempts: z.number().int(),
  /** Attempts allowed (the first one and its retries). */
  maxAttempts: z.number().int(),
  lastError: z.string().nullable(),
  /** The security company a tenant job is about; null for platform-wide jobs. */
  companyId: ZId.nullable(),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  /** Runs no earlier than this (delayed jobs and retries waiting for their backoff). */
  startAfter: z.string(),
});
export type TJobRow = z.infer<typeof ZJobRow>;

export const ZJobList = z.object({ items: z.array(ZJobRow), total: z.number().int(), names: z.array(z.string()) });
export type TJobList = z.infer<typeof ZJobList>;

export const ZJobParams = z.object({ name: z.string().min(1).max(100), id: ZId });

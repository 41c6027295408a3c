// What a job did outside the database, once (platform/jobs/effects.ts): one row per effect, written right after the
// outside system took it (an SMTP server accepted an e-mail) and before the job completes. A retried attempt of the
// same job — its process died in between — finds the row and does not do it again. Pruned after 30 days.
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const jobEffects = pgTable(
  'job_effects',
  {
    /** The effect's id, stable across the job's attempts (an e-mail's Message-ID is built from it). */
    key: text('key').primaryKey(),
    /** pg-boss's job id (pgboss.job, no foreign key: its rows are deleted by pg-boss's retention). */
    jobId: uuid('job_id').notNull(),
    jobName: text('job_name').notNull(),
    doneAt: timestamp('done_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('job_effects_done_at_idx').on(t.doneAt)],
);

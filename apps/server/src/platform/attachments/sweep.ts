// Hourly: staged files nobody attached within STAGED_FILE_TTL_HOURS (a form closed without saving, a failed create
// the user gave up on) and idempotency claims older than IDEMPOTENCY_KEY_TTL_DAYS.
import { STAGED_FILE_TTL_HOURS } from '@centinela/shared/contracts/uploads';
import { and, lt, sql } from 'drizzle-orm';
import { files, idempotentWrites } from '../../db/schema';
import type { TServiceContext } from '../context';
import { jobName, registerJob } from '../jobs/registry';
import { deleteStoredObjects } from '../storage/files.service';
import { IDEMPOTENCY_KEY_TTL_DAYS } from './idempotency';

export const sweepStaged = async (ctx: TServiceContext, now = new Date()) => {
  const stagedBefore = new Date(now.getTime() - STAGED_FILE_TTL_HOURS * 3_600_000);
  const keysBefore = new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_DAYS * 86_400_000);
  const removed = await ctx.db
    .delete(files)
    .where(and(sql`${files.purpose} like 'staged:%'`, lt(files.createdAt, stagedBefore)))
    .returning({ storageKey: files.storageKey });
  await deleteStoredObjects(
    ctx,
    removed.map((r) => r.storageKey),
  );
  const claims = await ctx.db
    .delete(idempotentWrites)
    .where(lt(idempotentWrites.createdAt, keysBefore))
    .returning({ id: idempotentWrites.id });
  return { stagedFiles: removed.length, idempotencyKeys: claims.length };
};

export const STAGED_SWEEP_JOB = registerJob(
  jobName('attachments.sweep-staged'),
  async (_data, { ctx, log }) => {
    const { stagedFiles, idempotencyKeys } = await sweepStaged(ctx);
    if (stagedFiles || idempotencyKeys)
      log.info(`staged sweep: removed ${stagedFiles} staged file(s) and ${idempotencyKeys} idempotency key(s)`);
  },
  { cron: '17 * * * *', retryLimit: 1 },
);

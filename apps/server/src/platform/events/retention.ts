// Retention of the outbox: domain events older than EVENT_RETENTION_DAYS (and detectors' once-keys older than
// EVENT_KEY_RETENTION_DAYS) are deleted daily by the job 'events.prune'. A browser reconnecting with an older Last-Event-ID gets a `resync` (stream.ts) and refetches.
import { lt } from 'drizzle-orm';
import { domainEventKeys, domainEvents } from '../../db/schema';
import type { TServiceContext } from '../context';
import { jobName, registerJob } from '../jobs/registry';

export const EVENT_RETENTION_DAYS = 7;
/** Detectors' once-keys (emit's onceKey) name a date: older than this, the fact cannot be detected again. */
export const EVENT_KEY_RETENTION_DAYS = 400;

export const pruneDomainEvents = async (ctx: Pick<TServiceContext, 'db'>, now = Date.now()) => {
  const removed = await ctx.db
    .delete(domainEvents)
    .where(lt(domainEvents.createdAt, new Date(now - EVENT_RETENTION_DAYS * 86_400_000)))
    .returning({ id: domainEvents.id });
  await ctx.db.delete(domainEventKeys).where(lt(domainEventKeys.createdAt, new Date(now - EVENT_KEY_RETENTION_DAYS * 86_400_000)));
  return removed.length;
};

export const PRUNE_EVENTS_JOB = registerJob(
  jobName('events.prune'),
  async (_data, { ctx, log }) => {
    const removed = await pruneDomainEvents(ctx);
    if (removed) log.info(`events: pruned ${removed} domain event(s) older than ${EVENT_RETENTION_DAYS} days`);
  },
  { cron: '23 3 * * *', retryLimit: 2 },
);

// Autovacuum's job for the embedded database. PGlite runs PostgreSQL as one process in single-user mode, with no
// autovacuum worker: without this, row versions left behind by every update and delete (sessions, sign-in attempts,
// rosters, users, the job runner's own rows) are never reclaimed, tables and indexes only grow, planner statistics go
// stale, and counts cannot use index-only scans (the visibility map stays unset). VACUUM (ANALYZE) takes about
// 0.2-0.6 s on the demo database, during which the embedded database answers nothing else.
// It is the job 'db.vacuum', scheduled by app.ts every PGLITE_VACUUM_HOURS on PGlite only (0: never). A PostgreSQL
// server runs autovacuum itself: the job is not scheduled there and does nothing if queued by hand.
import { sql } from 'drizzle-orm';
import { jobName, registerJob } from '../platform/jobs/registry';
import type { TDatabase } from './client';

export const vacuumAnalyze = async (database: Pick<TDatabase, 'db'>) => {
  const started = performance.now();
  await database.db.execute(sql`vacuum (analyze)`);
  return Math.round(performance.now() - started);
};

export const VACUUM_JOB = registerJob(
  jobName('db.vacuum'),
  async (_data, { ctx, log }) => {
    if (ctx.config.databaseUrl) return;
    const ms = await vacuumAnalyze(ctx);
    log.info(`database maintenance: vacuum (analyze) done in ${ms} ms`);
  },
  { retryLimit: 1, retryDelay: 600, expireInSeconds: 30 * 60 },
);

// Autovacuum's job for the embedded database. PGlite runs PostgreSQL as one process in single-user mode, with no
// autovacuum worker: without this, row versions left behind by every update and delete (sessions, sign-in attempts,
// rosters, users) are never reclaimed, tables and indexes only grow, planner statistics go stale, and counts cannot
// use index-only scans (the visibility map stays unset). VACUUM (ANALYZE) runs 10 minutes after start (about 0.2-0.6 s
// on the demo database, during which the embedded database answers nothing else) and then every
// PGLITE_VACUUM_HOURS. A PostgreSQL server runs autovacuum itself: nothing is started for it.
import { sql } from 'drizzle-orm';
import type { TDatabase } from './client';

type TLog = { info: (message: string) => void; warn: (message: string) => void };

export const vacuumAnalyze = async (database: Pick<TDatabase, 'db'>) => {
  const started = performance.now();
  await database.db.execute(sql`vacuum (analyze)`);
  return Math.round(performance.now() - started);
};

/** Starts the schedule; the returned function stops it (call it before closing the database). */
export const startPgliteMaintenance = (
  database: Pick<TDatabase, 'db' | 'kind'>,
  { everyHours, firstDelayMs = 10 * 60_000, log }: { everyHours: number; firstDelayMs?: number; log: TLog },
): (() => Promise<void>) => {
  if (database.kind !== 'pglite' || everyHours <= 0) return async () => {};
  let running: Promise<void> | null = null;
  const run = () => {
    running ??= vacuumAnalyze(database)
      .then((ms) => log.info(`database maintenance: vacuum (analyze) done in ${ms} ms`))
      .catch((err: unknown) =>
        log.warn(`database maintenance: vacuum (analyze) failed: ${err instanceof Error ? err.message : String(err)}`),
      )
      .finally(() => {
        running = null;
      });
  };
  const first = setTimeout(run, firstDelayMs);
  const every = setInterval(run, everyHours * 3_600_000);
  first.unref();
  every.unref();
  return async () => {
    clearTimeout(first);
    clearInterval(every);
    await running;
  };
};

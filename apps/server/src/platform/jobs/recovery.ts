// What a process that died left behind (issue 29), picked up when a working runner starts (runner.ts): jobs it left
// running are failed into their retry, which starts now; then the jobs' onStart hooks run (registry.ts), e.g. the pay
// run job queuing again a run left calculating with no job. Reads pg-boss's job table (schema JOBS_SCHEMA) directly.
import { sql } from 'drizzle-orm';
import type { PgBoss } from 'pg-boss';
import type { TDatabase, TDbOrTx } from '../../db/client';
import type { TServiceContext } from '../context';
import type { TJobDefinition, TJobLog } from './registry';

/** The schema pg-boss keeps its tables in. */
export const JOBS_SCHEMA = 'pgboss';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * Running jobs of a process that is gone: on PGlite every running job (one process opens the database, and this runner
 * has not started its workers yet); on PostgreSQL those whose heartbeat, or whose time, ran out.
 */
const orphanedJobs = async (database: TDatabase, names: string[]) => {
  if (names.length === 0) return [];
  const gone =
    database.kind === 'pglite'
      ? sql`true`
      : sql`((heartbeat_seconds is not null and heartbeat_on + heartbeat_seconds * interval '1 second' < now())
             or started_on + expire_seconds * interval '1 second' < now())`;
  return rowsOf<{ id: string; name: string }>(
    await database.db.execute(
      sql`select id::text, name from ${sql.identifier(JOBS_SCHEMA)}.job
          where state = 'active' and name in (${sql.join(
            names.map((n) => sql`${n}`),
            sql`, `,
          )}) and ${gone}`,
    ),
  );
};

/** Fails the jobs a dead process left running (each counts as an attempt) and lets their retry start now. */
export const recoverOrphans = async (boss: PgBoss, database: TDatabase, names: string[], log: TJobLog) => {
  const orphans = await orphanedJobs(database, names);
  if (orphans.length === 0) return;
  const byName = new Map<string, string[]>();
  for (const o of orphans) byName.set(o.name, [...(byName.get(o.name) ?? []), o.id]);
  for (const [name, ids] of byName) await boss.fail(name, ids, { message: 'the process running it stopped' });
  await database.db.execute(
    sql`update ${sql.identifier(JOBS_SCHEMA)}.job set start_after = now()
        where state = 'retry' and id in (${sql.join(
          orphans.map((o) => sql`${o.id}::uuid`),
          sql`, `,
        )})`,
  );
  log.warn(`jobs: ${orphans.length} job(s) left running by a stopped process resumed (${[...byName.keys()].join(', ')})`);
};

/** Whether a job of `name` whose data holds `match` is queued, waiting for its retry or running (not orphaned). */
export const hasLiveJob = async (tx: TDbOrTx, name: string, match: Record<string, string>) =>
  rowsOf(
    await tx.execute(
      sql`select 1 from ${sql.identifier(JOBS_SCHEMA)}.job
          where name = ${name} and state in ('created', 'retry', 'active') and data @> ${JSON.stringify(match)}::jsonb
          limit 1`,
    ),
  ).length > 0;

/** Runs the jobs' onStart hooks; one that fails is logged, and the server starts anyway (the next start tries again). */
export const runStartHooks = async (
  definitions: TJobDefinition[],
  {
    ctx,
    log,
    enqueue,
  }: { ctx: TServiceContext; log: TJobLog; enqueue: (tx: TDbOrTx, name: string, data: Record<string, unknown>) => Promise<unknown> },
) => {
  for (const definition of definitions) {
    const onStart = definition.options.onStart;
    if (!onStart) continue;
    await onStart({
      ctx,
      log,
      hasLiveJob: (tx, match) => hasLiveJob(tx, definition.name, match),
      enqueue: (tx, data) => enqueue(tx, definition.name, data),
    }).catch((error: unknown) => log.warn(`jobs: start of ${definition.name}: ${error instanceof Error ? error.message : String(error)}`));
  }
};

// The durable job runner: pg-boss 12 on the application's own database (docs/decisions/0009-jobs.md).
// On PGlite it runs in-process on the embedded database; on PostgreSQL each app process runs one, and pg-boss's
// row locks (FOR UPDATE SKIP LOCKED) hand each job to exactly one of them. Jobs are rows in the `pgboss` schema,
// installed with the migrations (installJobSchema), so a job enqueued in a transaction is committed or rolled back
// with it.
// A process that dies mid-job (issue 29): running jobs send heartbeats (heartbeatSeconds, 20 s by default), and the
// supervisor — every `superviseSeconds` (10) in every working process — fails a job whose heartbeat stopped into its
// retry, instead of waiting for expireInSeconds (15 min). At start a working runner also fails at once the jobs a dead
// process left running (PGlite: every running job, the database is this process's alone; PostgreSQL: those whose
// heartbeat stopped) and queues their retry now, then runs the jobs' onStart hooks (e.g. pay runs left calculating
// with no job) — recovery.ts. Handlers run in a job scope (effects.ts): outside effects such as e-mails are done once.
import { sql } from 'drizzle-orm';
import { fromDrizzle, fromPglite, PgBoss, type SendOptions } from 'pg-boss';
import type { TDatabase, TDbOrTx } from '../../db/client';
import type { TServiceContext } from '../context';
import { runInJobScope } from './effects';
import { JOBS_SCHEMA, recoverOrphans, runStartHooks } from './recovery';
import { jobDefinition, jobDefinitions, parseJobData, type TJobDefinition, type TJobLog, type TJobName } from './registry';

export { JOBS_SCHEMA } from './recovery';

/**
 * 'work': enqueue, run the registered handlers and the cron schedules (the server).
 * 'send': enqueue only; jobs wait in the table for a process that works (most API tests, deterministic).
 */
export type TJobsMode = 'work' | 'send';

export type TEnqueueOptions = {
  /** Run no earlier than this (a Date, or seconds from now). */
  startAfter?: Date | number;
  /** At most one queued job with this key (per name) at a time. */
  singletonKey?: string;
};

const DEFAULTS = {
  retryLimit: 3,
  retryDelay: 30,
  retryBackoff: true,
  retryDelayMax: 3600,
  expireInSeconds: 15 * 60,
  heartbeatSeconds: 20,
};

/** How often pg-boss re-reads each queue's ready count, which decides when workers fetch in bursts. */
export const QUEUE_CACHE_SECONDS = 5;

const bossFor = (database: TDatabase, options: Record<string, unknown>) =>
  database.kind === 'pglite'
    ? new PgBoss({ db: fromPglite(database.pglite), backend: 'pglite', schema: JOBS_SCHEMA, ...options })
    : new PgBoss({ connectionString: database.url, max: 4, schema: JOBS_SCHEMA, ...options });

/** Installs or upgrades pg-boss's tables (with the migrations; several processes starting at once are safe). */
export const installJobSchema = async (database: TDatabase) => {
  const boss = bossFor(database, { supervise: false, schedule: false, migrate: true });
  boss.on('error', () => {});
  await boss.start();
  await boss.stop({ graceful: false, close: true });
};

/** pg-boss's view of a Drizzle database or transaction: its statements run there (committed or rolled back with it). */
const drizzleDb = (tx: TDbOrTx) =>
  fromDrizzle(tx as unknown as Parameters<typeof fromDrizzle>[0], sql as unknown as Parameters<typeof fromDrizzle>[1]);

const queueOptions = (definition: TJobDefinition) => {
  const { cron: _cron, cronData: _data, onStart: _onStart, ...options } = definition.options;
  return { ...DEFAULTS, ...options };
};

/** The cron expression of a "every N hours" setting (minute-granular, UTC); null turns it off. */
export const everyHoursCron = (hours: number, minute = 0) => {
  if (hours <= 0) return null;
  if (hours < 24) return `${minute} */${Math.max(1, Math.round(hours))} * * *`;
  return `${minute} 3 */${Math.max(1, Math.round(hours / 24))} * *`;
};

type TRunnerOptions = {
  database: TDatabase;
  ctx: TServiceContext;
  log: TJobLog & { error?: (obj: unknown, message?: string) => void };
  mode: TJobsMode;
  /** How often an idle worker looks for due jobs (NOTIFY wakes it sooner on PostgreSQL). */
  pollingIntervalSeconds?: number;
  /** How often the supervisor fails jobs whose heartbeat stopped or whose time ran out (and keeps queue statistics). */
  superviseSeconds?: number;
  /** Per job name: a cron expression replacing the registered one, or null to leave it unscheduled. */
  cronOverrides?: Record<string, string | null>;
  /** Per job name: options from configuration replacing the registered ones (e.g. STORAGE_DELETE_RETRIES). */
  optionOverrides?: Record<string, Partial<TJobDefinition['options']>>;
};

/** Starts pg-boss, declares the queues and, working, recovers a dead process's jobs and starts workers and schedules. */
const startBoss = async ({
  database,
  ctx,
  log,
  mode,
  pollingIntervalSeconds = 2,
  superviseSeconds = 10,
  cronOverrides = {},
  optionOverrides = {},
}: TRunnerOptions) => {
  const boss = bossFor(database, {
    supervise: mode === 'work',
    schedule: mode === 'work',
    migrate: true,
    // The cron clock checks every 30 s (the minimum is minute-granular schedules anyway).
    cronWorkerIntervalSeconds: 30,
    superviseIntervalSeconds: superviseSeconds,
    monitorIntervalSeconds: superviseSeconds,
    // A worker fetches again at once, without waiting for the next poll, while its queue's cached ready count is above
    // one (burstWhenReadyExceeds below); pg-boss refreshes that count every 60 s by default, so a burst of jobs (a
    // pay run's e-mails, webhook deliveries) went one job per worker per poll for up to a minute: 300 jobs took 42 s
    // on two processes (jobs-two-processes.test.ts). Every 5 s: one small read of the queue table.
    queueCacheIntervalSeconds: QUEUE_CACHE_SECONDS,
  });
  boss.on('error', (error: Error) => log.warn(`jobs: ${error.message}`));
  await boss.start();

  const definitions = jobDefinitions().map((d) => ({ ...d, options: { ...d.options, ...optionOverrides[d.name] } }));
  for (const definition of definitions) {
    await boss.createQueue(definition.name, queueOptions(definition));
    await boss.updateQueue(definition.name, queueOptions(definition));
  }

  if (mode === 'work') {
    await recoverOrphans(
      boss,
      database,
      definitions.map((d) => d.name),
      log,
    );
    for (const definition of definitions) {
      await boss.work<Record<string, unknown>>(
        definition.name,
        // One job per handler call (a failure fails that job only); keep fetching while more are ready.
        { pollingIntervalSeconds, batchSize: 1, localConcurrency: 2, burstWhenReadyExceeds: 1 },
        async ([job]) => {
          const about = { id: job.id, name: job.name, retryCount: job.retryCount };
          // A job whose data its schema refuses fails here (and its retries too): the job log shows why.
          const data = parseJobData(definition, job.data);
          await runInJobScope(about, ctx.db, () => definition.handler(data, { ctx, log, job: about }));
        },
      );
      const cron = definition.name in cronOverrides ? cronOverrides[definition.name] : definition.options.cron;
      if (cron) await boss.schedule(definition.name, cron, definition.options.cronData ?? null, { tz: 'UTC' });
      else await boss.unschedule(definition.name).catch(() => {});
    }
  }
  return { boss, definitions };
};

export const createJobRunner = async (options: TRunnerOptions) => {
  const { ctx, log, mode } = options;
  const { boss, definitions } = await startBoss(options);

  /** The job's definition (an unknown name is a programming error). */
  const known = (name: string) => {
    const definition = jobDefinition(name);
    if (!definition) throw new Error(`job "${name}" is not registered`);
    return definition;
  };

  const sendOptions = (options: TEnqueueOptions): SendOptions => ({
    ...(options.startAfter !== undefined ? { startAfter: options.startAfter } : {}),
    ...(options.singletonKey ? { singletonKey: options.singletonKey } : {}),
  });

  const runner = {
    mode,
    boss,
    /**
     * Queues a job in the caller's transaction (or on the database): it exists only if the transaction commits.
     * `data` is checked by the job's schema (its type by the name's); a job about one company carries its `companyId`
     * (the job log scopes by it).
     */
    enqueue: async <TData>(tx: TDbOrTx, name: TJobName<TData>, data?: TData, options: TEnqueueOptions = {}) =>
      boss.send(name, parseJobData(known(name), data), { ...sendOptions(options), db: drizzleDb(tx) }),
    /** Queues a job on the database (no caller transaction), e.g. after a commit. */
    enqueueNow: async <TData>(name: TJobName<TData>, data?: TData, options: TEnqueueOptions = {}) =>
      boss.send(name, parseJobData(known(name), data), sendOptions(options)),
    /** A failed or cancelled job queued again (the job log's Retry button). */
    retry: async (tx: TDbOrTx, name: string, id: string) => {
      known(name);
      await boss.retry(name, id, { db: drizzleDb(tx) });
    },
    /** Stops taking jobs, waits (up to 10 s) for the ones running, and closes pg-boss's connections. */
    stop: async () => {
      await boss.stop({ graceful: true, timeout: 10_000, close: true });
    },
  };
  // A start hook queues its own job (the name comes from the registry, the data is checked by its schema).
  const enqueueByName = (tx: TDbOrTx, name: string, data: Record<string, unknown>) => runner.enqueue(tx, name as TJobName<unknown>, data);
  if (mode === 'work') await runStartHooks(definitions, { ctx, log, enqueue: enqueueByName });
  return runner;
};

export type TJobRunner = Awaited<ReturnType<typeof createJobRunner>>;

// The jobs every part of the server declares: registerJob(name, handler, options) at module load, read by the runner
// when it starts (platform/jobs/runner.ts). One registry per process; a name is declared once.
import type { z } from 'zod';
import type { TDbOrTx } from '../../db/client';
import type { TServiceContext } from '../context';

export type TJobLog = { info: (message: string) => void; warn: (message: string) => void };

/** What a handler receives besides the job's data. */
export type TJobContext = {
  ctx: TServiceContext;
  log: TJobLog;
  job: { id: string; name: string; retryCount: number };
};

export type TJobOptions = {
  /** Retries after the first attempt (default 3). */
  retryLimit?: number;
  /** Seconds before the first retry (default 30); doubled on each retry while retryBackoff is on. */
  retryDelay?: number;
  /** Exponential backoff between retries (default true). */
  retryBackoff?: boolean;
  /** Upper bound of the backoff delay, seconds (default 1 hour). */
  retryDelayMax?: number;
  /** An attempt running longer than this is failed and retried (default 15 minutes). */
  expireInSeconds?: number;
  /**
   * The worker refreshes a running job's heartbeat every half of this; a job whose heartbeat is older (its process
   * died) is failed and retried by the next supervisor pass (default 20 s; pg-boss's minimum is 10).
   */
  heartbeatSeconds?: number;
  /** Runs once when a working runner starts, after its workers: picks up what a dead process left behind. */
  onStart?: (start: TJobStart) => Promise<void>;
  /** Recurring: a cron expression (minute-granular, UTC). The runner schedules it when it starts. */
  cron?: string;
  /** Data of each scheduled run (with `cron`). */
  cronData?: Record<string, unknown>;
};

/** A job's options as registered, with its data's schema (jobName). */
export type TJobRegistered = TJobOptions & {
  /**
   * enqueue refuses data the schema does not accept — a programming error, thrown in the caller's transaction —, and the
   * worker parses what it takes before the handler. No schema: the job takes no data.
   */
  schema?: z.ZodType<Record<string, unknown>>;
};

/**
 * A registered job's name, carrying its data's type: `ctx.jobs.enqueue(tx, JOB, data)` checks `data` against it, so a
 * job is queued by the constant registerJob returned, never by a string typed again.
 */
declare const JOB_DATA: unique symbol;
/** The data a named job takes. */
export type TJobData<N> = N extends TJobName<infer T> ? T : never;
export type TJobName<TData> = string & { readonly [JOB_DATA]: (data: TData) => void };

/** What a job's onStart hook gets: the context, and its own queue seen from a transaction. */
export type TJobStart = {
  ctx: TServiceContext;
  log: TJobLog;
  /**
   * Whether a job of this name whose data holds these values is waiting (queued or for its retry) or running in a live
   * process. Jobs of a dead process are failed into their retry before the hooks run, so they count as waiting.
   */
  hasLiveJob: (tx: TDbOrTx, match: Record<string, string>) => Promise<boolean>;
  /** Queues a job of this name in the transaction. */
  enqueue: (tx: TDbOrTx, data: Record<string, unknown>) => Promise<unknown>;
};

/**
 * A handler must be idempotent: delivery is at least once (a process killed mid-job, an attempt that expired).
 * Throwing fails the attempt; it is retried with backoff until retryLimit, then kept as failed (retry by hand in
 * /settings/general-logs).
 */
export type TJobHandler<TData> = (data: TData, context: TJobContext) => Promise<void>;

export type TJobDefinition = {
  name: string;
  // biome-ignore lint/suspicious/noExplicitAny: each definition carries its own data type
  handler: TJobHandler<any>;
  options: TJobRegistered;
};

const definitions = new Map<string, TJobDefinition>();

/** pg-boss queue names: letters, digits, '.', '-', '_' and '/'. */
const NAME = /^[a-z0-9][a-z0-9._/-]*$/;

const schemas = new Map<string, z.ZodType<Record<string, unknown>>>();

/**
 * Names a job and declares its data (every job that takes data has a schema; a job without one takes none): the
 * constant an area exports and every enqueue uses. The handler is registered apart (registerJob), where it lives.
 */
export function jobName<S extends z.ZodType<Record<string, unknown>>>(name: string, schema: S): TJobName<z.output<S>>;
export function jobName(name: string): TJobName<Record<string, never>>;
export function jobName(name: string, schema?: z.ZodType<Record<string, unknown>>): TJobName<never> {
  if (!NAME.test(name)) throw new Error(`job "${name}" is not valid`);
  if (schema) schemas.set(name, schema);
  return name as TJobName<never>;
}

/** Registers the handler of a named job (once per name), with its options; the data's schema is the name's. */
export const registerJob = <TData>(name: TJobName<TData>, handler: TJobHandler<TData>, options: TJobOptions = {}): TJobName<TData> => {
  if (definitions.has(name)) throw new Error(`job "${name}" is registered twice`);
  definitions.set(name, { name, handler, options: { ...options, schema: schemas.get(name) } });
  return name;
};

/** A job's data as its schema reads it (a job without a schema takes none: whatever it was given is dropped). */
export const parseJobData = (definition: TJobDefinition, data: unknown): Record<string, unknown> =>
  definition.options.schema ? definition.options.schema.parse(data ?? {}) : {};

export const jobDefinitions = (): TJobDefinition[] => [...definitions.values()];
export const jobDefinition = (name: string) => definitions.get(name);

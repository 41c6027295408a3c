// The jobs every part of the server declares: registerJob(name, handler, options) at module load, read by the runner
// when it starts (platform/jobs/runner.ts). One registry per process; a name is declared once.
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
  options: TJobOptions;
};

const definitions = new Map<string, TJobDefinition>();

/** pg-boss queue names: letters, digits, '.', '-', '_' and '/'. */
const NAME = /^[a-z0-9][a-z0-9._/-]*$/;

export const registerJob = <TData extends Record<string, unknown>>(
  name: string,
  handler: TJobHandler<TData>,
  options: TJobOptions = {},
) => {
  if (!NAME.test(name)) throw new Error(`job name "${name}" is not valid`);
  if (definitions.has(name)) throw new Error(`job "${name}" is registered twice`);
  definitions.set(name, { name, handler, options });
  return name;
};

export const jobDefinitions = (): TJobDefinition[] => [...definitions.values()];
export const jobDefinition = (name: string) => definitions.get(name);

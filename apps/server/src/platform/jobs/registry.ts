// The jobs every part of the server declares: registerJob(name, handler, options) at module load, read by the runner
// when it starts (platform/jobs/runner.ts). One registry per process; a name is declared once.
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
  /** Recurring: a cron expression (minute-granular, UTC). The runner schedules it when it starts. */
  cron?: string;
  /** Data of each scheduled run (with `cron`). */
  cronData?: Record<string, unknown>;
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

// Outside effects of a job done once across its attempts (issue 29). Delivery is at least once: a process killed after
// the SMTP server took an e-mail but before pg-boss marked the job completed runs the job again. The runner runs each
// handler inside a job scope (AsyncLocalStorage); code that reaches outside — sendMail — asks jobEffect(name) for the
// effect's stable id and whether an earlier attempt already did it, and marks it done (a row of job_effects) right
// after the outside system accepted it, before the handler returns. Only the instant between the acceptance and that
// row's insert remains; the e-mail's Message-ID, built from the same id, lets a receiving server drop that duplicate.
import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import { eq, lt } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { jobEffects } from '../../db/schema';
import { jobName, registerJob } from './registry';

export type TJobScope = {
  job: { id: string; name: string; retryCount: number };
  db: TDbOrTx;
  /** How many effects of each name this attempt has asked for (a second e-mail to one address is another effect). */
  asked: Map<string, number>;
};

const scope = new AsyncLocalStorage<TJobScope>();

/** Runs a job's handler inside its scope (the runner does this for every job). */
export const runInJobScope = <T>(job: TJobScope['job'], db: TDbOrTx, run: () => Promise<T>) =>
  scope.run({ job, db, asked: new Map() }, run);

/** The job the calling code runs in, or null outside a job (a request, a test calling a handler directly). */
export const currentJob = () => scope.getStore()?.job ?? null;

export type TJobEffect = {
  /** Stable across the job's attempts: the job's id and the effect's name (and its occurrence in the attempt). */
  id: string;
  /** An earlier attempt of this job already did it: do not do it again. */
  done: boolean;
  /** Records it done; call right after the outside system accepted it. */
  markDone: () => Promise<void>;
};

/**
 * The effect `name` of the running job (e.g. `mail:<address>`), or null outside a job. Names are hashed into the id,
 * so the id carries no personal data; the n-th effect of one name in an attempt is told apart by its occurrence.
 */
export const jobEffect = async (name: string): Promise<TJobEffect | null> => {
  const store = scope.getStore();
  if (!store) return null;
  const occurrence = store.asked.get(name) ?? 0;
  store.asked.set(name, occurrence + 1);
  const digest = createHash('sha256').update(`${name}#${occurrence}`).digest('hex').slice(0, 16);
  const id = `${store.job.id}.${digest}`;
  const [row] = await store.db.select({ key: jobEffects.key }).from(jobEffects).where(eq(jobEffects.key, id)).limit(1);
  return {
    id,
    done: Boolean(row),
    markDone: async () => {
      await store.db.insert(jobEffects).values({ key: id, jobId: store.job.id, jobName: store.job.name }).onConflictDoNothing();
    },
  };
};

/** Marks are kept well past any retry of their job (pg-boss deletes finished jobs after 7 days). */
export const JOB_EFFECT_RETENTION_DAYS = 30;

export const pruneJobEffects = async (db: TDbOrTx, now = Date.now()) => {
  const removed = await db
    .delete(jobEffects)
    .where(lt(jobEffects.doneAt, new Date(now - JOB_EFFECT_RETENTION_DAYS * 86_400_000)))
    .returning({ key: jobEffects.key });
  return removed.length;
};

export const PRUNE_JOB_EFFECTS_JOB = registerJob(
  jobName('jobs.prune-effects'),
  async (_data, { ctx, log }) => {
    const removed = await pruneJobEffects(ctx.db);
    if (removed) log.info(`jobs: pruned ${removed} effect mark(s) older than ${JOB_EFFECT_RETENTION_DAYS} days`);
  },
  { cron: '41 3 * * *', retryLimit: 2 },
);

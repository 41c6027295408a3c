// What every service receives besides the actor and the input: the database and shared services.
import type { TConfig } from '../config';
import type { TDb } from '../db/client';
import type { TSecretBox } from './crypto/secrets';
import type { TJobRunner } from './jobs/runner';

export type TServiceContext = {
  db: TDb;
  config: TConfig;
  secrets: TSecretBox;
  /** The job runner: ctx.jobs.enqueue(tx, name, data) queues a job with the caller's transaction. */
  jobs: TJobRunner;
};

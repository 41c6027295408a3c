// The platform's own jobs (the areas' jobs are in their manifests, modules/<area>/<area>.area.ts). Importing this file
// registers them; areas.test.ts checks that every registered job is listed here or in exactly one area manifest.
import { VACUUM_JOB } from '../../db/maintenance'; // db.vacuum (PGlite only, every PGLITE_VACUUM_HOURS)
import { STAGED_SWEEP_JOB } from '../attachments/sweep'; // attachments.sweep-staged (hourly: unclaimed staged files, old idempotency keys)
import { PRUNE_EVENTS_JOB } from '../events/retention'; // events.prune (daily: domain events older than 7 days)
import { DELETE_OBJECT_JOB } from '../storage/files.service'; // storage.delete-object (a failed deletion after commit, retried)
import { UPLOAD_SWEEP_JOB } from '../storage/sweep'; // storage.sweep-uploads (hourly)
import { PRUNE_JOB_EFFECTS_JOB } from './effects'; // jobs.prune-effects (daily: marks of jobs' outside effects older than 30 days)

export const PLATFORM_JOBS: readonly string[] = [
  VACUUM_JOB,
  PRUNE_EVENTS_JOB,
  DELETE_OBJECT_JOB,
  UPLOAD_SWEEP_JOB,
  STAGED_SWEEP_JOB,
  PRUNE_JOB_EFFECTS_JOB,
];

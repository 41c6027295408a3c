// The job runner (docs/decisions/0009-jobs.md): modules declare jobs with registerJob and queue them with
// ctx.jobs.enqueue(tx, name, data) inside their transaction.
export { registerJob, type TJobContext, type TJobHandler, type TJobOptions } from './registry';
export {
  createJobRunner,
  everyHoursCron,
  installJobSchema,
  JOBS_SCHEMA,
  type TEnqueueOptions,
  type TJobRunner,
  type TJobsMode,
} from './runner';

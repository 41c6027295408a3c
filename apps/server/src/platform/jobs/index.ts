// The job runner (docs/decisions/0009-jobs.md): modules name jobs with jobName (typed data), register handlers with registerJob, and
// queue them with
// ctx.jobs.enqueue(tx, name, data) inside their transaction.
export { jobName, registerJob, type TJobContext, type TJobData, type TJobHandler, type TJobName, type TJobOptions } from './registry';
export {
  createJobRunner,
  everyHoursCron,
  installJobSchema,
  JOBS_SCHEMA,
  type TEnqueueOptions,
  type TJobRunner,
  type TJobsMode,
} from './runner';

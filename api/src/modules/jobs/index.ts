// The jobs module's public entry: the scheduled background work and the runner that runs it.
export { JOB_SCHEMA, startJobRunner, type JobRunner, type JobRunnerOptions } from './job-runner';
export { SCHEDULED_JOBS, type JobContext, type ScheduledJob } from './scheduled-jobs';

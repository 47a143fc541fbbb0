import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { DatabaseConnection } from '../../db/client';
import { jobDuration, jobRuns, observeJobQueues } from '../metrics';
import { SCHEDULED_JOBS, type JobContext, type ScheduledJob } from './scheduled-jobs';

/** The schema the job library keeps its queues, schedules and jobs in, beside the shop's tables. */
export const JOB_SCHEMA = 'pgboss';

/** Every minute: the finest a pg-boss schedule runs (one job per schedule per minute across all nodes). */
const EVERY_MINUTE = '* * * * *';

export type JobRunnerOptions = {
  executeSql: DatabaseConnection['executeSql'];
  context: JobContext;
  log: Pick<FastifyBaseLogger, 'info' | 'error'>;
  /** How often a node looks for jobs to run (tests shorten it). */
  pollSeconds?: number;
  /** How often a node checks whether a schedule is due (1-45; tests shorten it). */
  cronCheckSeconds?: number;
  schema?: string;
  jobs?: readonly ScheduledJob[];
};

export type JobRunner = { stop: () => Promise<void> };

/** PostgreSQL's code for a transaction it aborted to break a deadlock. */
/** PostgreSQL's error code for a unique violation (here: two nodes creating one schema). */
const UNIQUE_VIOLATION = '23505';
const DEADLOCK_DETECTED = '40P01';
const QUEUE_ATTEMPTS = 5;

/**
 * Creates a job's queue, as every node does when it starts. Two nodes starting together can deadlock
 * in the library's queue creation (its partition DDL), and PostgreSQL then aborts one of them: that
 * one tries again after a short pause, when the queue exists and creating it changes nothing.
 */
async function createQueue(boss: PgBoss, name: string): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await boss.createQueue(name, { name, policy: 'singleton' });
      return;
    } catch (error) {
      if (attempt >= QUEUE_ATTEMPTS || (error as { code?: string }).code !== DEADLOCK_DETECTED) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt + Math.random() * 100));
    }
  }
}

/**
 * The job library, started. Two nodes starting together on a new database can both create its schema,
 * and PostgreSQL refuses the second (a unique violation on the schema's name): that node starts a new
 * instance after a short pause (a failed start leaves the library's instance unusable), when the
 * schema exists and creating it changes nothing.
 */
async function startedBoss(options: JobRunnerOptions, pollSeconds: number): Promise<PgBoss> {
  for (let attempt = 1; ; attempt += 1) {
    const boss = new PgBoss({
      db: { executeSql: options.executeSql },
      schema: options.schema ?? JOB_SCHEMA,
      cronWorkerIntervalSeconds: Math.max(1, Math.round(pollSeconds)),
      cronMonitorIntervalSeconds: options.cronCheckSeconds ?? 30,
      // A failed run is not retried: the next minute's run does the same work.
      retryLimit: 0,
    });
    boss.on('error', (error: unknown) => options.log.error({ err: error }, 'job library error'));
    try {
      await boss.start();
      return boss;
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (attempt >= QUEUE_ATTEMPTS || (code !== UNIQUE_VIOLATION && code !== DEADLOCK_DETECTED)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt + Math.random() * 100));
    }
  }
}

/**
 * Starts the job library over the API's own connection (node-postgres or PGlite): creates its schema
 * on first start, schedules every job every minute and works them. The library hands each minute's
 * run to one node only, and keeps schedules and jobs in its schema, so they survive a restart.
 */
export async function startJobRunner(options: JobRunnerOptions): Promise<JobRunner> {
  const pollSeconds = options.pollSeconds ?? 2;
  const boss = await startedBoss(options, pollSeconds);
  const jobs = options.jobs ?? SCHEDULED_JOBS;
  for (const job of jobs) {
    // One run at a time per job, whichever node has it.
    await createQueue(boss, job.name);
    await boss.schedule(job.name, EVERY_MINUTE);
    await boss.work(job.name, { pollingIntervalSeconds: pollSeconds }, async () => {
      const timer = jobDuration.startTimer({ job_name: job.name });
      try {
        const moved = await job.run(options.context, options.context.clock());
        jobRuns.inc({ job_name: job.name, outcome: 'ok' });
        if (moved > 0) options.log.info({ job: job.name, [job.counted]: moved }, job.done);
      } catch (error) {
        jobRuns.inc({ job_name: job.name, outcome: 'failed' });
        options.log.error({ err: error, job: job.name }, 'scheduled job failed');
        throw error;
      } finally {
        timer();
      }
    });
  }
  // Counted at each scrape: the jobs waiting to run, per job (ADR 0035).
  observeJobQueues(() => Promise.all(jobs.map(async (job) => ({ jobName: job.name, size: await boss.getQueueSize(job.name) }))));
  return {
    stop: async () => {
      observeJobQueues(null);
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
  };
}

import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { DatabaseConnection } from '../../db/client';
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

/**
 * Starts the job library over the API's own connection (node-postgres or PGlite): creates its schema
 * on first start, schedules every job every minute and works them. The library hands each minute's
 * run to one node only, and keeps schedules and jobs in its schema, so they survive a restart.
 */
export async function startJobRunner(options: JobRunnerOptions): Promise<JobRunner> {
  const pollSeconds = options.pollSeconds ?? 2;
  const boss = new PgBoss({
    db: { executeSql: options.executeSql },
    schema: options.schema ?? JOB_SCHEMA,
    cronWorkerIntervalSeconds: Math.max(1, Math.round(pollSeconds)),
    cronMonitorIntervalSeconds: options.cronCheckSeconds ?? 30,
    // A failed run is not retried: the next minute's run does the same work.
    retryLimit: 0,
  });
  boss.on('error', (error: unknown) => options.log.error({ err: error }, 'job library error'));
  await boss.start();
  for (const job of options.jobs ?? SCHEDULED_JOBS) {
    // One run at a time per job, whichever node has it.
    await boss.createQueue(job.name, { name: job.name, policy: 'singleton' });
    await boss.schedule(job.name, EVERY_MINUTE);
    await boss.work(job.name, { pollingIntervalSeconds: pollSeconds }, async () => {
      try {
        const moved = await job.run(options.context, options.context.clock());
        if (moved > 0) options.log.info({ job: job.name, [job.counted]: moved }, job.done);
      } catch (error) {
        options.log.error({ err: error, job: job.name }, 'scheduled job failed');
        throw error;
      }
    });
  }
  return { stop: () => boss.stop({ graceful: true, wait: true, timeout: 10_000 }) };
}

import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { inStockSku } from '../../testing/buying-fixtures';
import { createSecondNode, createTestApp, signInStaff, type TestApp } from '../../testing/test-app';
import { DAY_MS } from '../order';
import { orderRow, placeOrder, ship, walletMember } from '../refund/refund-test-kit';
import { startJobRunner, type JobRunner } from './job-runner';
import { SCHEDULED_JOBS, type JobContext, type ScheduledJob } from './scheduled-jobs';

// The job library itself, on the database the tests run on (PGlite, or PostgreSQL with
// TEST_DATABASE_URL): two API nodes each start a runner; a schedule's run happens on one of them.

const quietLog = { info: () => undefined, error: (...args: unknown[]) => console.error(...args) };
const SCHEMA = 'pgboss_test';
const RESTART_SCHEMA = 'pgboss_restart_test';
const TOGETHER_SCHEMA = 'pgboss_together_test';

async function waitFor(condition: () => boolean, timeoutMs: number) {
  const until = Date.now() + timeoutMs;
  while (!condition() && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 100));
}

describe('the job runner on two API nodes', () => {
  let t: TestApp;
  let second: TestApp;
  const runners: JobRunner[] = [];
  beforeAll(async () => {
    t = await createTestApp();
    second = await createSecondNode(t);
    for (const schema of [SCHEMA, RESTART_SCHEMA, TOGETHER_SCHEMA]) await t.connection.executeSql(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  });
  afterEach(async () => {
    while (runners.length > 0) await runners.pop()!.stop();
  });
  afterAll(async () => {
    await second.close();
    await t.close();
  });

  const contextOf = (node: TestApp): JobContext => ({ db: node.connection.db, paymentProviders: node.app.paymentProviders, orderWindows: node.app.orderWindows, clock: node.clock.now, log: node.app.log });

  it('runs a scheduled job once per minute across both nodes, from the schema it created', async () => {
    const runs: string[] = [];
    const countingJob = (node: string): ScheduledJob => ({
      name: 'count-runs',
      run: () => {
        runs.push(node);
        return Promise.resolve(0);
      },
      done: 'counted',
      counted: 'runs',
    });
    const minuteNow = () => Math.floor(Date.now() / 60_000);
    const firstMinute = minuteNow();
    for (const [node, name] of [
      [t, 'first'],
      [second, 'second'],
    ] as const) {
      runners.push(await startJobRunner({ executeSql: node.connection.executeSql, context: contextOf(node), log: quietLog, pollSeconds: 0.5, cronCheckSeconds: 1, schema: SCHEMA, jobs: [countingJob(name)] }));
    }
    await waitFor(() => runs.length > 0, 20_000);
    // Both nodes keep polling for a few seconds more: nobody runs this minute's job again.
    await new Promise((resolve) => setTimeout(resolve, 4000));
    // One run per minute the test spans: a run sent just before a minute ends may be worked just after,
    // so runs are counted against the minutes spanned, not grouped by the minute they were worked in.
    const minutesSpanned = minuteNow() - firstMinute + 1;
    expect(runs.length).toBeGreaterThanOrEqual(1);
    expect(runs.length).toBeLessThanOrEqual(minutesSpanned);
    const { rows } = await t.connection.executeSql(`SELECT name, cron FROM ${SCHEMA}.schedule`);
    expect(rows).toEqual([{ name: 'count-runs', cron: '* * * * *' }]);
  }, 40_000);

  it('starts on two nodes at once, as a deploy starts them, each creating the same queues (in turn on PGlite, which serves one node)', async () => {
    // Two nodes creating the same queue at once can deadlock in the library; the one PostgreSQL aborts tries again.
    const idle = (name: string): ScheduledJob => ({ name, run: () => Promise.resolve(0), done: 'idle', counted: 'runs' });
    const jobs = ['together-a', 'together-b', 'together-c', 'together-d', 'together-e'].map(idle);
    const start = (node: TestApp) => startJobRunner({ executeSql: node.connection.executeSql, context: contextOf(node), log: quietLog, pollSeconds: 0.5, cronCheckSeconds: 1, schema: TOGETHER_SCHEMA, jobs });
    // PGlite serves one node through one connection (the data folder's lock): there the two start in turn.
    const started = t.connection.driver === 'postgres' ? await Promise.all([start(t), start(second)]) : [await start(t), await start(second)];
    runners.push(...started);
    const { rows } = await t.connection.executeSql(`SELECT name FROM ${TOGETHER_SCHEMA}.queue WHERE name LIKE 'together-%' ORDER BY name`);
    expect(rows.map((row) => (row as { name: string }).name)).toEqual(jobs.map((job) => job.name));
  }, 40_000);

  it('starts again on the schema it left, schedules kept, and receives an overdue order by itself', async () => {
    const receive = SCHEDULED_JOBS.filter((job) => job.name === 'receive-overdue-orders');
    const probe: ScheduledJob = { name: 'restart-probe', run: () => Promise.resolve(0), done: 'probed', counted: 'probes' };
    const start = async (node: TestApp, jobs: readonly ScheduledJob[]) =>
      runners.push(await startJobRunner({ executeSql: node.connection.executeSql, context: contextOf(node), log: quietLog, pollSeconds: 0.5, cronCheckSeconds: 1, schema: RESTART_SCHEMA, jobs }));
    // A first start creates the schema and a schedule; the node stops (a restart).
    await start(t, [probe]);
    await runners.pop()!.stop();
    const member = await walletMember(t, 'away');
    const mug = await inStockSku(t.connection.db, 7);
    const orderId = await placeOrder(t, member, [{ skuId: mug.id, quantity: 1 }], { delivery: 'express', addressId: member.addressId });
    expect((await ship(t, await signInStaff(t.app, 'operator'), orderId)).body.code).toBe(1);
    t.clock.advance(10 * DAY_MS);
    await start(second, receive);
    let status = 2;
    const until = Date.now() + 20_000;
    while (status === 2 && Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      status = (await orderRow(t, orderId)).status;
    }
    expect(status).toBe(3);
    const { rows } = await t.connection.executeSql(`SELECT name FROM ${RESTART_SCHEMA}.schedule ORDER BY name`);
    expect(rows).toEqual([{ name: 'receive-overdue-orders' }, { name: 'restart-probe' }]);
  }, 40_000);
});

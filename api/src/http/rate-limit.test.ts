import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { rateLimitWindows } from '../db/schema';
import { call, createSecondNode, createTestApp, type TestApp } from '../testing/test-app';

describe('rate limits shared by several API nodes', () => {
  const rateLimits = { signInPerAccount: { limit: 4, windowMs: 60_000 } };
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    first = await createTestApp({ rateLimits });
    second = await createSecondNode(first, { rateLimits });
  });
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  const login = (node: TestApp, account: string) =>
    call(node.app, 'POST', 'user/login', { body: { type: 'password', account, password: 'wrong123' } });

  it('counts sign-in attempts on one account once across both nodes', async () => {
    const statuses = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await login(i % 2 === 0 ? first : second, 'demo')).status);
    expect(statuses).toEqual([400, 400, 400, 400, 429, 429]);
    first.clock.advance(60_000);
    expect((await login(second, 'demo')).status).toBe(400);
  });

  it('lets exactly the limit through when both nodes are hit at the same moment', async () => {
    const results = await Promise.all(Array.from({ length: 12 }, (_, i) => login(i % 2 === 0 ? first : second, 'admin')));
    expect(results.filter((result) => result.status === 400)).toHaveLength(4);
    expect(results.filter((result) => result.status === 429)).toHaveLength(8);
  });

  it('deletes windows that have closed', async () => {
    first.clock.advance(10 * 60_000);
    await login(first, 'lily');
    const keys = (await first.connection.db.select({ key: rateLimitWindows.key }).from(rateLimitWindows)).map((row) => row.key);
    expect(keys.sort()).toEqual(['sign-in-account:lily', 'sign-in-ip:127.0.0.1']);
  });
});

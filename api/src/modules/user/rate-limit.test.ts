import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { call, createTestApp, type TestApp } from '../../testing/test-app';

describe('sign-in and sign-up rate limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      rateLimits: { signIn: { limit: 3, windowMs: 60_000 }, signUp: { limit: 2, windowMs: 60_000 } },
    });
  });
  afterAll(() => t.close());

  const login = (account: string) =>
    call(t.app, 'POST', 'user/login', { body: { type: 'password', account, password: 'wrong123' }, lang: 'en-us' });

  it('throttles repeated sign-in attempts on one account, then lets them through after the window', async () => {
    for (let i = 0; i < 3; i += 1) expect((await login('demo')).status).toBe(400);
    const throttled = await login('demo');
    expect(throttled.status).toBe(429);
    expect(throttled.body).toEqual({ code: 402, msg: 'Too many attempts, please try again in 60 seconds', data: { retry_after: 60 } });
    expect((await login('admin')).status).toBe(400);
    t.clock.advance(60_000);
    expect((await login('demo')).status).toBe(400);
  });

  it('throttles sign-ups per address', async () => {
    const body = { mobile: '13400000001', code: '123456', password: 'secret99' };
    for (let i = 0; i < 2; i += 1) expect((await call(t.app, 'POST', 'user/register', { body })).status).toBe(400);
    const throttled = await call(t.app, 'POST', 'user/register', { body });
    expect(throttled.status).toBe(429);
    expect(throttled.body.data).toEqual({ retry_after: 60 });
  });
});

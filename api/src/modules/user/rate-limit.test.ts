import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import type { Envelope } from '@shop/contract';
import type { FastifyInstance } from 'fastify';
import { DEMO_MEMBER } from '../../seed/seed';
import type { AnswerData } from '../../testing/answers';
import { createTestApp, type TestApp } from '../../testing/test-app';

const MINUTE = 60_000;

/** One call from a given client address, the way a request reaches the API from outside. */
async function callFrom<Call extends string>(app: FastifyInstance, address: string, url: Call, body: unknown) {
  const response = await app.inject({
    method: 'POST',
    url: `/homeapi/${url}`,
    remoteAddress: address,
    headers: { 'accept-language': 'en-us' },
    payload: body as Record<string, unknown>,
  });
  return { status: response.statusCode, body: response.json<Envelope<AnswerData<Call>>>(), headers: response.headers };
}

const signIn = (app: FastifyInstance, address: string, account: string, password = 'wrong123') =>
  callFrom(app, address, 'user/login', { type: 'password', account, password });

describe('sign-in limits per address and per account', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      rateLimits: { signInPerIp: { limit: 20, windowMs: 15 * MINUTE }, signInPerAccount: { limit: 10, windowMs: 15 * MINUTE } },
    });
  });
  afterAll(() => t.close());
  // Each test starts in a window of its own: earlier attempts, and a lock they left, have run out.
  beforeEach(() => t.clock.advance(15 * MINUTE));

  it('throttles one address spraying 100 accounts, and no other address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 100; i += 1) statuses.push((await signIn(t.app, '203.0.113.7', `member${i}`)).status);
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(400));
    expect(statuses.slice(20)).toEqual(Array(80).fill(429));
    const throttled = await signIn(t.app, '203.0.113.7', 'someone-else');
    expect(throttled.body).toEqual({ code: 402, msg: 'Too many attempts, please try again in 900 seconds', data: { retry_after: 900 } });
    expect(throttled.headers['retry-after']).toBe('900');
    expect((await signIn(t.app, '203.0.113.8', 'member0')).status).toBe(400);
  });

  it('locks one account guessed from 10 addresses, for every address and even with the right password', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 50; i += 1) statuses.push((await signIn(t.app, `198.51.100.${i % 10}`, 'demo')).status);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(400));
    expect(statuses.slice(10)).toEqual(Array(40).fill(429));
    const locked = await signIn(t.app, '192.0.2.99', DEMO_MEMBER.username, DEMO_MEMBER.password);
    expect(locked.status).toBe(429);
    expect(locked.body).toEqual({
      code: 402,
      msg: 'Too many failed sign-ins, this account is locked for 15 minutes',
      data: { retry_after: 900 },
    });
    const zh = await t.app.inject({
      method: 'POST',
      url: '/homeapi/user/login',
      remoteAddress: '192.0.2.99',
      payload: { type: 'password', account: 'demo', password: 'wrong123' },
    });
    expect(zh.json<Envelope<unknown>>().msg).toBe('登录失败次数过多，该账号已锁定，请15分钟后再试');
    t.clock.advance(15 * MINUTE);
    expect((await signIn(t.app, '192.0.2.99', DEMO_MEMBER.username, DEMO_MEMBER.password)).status).toBe(200);
  });

  it('counts every spelling of an account as one: case, spaces and the phone number', async () => {
    const spellings = ['demo', 'DEMO', '  Demo ', DEMO_MEMBER.mobile, ` ${DEMO_MEMBER.mobile}`];
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1) statuses.push((await signIn(t.app, `192.0.2.${i}`, spellings[i % spellings.length]!)).status);
    expect(statuses).toEqual([...Array(10).fill(400), 429, 429]);
    const viaSms = await callFrom(t.app, '192.0.2.50', 'user/login', { type: 'sms', mobile: DEMO_MEMBER.mobile, code: '123456' });
    expect(viaSms.status).toBe(429);
    expect(viaSms.body.msg).toBe('Too many failed sign-ins, this account is locked for 15 minutes');
  });

  it('does not count successful sign-ins', async () => {
    for (let i = 0; i < 30; i += 1) {
      expect((await signIn(t.app, '192.0.2.200', DEMO_MEMBER.username, DEMO_MEMBER.password)).status).toBe(200);
    }
  });

  it('counts password recovery attempts on the same allowance', async () => {
    for (let i = 0; i < 10; i += 1) expect((await signIn(t.app, `192.0.2.${i}`, 'demo')).status).toBe(400);
    const recovery = await callFrom(t.app, '192.0.2.77', 'user/forget', { mobile: DEMO_MEMBER.mobile, code: '123456', password: 'newpass99' });
    expect(recovery.status).toBe(429);
    expect(recovery.body.msg).toBe('Too many failed sign-ins, this account is locked for 15 minutes');
  });
});

describe('sign-up and SMS limits per address and per phone', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      rateLimits: {
        signUpPerIp: { limit: 2, windowMs: MINUTE },
        signUpPerPhone: { limit: 3, windowMs: 60 * MINUTE },
        smsPerIp: { limit: 20, windowMs: 60 * MINUTE },
        smsPerPhone: { limit: 2, windowMs: 60 * MINUTE },
        smsResendMs: 0,
      },
    });
  });
  afterAll(() => t.close());

  const register = (address: string, mobile: string) =>
    callFrom(t.app, address, 'user/register', { mobile, code: '123456', password: 'secret99' });

  it('throttles sign-ups per address', async () => {
    for (const mobile of ['13400000001', '13400000002']) expect((await register('203.0.113.1', mobile)).status).toBe(400);
    const throttled = await register('203.0.113.1', '13400000003');
    expect(throttled.status).toBe(429);
    expect(throttled.body.data).toEqual({ retry_after: 60 });
  });

  it('throttles sign-ups on one phone number from many addresses', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) statuses.push((await register(`203.0.113.${10 + i}`, '13400000009')).status);
    expect(statuses).toEqual([400, 400, 400, 429, 429]);
  });

  it('caps the codes sent to one phone number, from any address', async () => {
    const send = (address: string) => callFrom(t.app, address, 'sms/send', { mobile: '13500000001', scene: 'register' });
    expect((await send('198.51.100.1')).body.code).toBe(1);
    expect((await send('198.51.100.2')).body.code).toBe(1);
    const capped = await send('198.51.100.3');
    expect(capped.status).toBe(429);
    expect(capped.body.data).toEqual({ retry_after: 3600 });
    const otherPhone = await callFrom(t.app, '198.51.100.3', 'sms/send', { mobile: '13500000002', scene: 'register' });
    expect(otherPhone.body.code).toBe(1);
  });
});

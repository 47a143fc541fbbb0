import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { Lifecycle } from './lifecycle';
import { createTestApp, type TestApp } from '../testing/test-app';

const en = { 'accept-language': 'en-us' };

describe('liveness and readiness of a ready node', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ nodeName: 'api-test' });
  });
  afterAll(() => t.close());

  it('answers liveness in the envelope, saying what it is', async () => {
    const response = await t.app.inject({ url: '/homeapi/health/live', headers: en });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ code: 1, msg: 'The process is running', data: { alive: true, phase: 'ready', node: 'api-test', uptime_seconds: expect.any(Number) } });
  });

  it('is ready when the database answers, in the request’s language', async () => {
    const response = await t.app.inject({ url: '/homeapi/health/ready' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ code: 1, msg: '可以提供服务', data: { ready: true, phase: 'ready', database: 'ok', node: 'api-test' } });
  });

  it('is not ready while the database refuses or does not answer within a second', async () => {
    const execute = jest.spyOn(t.app.db, 'execute');
    try {
      execute.mockImplementationOnce(() => Promise.reject(new Error('connection refused')) as never);
      const refused = await t.app.inject({ url: '/homeapi/health/ready', headers: en });
      expect(refused.statusCode).toBe(503);
      expect(refused.json()).toEqual({ code: 402, msg: 'The database does not answer', data: { ready: false, phase: 'ready', database: 'unreachable', node: 'api-test' } });

      execute.mockImplementationOnce(() => new Promise(() => undefined) as never);
      const startedAt = Date.now();
      const silent = await t.app.inject({ url: '/homeapi/health/ready', headers: en });
      expect(silent.statusCode).toBe(503);
      expect(silent.json<{ data: { database: string } }>().data.database).toBe('unreachable');
      expect(Date.now() - startedAt).toBeLessThan(3_000);
    } finally {
      execute.mockRestore();
    }
  });

  it('is never cached: a check after the database came back says so at once', async () => {
    const execute = jest.spyOn(t.app.db, 'execute').mockImplementationOnce(() => Promise.reject(new Error('down')) as never);
    try {
      expect((await t.app.inject({ url: '/homeapi/health/ready' })).statusCode).toBe(503);
      expect((await t.app.inject({ url: '/homeapi/health/ready' })).statusCode).toBe(200);
    } finally {
      execute.mockRestore();
    }
  });
});

describe('a node through its life', () => {
  it('holds requests while starting, serves them once ready, and says Connection: close while draining', async () => {
    const lifecycle = new Lifecycle('starting', { startHoldMs: 200 });
    const t = await createTestApp({ lifecycle });
    try {
      const starting = await t.app.inject({ url: '/homeapi/health/ready', headers: en });
      expect(starting.statusCode).toBe(503);
      expect(starting.json()).toEqual({ code: 402, msg: 'Starting: the database is being prepared', data: { ready: false, phase: 'starting', database: 'not_checked', node: null } });
      expect((await t.app.inject({ url: '/homeapi/health/live' })).json<{ data: { phase: string } }>().data.phase).toBe('starting');

      // Past the hold: refused in the envelope, in the request's language.
      const refused = await t.app.inject({ url: '/homeapi/common/init', headers: en });
      expect(refused.statusCode).toBe(503);
      expect(refused.json()).toEqual({ code: 402, msg: 'The shop is starting; please try again in a moment', data: null });

      // Within the hold: served once the node is ready.
      const held = t.app.inject({ url: '/homeapi/common/init', headers: en });
      setTimeout(() => lifecycle.markReady(), 50);
      const served = await held;
      expect(served.statusCode).toBe(200);
      expect(served.json<{ code: number }>().code).toBe(1);
      expect(served.headers.connection).not.toBe('close');

      lifecycle.drain();
      const draining = await t.app.inject({ url: '/homeapi/health/ready', headers: en });
      expect(draining.statusCode).toBe(503);
      expect(draining.json()).toEqual({ code: 402, msg: 'Shutting down: finishing the requests in progress', data: { ready: false, phase: 'draining', database: 'not_checked', node: null } });
      const finishing = await t.app.inject({ url: '/homeapi/common/init' });
      expect(finishing.statusCode).toBe(200);
      expect(finishing.headers.connection).toBe('close');
    } finally {
      await t.close();
    }
  });
});

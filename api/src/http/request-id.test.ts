import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestApp, type TestApp } from '../testing/test-app';

const GATEWAY_ID = '0123456789abcdef0123456789abcdef';
const GENERATED = /^[0-9a-f]{32}$/;

describe('request ids behind a trusted proxy', () => {
  let t: TestApp;
  const lines: string[] = [];
  beforeAll(async () => {
    t = await createTestApp({ trustProxy: true, logger: { level: 'info', stream: { write: (line: string) => void lines.push(line) } } });
  });
  afterAll(() => t.close());

  it('takes the gateway’s id into the answer’s header and every log line of the request', async () => {
    const response = await t.app.inject({ url: '/homeapi/goods/view?id=999999', headers: { 'x-request-id': GATEWAY_ID } });
    expect(response.statusCode).toBe(404);
    expect(response.headers['x-request-id']).toBe(GATEWAY_ID);
    const logged = lines.map((line) => JSON.parse(line) as { reqId?: string; msg: string }).filter((line) => line.reqId === GATEWAY_ID);
    expect(logged.map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
  });

  it('makes its own id when the given one could break a log line', async () => {
    for (const given of ['short', 'spaces are not taken', 'x'.repeat(129), 'quote"d-0123456789']) {
      const response = await t.app.inject({ url: '/homeapi/common/init', headers: { 'x-request-id': given } });
      expect(response.headers['x-request-id']).toMatch(GENERATED);
    }
  });

  it('names answers from the read cache too, each by its own id', async () => {
    const first = await t.app.inject({ url: '/homeapi/common/init', headers: { 'x-request-id': 'first-read-0001' } });
    const cached = await t.app.inject({ url: '/homeapi/common/init', headers: { 'x-request-id': 'second-read-0002' } });
    expect(cached.body).toBe(first.body);
    expect(first.headers['x-request-id']).toBe('first-read-0001');
    expect(cached.headers['x-request-id']).toBe('second-read-0002');
  });

  it('leaves the health checks out of the request log', async () => {
    lines.length = 0;
    await t.app.inject({ url: '/homeapi/health/ready' });
    await t.app.inject({ url: '/homeapi/health/live' });
    expect(lines).toEqual([]);
  });
});

describe('request ids without a trusted proxy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('never lets a client choose the id of its log lines', async () => {
    const response = await t.app.inject({ url: '/homeapi/common/init', headers: { 'x-request-id': GATEWAY_ID } });
    expect(response.headers['x-request-id']).toMatch(GENERATED);
    expect(response.headers['x-request-id']).not.toBe(GATEWAY_ID);
  });
});

import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Envelope } from '@shop/contract';
import { buildApp } from '../app';
import { createMember, inStockSku } from '../testing/buying-fixtures';
import { call, createTestApp, type TestApp } from '../testing/test-app';
import { langFromHeader, translate } from './i18n';
import { findRefusedText } from './input-hygiene';
import { CONTENT_SECURITY_POLICY } from './security-headers';
import type { ServerTimeouts } from './server-timeouts';

/**
 * Writes each request on one raw connection, the next once the answer to the one before has fully
 * arrived, and answers what came back, one string per answer (the last may be cut off) once the
 * server closed the connection.
 */
function rawExchange(port: number, requests: string[]): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const answers: string[] = [];
    // One character per byte, so that Content-Length can be compared with what arrived.
    let pending = '';
    const utf8 = (bytes: string) => Buffer.from(bytes, 'latin1').toString('utf8');
    const socket = net.connect(port, '127.0.0.1', () => socket.write(requests.shift()!));
    socket.setEncoding('latin1');
    const complete = () => {
      const headerEnd = pending.indexOf('\r\n\r\n');
      if (headerEnd < 0) return false;
      const length = Number(/content-length: (\d+)/i.exec(pending.slice(0, headerEnd))?.[1] ?? 0);
      return pending.length >= headerEnd + 4 + length;
    };
    socket.on('data', (chunk: string) => {
      pending += chunk;
      if (!complete()) return;
      answers.push(utf8(pending));
      pending = '';
      const next = requests.shift();
      if (next) socket.write(next);
    });
    socket.on('close', () => resolve(pending.length > 0 ? [...answers, utf8(pending)] : answers));
    socket.on('error', (error) => (answers.length > 0 || pending.length > 0 ? undefined : reject(error)));
  });
}

describe('langFromHeader', () => {
  it.each([
    [undefined, 'zh-cn'],
    ['en-us', 'en-us'],
    ['EN-US', 'en-us'],
    ['zh-cn', 'zh-cn'],
    ['fr-FR, en;q=0.8', 'en-us'],
    ['en;q=0.3, zh-CN;q=0.9', 'zh-cn'],
    ['de', 'zh-cn'],
  ])('%s -> %s', (header, expected) => {
    expect(langFromHeader(header)).toBe(expected);
  });

  it('fills message parameters', () => {
    expect(translate('en-us', 'rate_limited', { seconds: 42 })).toBe('Too many attempts, please try again in 42 seconds');
  });
});

describe('envelope and errors', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers an unknown /homeapi route with the 404 envelope in the request language', async () => {
    const zh = await call(t.app, 'GET', 'no/such-call');
    expect(zh.status).toBe(404);
    expect(zh.body).toEqual({ code: 404, msg: '您访问的资源不存在', data: null });
    const en = await call(t.app, 'POST', 'no/such-call', { lang: 'en-us', body: {} });
    expect(en.body).toEqual({ code: 404, msg: 'The requested resource does not exist', data: null });
  });

  it('answers malformed JSON with the 400 envelope naming the body', async () => {
    const result = await call(t.app, 'POST', 'user/login', { rawBody: '{"type": "password",', lang: 'en-us' });
    expect(result.status).toBe(400);
    expect(result.body).toEqual({
      code: 402,
      msg: 'The request body is not valid JSON',
      data: { field: 'body', errors: [{ field: 'body', message: 'The request body is not valid JSON' }] },
    });
  });

  it('answers an unsupported content type with a 415 envelope', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/homeapi/user/login', headers: { 'content-type': 'text/xml' }, payload: '<x/>' });
    expect(response.statusCode).toBe(415);
    expect(response.json<Envelope<unknown>>().code).toBe(402);
  });

  it('translates field names in validation messages', async () => {
    const zh = await call(t.app, 'POST', 'sms/send', { body: { scene: 'login' } });
    expect(zh.status).toBe(400);
    expect(zh.body.msg).toBe('手机号不能为空');
    expect(zh.body.data.field).toBe('mobile');
    const en = await call(t.app, 'POST', 'sms/send', { body: { scene: 'login' }, lang: 'en-us' });
    expect(en.body.msg).toBe('Phone number is required');
  });

  it('hides the details of unexpected failures behind a translated 500 envelope', async () => {
    // A second app on the same database, because routes cannot be added once an app is ready.
    const probe = await buildApp({ db: t.connection.db, listen: t.connection.listen, nodeEnv: 'test', siteRoot: null });
    probe.get('/homeapi/test/explode', async () => {
      throw new Error('database password is hunter2');
    });
    const response = await probe.inject({ method: 'GET', url: '/homeapi/test/explode', headers: { 'accept-language': 'en-us' } });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ code: 500, msg: 'Something went wrong, please try again later', data: null });
    await probe.close();
  });

  it('sends the security headers on API answers, errors included', async () => {
    for (const url of ['/homeapi/common/init', '/homeapi/nothing-here']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    }
  });

  it('sends HSTS only on answers served over HTTPS behind a trusted proxy', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/homeapi/common/init' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const behindProxy = await buildApp({ db: t.connection.db, listen: t.connection.listen, nodeEnv: 'test', siteRoot: null, trustProxy: true });
    const secure = await behindProxy.inject({ method: 'GET', url: '/homeapi/common/init', headers: { 'x-forwarded-proto': 'https' } });
    expect(secure.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(secure.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
    await behindProxy.close();
  });

  it('refuses control characters in any text field, naming the field', async () => {
    const search = await call(t.app, 'GET', 'search/index', { query: { q: 'phone\u0000' }, lang: 'en-us' });
    expect(search.status).toBe(400);
    expect(search.body).toMatchObject({ code: 402, msg: 'Search keywords must not contain control characters', data: { field: 'q' } });
    const login = await call(t.app, 'POST', 'user/login', { body: { type: 'password', account: 'demo\u001b', password: 'x' } });
    expect(login.status).toBe(400);
    expect(login.body.data.field).toBe('account');
    expect(login.body.msg).toMatch(/含有不允许的控制字符$/);
  });

  it('allows line breaks and tabs in multi-line fields only', () => {
    const control = (path: string[]) => ({ path, refusal: 'text_control_characters' });
    expect(findRefusedText({ remark: 'ring twice\r\n\tthanks' })).toBeNull();
    expect(findRefusedText({ invoice: { header: 'ACME\nLtd' } })).toEqual(control(['invoice', 'header']));
    expect(findRefusedText({ remark: 'a\u0000' })).toEqual(control(['remark']));
    expect(findRefusedText({ ids: [1, 'x\u0085'] })).toEqual(control(['ids', '1']));
    const deep = JSON.parse(`${'['.repeat(100_000)}${']'.repeat(100_000)}`);
    expect(findRefusedText(deep)).toBeNull();
  });

  it('tells a lone surrogate from a pair: only half a pair is malformed', () => {
    expect(findRefusedText({ remark: 'party 🎉 time', header: '𠮷野家' })).toBeNull();
    for (const half of ['\ud800', '\udbff', '\udc00', '\udfff', '🎉'[0]!, 'x\udc00y']) {
      expect(findRefusedText({ remark: half })).toEqual({ path: ['remark'], refusal: 'text_malformed' });
    }
  });

  it("refuses a lone surrogate in an order's invoice header with a 400 naming the field, where PostgreSQL would fail", async () => {
    const member = await createMember(t.connection.db, 'halfpair');
    const mug = await inStockSku(t.connection.db, 7);
    const invoice = { header_type: 'person', header: 'Me\ud800', phone: '13911112222', email: 'me@example.com', invoice_type: 'normal' };
    // JSON.stringify writes the half pair as the escape `\ud800`, as an attacker's client would.
    const rawBody = JSON.stringify({ type: 'buy', sku_id: mug.id, quantity: 1, delivery: 'pickup', store_id: 1, invoice });
    expect(rawBody).toContain('\\ud800');
    for (const [lang, msg] of [['en-us', /contains characters that cannot be read/], ['zh-cn', /含有无法识别的字符/]] as const) {
      const order = await call(t.app, 'POST', 'order/create', { token: member.token, rawBody, lang });
      expect(order.status).toBe(400);
      expect(order.body).toMatchObject({ code: 402, data: { field: 'invoice.header' } });
      expect(order.body.msg).toMatch(msg);
    }
    const fixed = await call(t.app, 'POST', 'order/create', { token: member.token, rawBody: rawBody.replace('\\ud800', ''), lang: 'en-us' });
    expect(fixed.body.code).toBe(1);
  });

  it('answers upper-case API paths, undecodable URLs and too large bodies in the envelope', async () => {
    const upper = await t.app.inject({ method: 'GET', url: '/HOMEAPI/goods/index' });
    expect(upper.statusCode).toBe(404);
    expect(upper.json()).toMatchObject({ code: 404, data: null });
    const badUrl = await t.app.inject({ method: 'GET', url: '/homeapi/goods/%E0%A4%A', headers: { 'accept-language': 'en-us' } });
    expect(badUrl.statusCode).toBe(400);
    expect(badUrl.json()).toMatchObject({ code: 402, msg: 'The request address is not valid', data: { field: 'url' } });
    const large = await call(t.app, 'POST', 'user/login', { rawBody: JSON.stringify({ account: 'x'.repeat(300 * 1024) }), lang: 'en-us' });
    expect(large.status).toBe(413);
    expect(large.body).toMatchObject({ code: 402, msg: 'The request body is too large' });
  });

  /** A listening API with the given time-outs, and its port. */
  async function listening(timeouts?: Partial<ServerTimeouts>) {
    const server = await buildApp({ db: t.connection.db, listen: t.connection.listen, nodeEnv: 'test', siteRoot: null, timeouts });
    await server.listen({ port: 0, host: '127.0.0.1' });
    return { server, port: (server.server.address() as net.AddressInfo).port };
  }

  const OVERSIZED = `GET /homeapi/common/init HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(64 * 1024)}\r\n\r\n`;
  const headersOf = (answer: string) => answer.slice(0, answer.indexOf('\r\n\r\n')).split('\r\n');
  const bodyOf = (answer: string) => JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)) as unknown;

  it('answers headers too large for the HTTP parser with a 431 envelope and the security headers', async () => {
    const { server, port } = await listening();
    const [answer] = await rawExchange(port, [OVERSIZED]);
    await server.close();
    expect(headersOf(answer!)[0]).toBe('HTTP/1.1 431 Request Header Fields Too Large');
    expect(headersOf(answer!)).toEqual(expect.arrayContaining([`content-security-policy: ${CONTENT_SECURITY_POLICY}`, 'x-frame-options: SAMEORIGIN', 'Connection: close']));
    expect(bodyOf(answer!)).toEqual({ code: 402, msg: '请求头过大', data: null });
  });

  it('answers oversized headers with the 431 envelope on a kept-alive connection too', async () => {
    const { server, port } = await listening();
    const [first, second] = await rawExchange(port, ['GET /homeapi/no-such-call HTTP/1.1\r\nHost: x\r\n\r\n', OVERSIZED]);
    await server.close();
    expect(headersOf(first!)[0]).toBe('HTTP/1.1 404 Not Found');
    expect(headersOf(second!)[0]).toBe('HTTP/1.1 431 Request Header Fields Too Large');
    expect(bodyOf(second!)).toEqual({ code: 402, msg: '请求头过大', data: null });
  });

  it('cuts a request whose body stops arriving with a 408 envelope', async () => {
    const { server, port } = await listening({ headersMs: 300, requestMs: 600, checkEveryMs: 100 });
    const started = Date.now();
    const [answer] = await rawExchange(port, ['POST /homeapi/user/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"ac']);
    const waited = Date.now() - started;
    await server.close();
    expect(headersOf(answer!)[0]).toBe('HTTP/1.1 408 Request Timeout');
    expect(bodyOf(answer!)).toEqual({ code: 402, msg: '请求超时', data: null });
    expect(waited).toBeGreaterThanOrEqual(600);
  });

  it('cuts a connection whose headers never end', async () => {
    const { server, port } = await listening({ headersMs: 300, requestMs: 600, checkEveryMs: 100 });
    const [answer] = await rawExchange(port, ['GET /homeapi/common/init HTTP/1.1\r\nHost: x\r\nX-Slow: 1\r\n']);
    await server.close();
    expect(headersOf(answer!)[0]).toBe('HTTP/1.1 408 Request Timeout');
  });

  it('closes a kept-alive connection that stays idle', async () => {
    const { server, port } = await listening({ keepAliveMs: 300 });
    const started = Date.now();
    const answers = await rawExchange(port, ['GET /homeapi/no-such-call HTTP/1.1\r\nHost: x\r\n\r\n']);
    const waited = Date.now() - started;
    await server.close();
    expect(answers).toHaveLength(1);
    expect(waited).toBeGreaterThanOrEqual(300);
  });

  it('compresses large answers for clients that accept it', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/homeapi/index/index?temp_id=pc', headers: { 'accept-encoding': 'gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
  });
});

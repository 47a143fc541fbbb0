import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Envelope } from '@shop/contract';
import { buildApp } from '../app';
import { call, createTestApp, type TestApp } from '../testing/test-app';
import { langFromHeader, translate } from './i18n';
import { findControlCharacter } from './input-hygiene';
import { CONTENT_SECURITY_POLICY } from './security-headers';

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
    const probe = await buildApp({ db: t.connection.db, listen: t.connection.listen, siteRoot: null });
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
    const behindProxy = await buildApp({ db: t.connection.db, listen: t.connection.listen, siteRoot: null, trustProxy: true });
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
    expect(findControlCharacter({ remark: 'ring twice\r\n\tthanks' })).toBeNull();
    expect(findControlCharacter({ invoice: { header: 'ACME\nLtd' } })).toEqual(['invoice', 'header']);
    expect(findControlCharacter({ remark: 'a\u0000' })).toEqual(['remark']);
    expect(findControlCharacter({ ids: [1, 'x\u0085'] })).toEqual(['ids', '1']);
    const deep = JSON.parse(`${'['.repeat(100_000)}${']'.repeat(100_000)}`);
    expect(findControlCharacter(deep)).toBeNull();
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

  it('answers headers too large for the HTTP parser with a 431 envelope', async () => {
    const server = await buildApp({ db: t.connection.db, listen: t.connection.listen, siteRoot: null });
    await server.listen({ port: 0, host: '127.0.0.1' });
    const { port } = server.server.address() as net.AddressInfo;
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.write(`GET /homeapi/common/init HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(64 * 1024)}\r\n\r\n`);
      });
      let received = '';
      socket.on('data', (chunk) => (received += chunk.toString()));
      socket.on('close', () => resolve(received));
      socket.on('error', (error) => (received ? resolve(received) : reject(error)));
    });
    await server.close();
    expect(raw.split('\r\n')[0]).toBe('HTTP/1.1 431 Request Header Fields Too Large');
    expect(JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4))).toEqual({ code: 402, msg: '请求头过大', data: null });
  });

  it('compresses large answers for clients that accept it', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/homeapi/index/index?temp_id=pc', headers: { 'accept-encoding': 'gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
  });
});

// A local stand-in for WeChat's website sign-in (Open Platform QR connect), speaking the documented
// protocol (网站应用微信登录开发指南): the QR connect page, sns/oauth2/access_token and sns/userinfo,
// with WeChat's errcode answers. Node built-ins only, so API tests and end-to-end specs can start it.
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Someone who may "scan" the QR code: their WeChat ids and profile. */
export type FakeWechatPerson = { key: string; openid: string; unionid?: string; nickname: string; headimgurl?: string };

export type WechatLoginFakeOptions = {
  appId: string;
  secret: string;
  people: FakeWechatPerson[];
  /** WeChat's codes live 10 minutes. */
  codeTtlMs?: number;
  accessTokenTtlMs?: number;
  /** The fake's clock, so a test can expire codes without waiting. */
  now?: () => number;
};

export type WechatLoginFake = {
  /** Both WECHAT_LOGIN_API_BASE and WECHAT_LOGIN_CONNECT_BASE. */
  origin: string;
  /** A code as the QR page would issue it after `personKey` scanned and confirmed. */
  issueCode: (personKey: string) => string;
  /** Every access_token exchange asked, as WeChat would have seen it (the secret included, to check it exactly). */
  exchanges: Array<Record<string, string>>;
  stop: () => Promise<void>;
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export async function startWechatLoginFake(options: WechatLoginFakeOptions): Promise<WechatLoginFake> {
  const now = options.now ?? Date.now;
  const codeTtl = options.codeTtlMs ?? 10 * 60_000;
  const tokenTtl = options.accessTokenTtlMs ?? 2 * 60 * 60_000;
  const people = new Map(options.people.map((person) => [person.key, person]));
  const codes = new Map<string, { person: FakeWechatPerson; expiresAt: number; used: boolean }>();
  const tokens = new Map<string, { person: FakeWechatPerson; expiresAt: number }>();
  const exchanges: Array<Record<string, string>> = [];

  const issueCode = (personKey: string) => {
    const person = people.get(personKey);
    if (!person) throw new Error(`no such person: ${personKey}`);
    const code = randomBytes(16).toString('hex');
    codes.set(code, { person, expiresAt: now() + codeTtl, used: false });
    return code;
  };

  const json = (response: ServerResponse, body: object) => {
    // WeChat labels its JSON text/plain.
    response.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' });
    response.end(JSON.stringify(body));
  };
  const fail = (response: ServerResponse, errcode: number, errmsg: string) => json(response, { errcode, errmsg: `${errmsg}, rid: ${randomBytes(4).toString('hex')}` });

  /** The QR connect page: a real one shows a QR code; here every person is a "scan as" link, and Cancel refuses. */
  function qrConnect(query: URLSearchParams, response: ServerResponse) {
    const appid = query.get('appid') ?? '';
    const redirectUri = query.get('redirect_uri') ?? '';
    const state = query.get('state') ?? '';
    const problem =
      appid !== options.appId ? 'AppID 参数错误 (appid)' : query.get('scope') !== 'snsapi_login' ? 'Scope 参数错误或没有 Scope 权限' : query.get('response_type') !== 'code' ? 'response_type 参数错误' : !/^https?:\/\//.test(redirectUri) ? 'redirect_uri 参数错误' : '';
    response.writeHead(problem ? 400 : 200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    if (problem) {
      response.end(`<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>微信登录</title></head><body><main><h1>${escapeHtml(problem)}</h1></main></body></html>`);
      return;
    }
    const back = (extra: Record<string, string>) => {
      const url = new URL(redirectUri);
      for (const [key, value] of Object.entries({ ...extra, state })) url.searchParams.set(key, value);
      return url.toString();
    };
    const scans = [...people.values()]
      .map((person) => `<li><a href="/connect/scan?${new URLSearchParams({ person: person.key, redirect_uri: redirectUri, state }).toString()}">Scan as ${escapeHtml(person.nickname)}</a></li>`)
      .join('');
    response.end(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>WeChat sign-in (test fake)</title></head><body><main><h1>WeChat sign-in (test fake)</h1><p>Scan with WeChat to sign in to ${escapeHtml(new URL(redirectUri).host)}</p><ul>${scans}</ul><p><a href="${escapeHtml(back({}))}">Cancel</a></p></main></body></html>`,
    );
  }

  function scan(query: URLSearchParams, response: ServerResponse) {
    const url = new URL(query.get('redirect_uri') ?? '');
    url.searchParams.set('code', issueCode(query.get('person') ?? ''));
    url.searchParams.set('state', query.get('state') ?? '');
    response.writeHead(302, { location: url.toString() });
    response.end();
  }

  function accessToken(query: URLSearchParams, response: ServerResponse) {
    exchanges.push(Object.fromEntries(query));
    if (query.get('appid') !== options.appId) return fail(response, 40013, 'invalid appid');
    if (query.get('secret') !== options.secret) return fail(response, 40125, 'invalid appsecret');
    if (query.get('grant_type') !== 'authorization_code') return fail(response, 40002, 'invalid grant_type');
    const code = query.get('code');
    if (!code) return fail(response, 41008, 'missing code');
    const issued = codes.get(code);
    if (!issued) return fail(response, 40029, 'invalid code');
    if (issued.used) return fail(response, 40163, 'code been used');
    if (issued.expiresAt <= now()) return fail(response, 42003, 'code expired');
    issued.used = true;
    const token = randomBytes(24).toString('hex');
    tokens.set(token, { person: issued.person, expiresAt: now() + tokenTtl });
    const { openid, unionid } = issued.person;
    return json(response, { access_token: token, expires_in: tokenTtl / 1000, refresh_token: randomBytes(24).toString('hex'), openid, scope: 'snsapi_login', ...(unionid ? { unionid } : {}) });
  }

  function userInfo(query: URLSearchParams, response: ServerResponse) {
    const granted = tokens.get(query.get('access_token') ?? '');
    if (!granted) return fail(response, 40001, 'invalid credential, access_token is invalid or not latest');
    if (granted.expiresAt <= now()) return fail(response, 42001, 'access_token expired');
    if (query.get('openid') !== granted.person.openid) return fail(response, 40003, 'invalid openid');
    const { openid, unionid, nickname, headimgurl = '' } = granted.person;
    return json(response, { openid, nickname, sex: 0, province: '', city: '', country: '', headimgurl, privilege: [], ...(unionid ? { unionid } : {}) });
  }

  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    if (request.method !== 'GET') {
      response.writeHead(405).end();
      return;
    }
    if (url.pathname === '/connect/qrconnect') return qrConnect(url.searchParams, response);
    if (url.pathname === '/connect/scan') return scan(url.searchParams, response);
    if (url.pathname === '/sns/oauth2/access_token') return accessToken(url.searchParams, response);
    if (url.pathname === '/sns/userinfo') return userInfo(url.searchParams, response);
    response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    issueCode,
    exchanges,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

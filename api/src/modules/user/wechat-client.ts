import type { WechatLoginSettings } from './wechat-settings';

/** What WeChat said about the person who scanned: their ids, name and picture. */
export type WechatProfile = { openid: string; unionid: string | null; nickname: string; headimgurl: string };

/**
 * Why asking WeChat failed: `code` when the code was refused (invalid, used or expired: the shopper
 * scans again), `provider` for anything else (keys refused, WeChat busy or unreachable, an answer we
 * cannot read). `errcode` is WeChat's number, for the log; the secret is never in the message.
 */
export class WechatLoginError extends Error {
  constructor(
    readonly reason: 'code' | 'provider',
    readonly errcode: number | null,
    detail: string,
  ) {
    super(`WeChat sign-in failed (${errcode ?? 'no errcode'}): ${detail}`);
    this.name = 'WechatLoginError';
  }
}

/**
 * WeChat's documented answers about the code (网站应用微信登录开发指南, 返回码): 40029 invalid code,
 * 40163 code already used, 41008 code missing, 42003 code expired. Any other errcode (40013 invalid
 * AppID, 40125 invalid AppSecret, 40001 invalid credential, -1 system busy…) is the shop's or
 * WeChat's problem, not the shopper's.
 */
const CODE_ERRCODES = new Set([40029, 40163, 41008, 42003]);

const TIMEOUT_MS = 8_000;

async function askWechat(url: URL): Promise<Record<string, unknown>> {
  let text: string;
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS), headers: { accept: 'application/json' } });
    text = await response.text();
    if (!response.ok) throw new WechatLoginError('provider', null, `HTTP ${response.status} from ${url.pathname}`);
  } catch (error) {
    if (error instanceof WechatLoginError) throw error;
    throw new WechatLoginError('provider', null, `${url.pathname} unreachable: ${(error as Error).name}`);
  }
  // WeChat answers JSON, often labelled text/plain.
  let answer: unknown;
  try {
    answer = JSON.parse(text);
  } catch {
    throw new WechatLoginError('provider', null, `${url.pathname} answered something other than JSON`);
  }
  if (!answer || typeof answer !== 'object') throw new WechatLoginError('provider', null, `${url.pathname} answered something other than an object`);
  const body = answer as Record<string, unknown>;
  if (typeof body.errcode === 'number' && body.errcode !== 0) {
    const errmsg = typeof body.errmsg === 'string' ? body.errmsg.slice(0, 200) : '';
    throw new WechatLoginError(CODE_ERRCODES.has(body.errcode) ? 'code' : 'provider', body.errcode, `${url.pathname}: ${errmsg}`);
  }
  return body;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * The code WeChat's QR connect page sent back, exchanged for the person's profile: the access token
 * (`sns/oauth2/access_token`, grant_type authorization_code), then `sns/userinfo` with it. Plain
 * HTTPS calls over Node's fetch: no maintained Node SDK exists for website sign-in (ADR 0034).
 */
export async function fetchWechatProfile(settings: WechatLoginSettings, code: string): Promise<WechatProfile> {
  const tokenUrl = new URL(`${settings.apiBase}/sns/oauth2/access_token`);
  tokenUrl.search = new URLSearchParams({ appid: settings.appId, secret: settings.secret, code, grant_type: 'authorization_code' }).toString();
  const granted = await askWechat(tokenUrl);
  const accessToken = text(granted.access_token);
  const openid = text(granted.openid);
  if (!accessToken || !openid) throw new WechatLoginError('provider', null, 'access_token answered without access_token or openid');

  const userUrl = new URL(`${settings.apiBase}/sns/userinfo`);
  userUrl.search = new URLSearchParams({ access_token: accessToken, openid, lang: 'zh_CN' }).toString();
  const user = await askWechat(userUrl);
  if (text(user.openid) !== openid) throw new WechatLoginError('provider', null, 'userinfo answered for another openid');
  const unionid = text(user.unionid) || text(granted.unionid) || null;
  return { openid, unionid, nickname: text(user.nickname), headimgurl: text(user.headimgurl) };
}

import type { NodeEnv } from '../../node-env';

/** The website application's keys on WeChat's Open Platform, and where WeChat answers (docs/wechat-sign-in.md). */
export type WechatLoginSettings = {
  appId: string;
  secret: string;
  /** `sns/oauth2/access_token` and `sns/userinfo` live here. */
  apiBase: string;
  /** The QR connect page (`connect/qrconnect`) lives here. */
  connectBase: string;
};

export const WECHAT_API_BASE = 'https://api.weixin.qq.com';
export const WECHAT_CONNECT_BASE = 'https://open.weixin.qq.com';

function baseFromEnv(env: NodeJS.ProcessEnv, name: string, fallback: string, nodeEnv: NodeEnv): string {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`${name} must be an http(s) address, got "${raw}"`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`${name} must be an http(s) address, got "${raw}"`);
  // The secret and the members' codes travel to it: production talks to WeChat over TLS only.
  if (nodeEnv === 'production' && url.protocol !== 'https:') throw new Error(`${name} must be an https address in production, got "${raw}"`);
  return raw.replace(/\/+$/, '');
}

/**
 * WECHAT_LOGIN_APPID and WECHAT_LOGIN_SECRET turn WeChat sign-in on; neither leaves it off (null).
 * One without the other refuses the start, in every mode, naming the missing one.
 */
export function wechatLoginFromEnv(nodeEnv: NodeEnv, env: NodeJS.ProcessEnv = process.env): WechatLoginSettings | null {
  const appId = env.WECHAT_LOGIN_APPID?.trim() ?? '';
  const secret = env.WECHAT_LOGIN_SECRET?.trim() ?? '';
  if (!appId && !secret) return null;
  if (!appId) throw new Error('WECHAT_LOGIN_SECRET is set but WECHAT_LOGIN_APPID is not: WeChat sign-in needs both');
  if (!secret) throw new Error('WECHAT_LOGIN_APPID is set but WECHAT_LOGIN_SECRET is not: WeChat sign-in needs both');
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(appId)) throw new Error(`WECHAT_LOGIN_APPID must be the website application's AppID (letters and digits), got "${appId}"`);
  return {
    appId,
    secret,
    apiBase: baseFromEnv(env, 'WECHAT_LOGIN_API_BASE', WECHAT_API_BASE, nodeEnv),
    connectBase: baseFromEnv(env, 'WECHAT_LOGIN_CONNECT_BASE', WECHAT_CONNECT_BASE, nodeEnv),
  };
}

import { createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto';
import { providerUrlSetting, textOrFileSetting } from '../../../lib/provider-settings';

/** WeChat Pay APIv3 in the "WeChat Pay public key" mode: our merchant key, their public key and its id. */
export type WechatpaySettings = {
  /** WECHATPAY_MCHID: the merchant number. */
  mchid: string;
  /** WECHATPAY_APPID: the app (official account or website app) the payments are made under. */
  appid: string;
  /** WECHATPAY_SERIAL_NO: the serial number of our merchant API certificate, named in every signed request. */
  serialNo: string;
  /** WECHATPAY_PRIVATE_KEY(_FILE): our merchant API private key, which signs every request. */
  privateKey: KeyObject;
  /** WECHATPAY_PLATFORM_PUBLIC_KEY(_FILE): WeChat Pay's public key, which checks every answer and notification. */
  platformPublicKey: KeyObject;
  /** WECHATPAY_PLATFORM_PUBLIC_KEY_ID: the id WeChat Pay names that key by (`Wechatpay-Serial`). */
  platformPublicKeyId: string;
  /** WECHATPAY_APIV3_KEY: the 32-byte APIv3 key that decrypts notifications. */
  apiV3Key: string;
  /** WECHATPAY_BASE_URL: where the API answers. */
  baseUrl: string;
  /** How long one call may take before the shop gives up on it. */
  timeoutMs: number;
};

export const WECHATPAY_BASE_URL = 'https://api.mch.weixin.qq.com';
const DEFAULT_TIMEOUT_MS = 10_000;

type Env = Record<string, string | undefined>;

const refuse = (name: string, why: string): never => {
  throw new Error(`${name} ${why}`);
};

/** A setting's text, or the text of the file its `_FILE` variant names; undefined when neither is set. */
function pemKey(env: Env, name: string, kind: 'private' | 'public'): KeyObject {
  const pem = textOrFileSetting(env, name) ?? refuse(name, 'is required when WeChat Pay is configured');
  try {
    const key = kind === 'private' ? createPrivateKey(pem) : createPublicKey(pem);
    if (key.asymmetricKeyType !== 'rsa') refuse(name, 'must be an RSA key');
    return key;
  } catch (error) {
    if (error instanceof Error && error.message.startsWith(name)) throw error;
    return refuse(name, `is not a PEM ${kind} key`);
  }
}

function required(env: Env, name: string, pattern: RegExp, shape: string): string {
  const value = env[name]?.trim() || refuse(name, 'is required when WeChat Pay is configured');
  if (!pattern.test(value)) refuse(name, `must be ${shape}`);
  return value;
}

/**
 * WeChat Pay's settings from the environment: undefined when none of them is set (the shop runs
 * without WeChat Pay), otherwise all of them checked, refusing the start with the name of the first
 * one that is missing or malformed.
 */
export function wechatpaySettingsFromEnv(env: Env): WechatpaySettings | undefined {
  const names = ['MCHID', 'APPID', 'SERIAL_NO', 'PRIVATE_KEY', 'PRIVATE_KEY_FILE', 'PLATFORM_PUBLIC_KEY', 'PLATFORM_PUBLIC_KEY_FILE', 'PLATFORM_PUBLIC_KEY_ID', 'APIV3_KEY'];
  if (!names.some((name) => env[`WECHATPAY_${name}`])) return undefined;
  const apiV3Key = env.WECHATPAY_APIV3_KEY ?? refuse('WECHATPAY_APIV3_KEY', 'is required when WeChat Pay is configured');
  if (Buffer.byteLength(apiV3Key, 'utf8') !== 32) refuse('WECHATPAY_APIV3_KEY', 'must be exactly 32 bytes');
  const baseUrl = providerUrlSetting('WECHATPAY_BASE_URL', env.WECHATPAY_BASE_URL, WECHATPAY_BASE_URL);
  return {
    mchid: required(env, 'WECHATPAY_MCHID', /^\d{6,32}$/, 'the merchant number (digits)'),
    appid: required(env, 'WECHATPAY_APPID', /^wx[0-9A-Za-z]{6,30}$/, 'an app id starting with "wx"'),
    serialNo: required(env, 'WECHATPAY_SERIAL_NO', /^[0-9A-Fa-f]{8,64}$/, 'the merchant certificate serial number (hexadecimal)'),
    privateKey: pemKey(env, 'WECHATPAY_PRIVATE_KEY', 'private'),
    platformPublicKey: pemKey(env, 'WECHATPAY_PLATFORM_PUBLIC_KEY', 'public'),
    platformPublicKeyId: required(env, 'WECHATPAY_PLATFORM_PUBLIC_KEY_ID', /^PUB_KEY_ID_[0-9A-Za-z_]{1,64}$/, 'the public key id, "PUB_KEY_ID_..."'),
    apiV3Key,
    baseUrl,
    timeoutMs: DEFAULT_TIMEOUT_MS,
  };
}

import { createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto';
import { providerUrlSetting, textOrFileSetting } from '../../../lib/provider-settings';

/** Alipay's open-platform gateway for live trades, as the SDK documents it. */
export const ALIPAY_PRODUCTION_GATEWAY = 'https://openapi.alipay.com/gateway.do';

/**
 * What the shop needs to take Alipay payments: its app, the app's private key (signs requests) and
 * Alipay's public key (checks answers and notifications), both as PEM text after parsing.
 */
export type AlipaySettings = {
  appId: string;
  /** PKCS#8 PEM. */
  privateKey: string;
  /** SPKI PEM. */
  alipayPublicKey: string;
  gateway: string;
  /** How long a gateway call may take before the cashier says Alipay is not answering. */
  timeoutMs?: number;
};

type Env = Record<string, string | undefined>;

/** A key's text: the variable itself, or the file its `_FILE` variant names; never both. */
/**
 * PEM text, or the bare base64 the Alipay console shows (its header lines left out), as DER bytes
 * for node:crypto; `PKCS#1` or `PKCS#8` for the private key, `SPKI` for the public one.
 */
function parseKey(name: string, text: string, kind: 'private' | 'public'): KeyObject {
  const trimmed = text.trim();
  const attempts: Array<() => KeyObject> = trimmed.startsWith('-----BEGIN')
    ? [() => (kind === 'private' ? createPrivateKey(trimmed) : createPublicKey(trimmed))]
    : kind === 'private'
      ? [
          () => createPrivateKey({ key: Buffer.from(trimmed, 'base64'), format: 'der', type: 'pkcs8' }),
          () => createPrivateKey({ key: Buffer.from(trimmed, 'base64'), format: 'der', type: 'pkcs1' }),
        ]
      : [() => createPublicKey({ key: Buffer.from(trimmed, 'base64'), format: 'der', type: 'spki' })];
  for (const attempt of attempts) {
    try {
      const key = attempt();
      if (key.asymmetricKeyType !== 'rsa') break;
      return key;
    } catch {
      // the next form, or the refusal below
    }
  }
  throw new Error(`${name} is not an RSA ${kind} key (PEM text, or the base64 the Alipay console shows)`);
}

/**
 * ALIPAY_APP_ID, ALIPAY_PRIVATE_KEY (or _FILE), ALIPAY_PUBLIC_KEY (or _FILE) and ALIPAY_GATEWAY.
 * Nothing set: no Alipay. Part of them, a key that does not parse or a gateway that is no https
 * URL (http only for a local test gateway) refuse the start, naming the setting.
 */
export function alipaySettingsFromEnv(env: Env): AlipaySettings | undefined {
  const appId = env.ALIPAY_APP_ID;
  const privateText = textOrFileSetting(env, 'ALIPAY_PRIVATE_KEY');
  const publicText = textOrFileSetting(env, 'ALIPAY_PUBLIC_KEY');
  if (!appId && !privateText && !publicText) return undefined;
  if (!appId || !/^\d{16}$/.test(appId)) throw new Error('ALIPAY_APP_ID must be the 16-digit app id of the Alipay open platform');
  if (!privateText) throw new Error('ALIPAY_PRIVATE_KEY (or ALIPAY_PRIVATE_KEY_FILE) is required with ALIPAY_APP_ID');
  if (!publicText) throw new Error('ALIPAY_PUBLIC_KEY (or ALIPAY_PUBLIC_KEY_FILE) is required with ALIPAY_APP_ID');
  const privateKey = parseKey('ALIPAY_PRIVATE_KEY', privateText, 'private');
  const alipayPublicKey = parseKey('ALIPAY_PUBLIC_KEY', publicText, 'public');
  return {
    appId,
    privateKey: String(privateKey.export({ format: 'pem', type: 'pkcs8' })).trim(),
    alipayPublicKey: String(alipayPublicKey.export({ format: 'pem', type: 'spki' })).trim(),
    gateway: providerUrlSetting('ALIPAY_GATEWAY', env.ALIPAY_GATEWAY, ALIPAY_PRODUCTION_GATEWAY),
  };
}

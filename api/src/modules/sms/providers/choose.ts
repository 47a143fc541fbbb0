import type { SmsSender } from '../../../http/app-context';
import type { NodeEnv } from '../../../node-env';
import { aliyunSmsSender } from './aliyun';
import { aliyunSmsSettings, tencentSmsSettings, type Env } from './settings';
import { tencentSmsSender } from './tencent';
import type { ProviderTransport } from './transport';

export const SMS_PROVIDERS = ['aliyun', 'tencent'] as const;
export type SmsProviderName = (typeof SMS_PROVIDERS)[number];

/** The provider SMS_PROVIDER names, and its sender. */
export type SmsProvider = { name: SmsProviderName; send: SmsSender };

/**
 * The SMS provider the environment names (SMS_PROVIDER), built from its settings; null when none is
 * named (the terminal in development, 503 in production). A name it does not know, or a provider
 * without one of its settings, refuses the start naming the setting, in any mode: a shop told to
 * send through a provider must not start without it.
 */
export function smsProviderFromEnv(nodeEnv: NodeEnv, env: Env = process.env, transport: ProviderTransport = {}): SmsProvider | null {
  const name = env.SMS_PROVIDER?.trim();
  if (!name) return null;
  if (name === 'aliyun') return { name, send: aliyunSmsSender(aliyunSmsSettings(env, nodeEnv), transport) };
  if (name === 'tencent') return { name, send: tencentSmsSender(tencentSmsSettings(env, nodeEnv), transport) };
  throw new Error(`SMS_PROVIDER must be one of ${SMS_PROVIDERS.map((known) => `"${known}"`).join(', ')} or unset, got "${name}"`);
}

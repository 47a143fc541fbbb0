import { RESULT_CODE } from '@shop/contract';
import { AlipaySdk } from 'alipay-sdk';
import { AppError } from '../../../http/errors';
import type { AlipaySettings } from './alipay-settings';

/** How long a gateway call may take by default before the shop says Alipay is not answering. */
const DEFAULT_TIMEOUT_MS = 8000;

/** A `_response` body as the SDK hands it back (keys as Alipay sent them, signature checked). */
export type AlipayAnswer = { code: string; msg: string; sub_code?: string; sub_msg?: string } & Record<string, unknown>;

/** Alipay could not be reached, answered 5xx, took too long, or its answer's signature was wrong. */
export const alipayUnavailable = () => new AppError(503, RESULT_CODE.refused, 'payment_provider_unavailable', { field: 'method' });

/** The SDK set up for the shop's app: RSA2, answers checked against Alipay's public key, snake_case kept. */
export function createAlipaySdk(settings: AlipaySettings): AlipaySdk {
  return new AlipaySdk({
    appId: settings.appId,
    privateKey: settings.privateKey,
    keyType: 'PKCS8',
    alipayPublicKey: settings.alipayPublicKey,
    gateway: settings.gateway,
    signType: 'RSA2',
    camelcase: false,
    timeout: settings.timeoutMs ?? DEFAULT_TIMEOUT_MS,
  });
}

/**
 * One gateway call whose answer's signature the SDK checks. Anything but an answer (network, 5xx,
 * time-out, a bad signature) is the shop's 503; business refusals come back for the caller to read.
 */
export async function callAlipay(sdk: AlipaySdk, method: string, bizContent: Record<string, unknown>, extra: Record<string, string> = {}): Promise<AlipayAnswer> {
  let answer: unknown;
  try {
    answer = await sdk.exec(method, { ...extra, bizContent }, { validateSign: true });
  } catch {
    throw alipayUnavailable();
  }
  const shaped = answer as Partial<AlipayAnswer> | null;
  if (!shaped || typeof shaped.code !== 'string') throw alipayUnavailable();
  return shaped as AlipayAnswer;
}

export const isSuccess = (answer: AlipayAnswer) => answer.code === '10000';

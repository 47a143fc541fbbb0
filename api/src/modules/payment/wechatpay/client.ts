import { RESULT_CODE } from '@shop/contract';
import { Wechatpay } from 'wechatpay-axios-plugin';
import { AppError } from '../../../http/errors';
import type { WechatpaySettings } from './settings';

/** What WeChat Pay answered, its signature already checked by the SDK: 2xx data, or a documented refusal. */
export type WechatpayAnswer = { ok: true; status: number; data: unknown } | { ok: false; status: number; code: string; message: string };

/** A call to WeChat Pay: the path with `{placeholders}`, their values, the query and the JSON body. */
export type WechatpayCall = { method: 'get' | 'post'; path: string; values?: Record<string, string>; params?: Record<string, string>; data?: object };

export type WechatpayClient = (call: WechatpayCall) => Promise<WechatpayAnswer>;

/** The shop cannot reach WeChat Pay, or what came back is not a trustworthy answer: try again later. */
export const wechatpayUnavailable = () => new AppError(503, RESULT_CODE.refused, 'wechatpay_unavailable');

type HttpFailure = { code?: string; response?: { status: number; data?: unknown } };
const isHttpFailure = (error: unknown): error is HttpFailure => typeof error === 'object' && error !== null && ('response' in error || 'code' in error);

/** The SDK refuses an answer whose signature, serial or timestamp does not check out (codes EV3_RES_*). */
const isUnverifiedAnswer = (failure: HttpFailure) => typeof failure.code === 'string' && failure.code.startsWith('EV3_RES_');

function refusalOf(status: number, data: unknown): WechatpayAnswer {
  const body = typeof data === 'object' && data !== null ? (data as { code?: unknown; message?: unknown }) : {};
  return { ok: false, status, code: typeof body.code === 'string' ? body.code : 'UNKNOWN', message: typeof body.message === 'string' ? body.message : '' };
}

/**
 * The WeChat Pay APIv3 client: the SDK signs each request with our merchant key and checks each
 * answer's signature with the platform public key (by its id) and its timestamp. A time-out, a
 * 5xx or an answer that fails verification is "unavailable" (503, translated); a 4xx is answered as
 * WeChat Pay's documented refusal for the caller to judge.
 */
export function createWechatpayClient(settings: WechatpaySettings): WechatpayClient {
  const wxpay = new Wechatpay({
    mchid: settings.mchid,
    serial: settings.serialNo,
    privateKey: settings.privateKey.export({ type: 'pkcs8', format: 'pem' }),
    certs: { [settings.platformPublicKeyId]: settings.platformPublicKey },
    baseURL: `${settings.baseUrl}/`,
    timeout: settings.timeoutMs,
  });
  return async ({ method, path, values = {}, params, data }) => {
    const endpoint = wxpay.chain(path);
    const config = { ...values, ...(params ? { params } : {}) };
    try {
      const answer = method === 'get' ? await endpoint.get(config) : await endpoint.post(data ?? {}, config);
      return { ok: true, status: answer.status, data: answer.data as unknown };
    } catch (error) {
      if (!isHttpFailure(error) || isUnverifiedAnswer(error) || !error.response || error.response.status >= 500) throw wechatpayUnavailable();
      return refusalOf(error.response.status, error.response.data);
    }
  };
}

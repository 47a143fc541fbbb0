import Dysmsapi, { SendSmsRequest } from '@alicloud/dysmsapi20170525';
import { $OpenApiUtil } from '@alicloud/openapi-core';
import type { SmsSender } from '../../../http/app-context';
import { providerStatusOf, SmsNotSentError, type NotSentReason } from './not-sent';
import { templateFor, type AliyunSmsSettings } from './settings';
import { DEFAULT_TIMEOUT_MS, type ProviderTransport } from './transport';

const PROVIDER = 'Aliyun SMS';

/** The answers (`Code`) Aliyun documents for SendSms that are about the shopper's number; the rest are the shop's or Aliyun's side. */
const REASONS: Record<string, NotSentReason> = {
  'isv.BUSINESS_LIMIT_CONTROL': 'number_limited',
  'isv.MOBILE_NUMBER_ILLEGAL': 'mobile_rejected',
};

/**
 * Why the SDK threw: the provider's error code when it answered one (`SignatureDoesNotMatch`,
 * `InvalidAccessKeyId.NotFound`), its HTTP status, or the transport's error name for a time-out.
 * Never the message: the SDK's messages quote the request line, whose query holds the code.
 */
function failureStatus(error: unknown): string {
  const { code, statusCode, name } = (error ?? {}) as { code?: unknown; statusCode?: unknown; name?: unknown };
  const status = providerStatusOf(code, '');
  if (status && status !== 'undefined') return status;
  if (typeof statusCode === 'number') return `HTTP ${statusCode}`;
  return providerStatusOf(name, 'network error');
}

/**
 * Aliyun SMS (Dysmsapi 2017-05-25 `SendSms`) through Aliyun's own SDK, which signs every call with
 * the access key (ACS3-HMAC-SHA256). The code goes in `TemplateParam` as `{"code":"…"}`, the only
 * variable the scene's template has. `Code: "OK"` is the only acceptance.
 */
export function aliyunSmsSender(settings: AliyunSmsSettings, transport: ProviderTransport = {}): SmsSender {
  const timeout = transport.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const client = new Dysmsapi(
    new $OpenApiUtil.Config({
      accessKeyId: settings.accessKeyId,
      accessKeySecret: settings.accessKeySecret,
      endpoint: settings.endpoint.host,
      protocol: settings.endpoint.protocol,
      connectTimeout: timeout,
      readTimeout: timeout,
    }),
  );
  return async ({ mobile, scene, code }) => {
    const request = new SendSmsRequest({
      phoneNumbers: mobile,
      signName: settings.signName,
      templateCode: templateFor(settings.templates, scene),
      templateParam: JSON.stringify({ code }),
    });
    let status: unknown;
    try {
      status = (await client.sendSms(request)).body?.code;
    } catch (error) {
      throw new SmsNotSentError(PROVIDER, failureStatus(error), 'not_sent');
    }
    if (status === 'OK') return;
    const providerStatus = providerStatusOf(status, 'no Code');
    throw new SmsNotSentError(PROVIDER, providerStatus, REASONS[providerStatus] ?? 'not_sent');
  };
}

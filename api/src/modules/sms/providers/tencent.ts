import { sms } from 'tencentcloud-sdk-nodejs-sms';
import type { SmsSender } from '../../../http/app-context';
import { providerStatusOf, SmsNotSentError, type NotSentReason } from './not-sent';
import { templateFor, type TencentSmsSettings } from './settings';
import { DEFAULT_TIMEOUT_MS, type ProviderTransport } from './transport';

const PROVIDER = 'Tencent Cloud SMS';

/** The codes Tencent Cloud documents for SendSms that are about the shopper's number; the rest are the shop's or Tencent's side. */
const REASONS: Record<string, NotSentReason> = {
  'LimitExceeded.PhoneNumberDailyLimit': 'number_limited',
  'LimitExceeded.PhoneNumberOneHourLimit': 'number_limited',
  'LimitExceeded.PhoneNumberThirtySecondLimit': 'number_limited',
  'LimitExceeded.PhoneNumberSameContentDailyLimit': 'number_limited',
  'LimitExceeded.DeliveryFrequencyLimit': 'number_limited',
  'InvalidParameterValue.IncorrectPhoneNumber': 'mobile_rejected',
  'FailedOperation.PhoneNumberInBlacklist': 'mobile_rejected',
  'UnsupportedOperation.ContainDomesticAndInternationalPhoneNumber': 'mobile_rejected',
};

const refusal = (status: string) => new SmsNotSentError(PROVIDER, status, REASONS[status] ?? 'not_sent');

/**
 * Why the SDK threw: the error code of the API's answer (`AuthFailure.SignatureFailure`), the HTTP
 * status of an answer that was not one, or a time-out. Never the message.
 */
function failure(error: unknown): SmsNotSentError {
  const { code, httpCode, message } = (error ?? {}) as { code?: unknown; httpCode?: unknown; message?: unknown };
  if (typeof code === 'string' && code) return refusal(providerStatusOf(code, 'unreadable error code'));
  if (typeof httpCode === 'number') return refusal(`HTTP ${httpCode}`);
  return refusal(typeof message === 'string' && /timeout/i.test(message) ? 'timeout' : 'network error');
}

/**
 * Tencent Cloud SMS (API 2021-01-11 `SendSms`) through Tencent Cloud's own SDK, which signs every
 * call with the secret key (TC3-HMAC-SHA256). The code is the template's only parameter; the number
 * goes in E.164 (+86…). The message's `SendStatusSet[0].Code` of "Ok" is the only acceptance.
 */
export function tencentSmsSender(settings: TencentSmsSettings, transport: ProviderTransport = {}): SmsSender {
  const client = new sms.v20210111.Client({
    credential: { secretId: settings.secretId, secretKey: settings.secretKey },
    region: settings.region,
    profile: {
      httpProfile: {
        endpoint: settings.endpoint.host,
        protocol: `${settings.endpoint.protocol}://`,
        reqTimeout: (transport.timeoutMs ?? DEFAULT_TIMEOUT_MS) / 1000,
        agent: transport.agent,
      },
    },
  });
  return async ({ mobile, scene, code }) => {
    const request = {
      PhoneNumberSet: [`+86${mobile}`],
      SmsSdkAppId: settings.sdkAppId,
      SignName: settings.signName,
      TemplateId: templateFor(settings.templates, scene),
      TemplateParamSet: [code],
    };
    let status: unknown;
    try {
      status = (await client.SendSms(request)).SendStatusSet?.[0]?.Code;
    } catch (error) {
      throw failure(error);
    }
    if (status !== 'Ok') throw refusal(providerStatusOf(status, 'no SendStatus'));
  };
}

import { RESULT_CODE } from '@shop/contract';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../../http/errors';

/** What the shopper is told when a provider did not send: their number's limit, their number, or the shop's side. */
export type NotSentReason = 'number_limited' | 'mobile_rejected' | 'not_sent';

const ANSWERS = {
  number_limited: { status: 429, key: 'sms_number_limited' },
  mobile_rejected: { status: 400, key: 'sms_mobile_rejected' },
  not_sent: { status: 503, key: 'sms_not_sent' },
} as const;

/**
 * A provider did not accept a verification code. The shopper gets a translated refusal naming the
 * `mobile` field; the error itself names the provider and its status (`isv.BUSINESS_LIMIT_CONTROL`,
 * `SignatureDoesNotMatch`, `HTTP 502`, `timeout`) and never the request, which carries the code.
 */
export class SmsNotSentError extends AppError {
  constructor(
    readonly provider: string,
    readonly providerStatus: string,
    readonly reason: NotSentReason,
  ) {
    super(ANSWERS[reason].status, RESULT_CODE.refused, ANSWERS[reason].key, { field: 'mobile' });
    this.name = 'SmsNotSentError';
    this.message = `${provider} did not send the text message: ${providerStatus}`;
  }
}

/** The provider's status as the log may keep it: a short code of letters, digits, dots and dashes, never a free text. */
export function providerStatusOf(value: unknown, fallback: string): string {
  return typeof value === 'string' && /^[\w.-]{1,80}$/.test(value) ? value : fallback;
}

/**
 * Tells the operator which provider status stopped a code, since the shopper's refusal is not
 * logged as a failure: a wrong key or template shows here. Only the provider and its status: no
 * number, no code.
 */
export function reportNotSent(log: FastifyBaseLogger, error: unknown): void {
  if (!(error instanceof SmsNotSentError)) return;
  log.warn({ sms_provider: error.provider, provider_status: error.providerStatus }, 'the SMS provider did not send a verification code');
}

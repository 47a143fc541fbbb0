import { RESULT_CODE, type RefusalData } from '@shop/contract';
import type { MessageKey, MessageParams } from './i18n';

/** A refusal the client is meant to show: translated at the edge, never logged as a failure. */
export class AppError extends Error {
  constructor(
    readonly httpStatus: number,
    readonly resultCode: number,
    readonly messageKey: MessageKey,
    readonly options: { params?: MessageParams; field?: string; data?: RefusalData } = {},
  ) {
    super(messageKey);
    this.name = 'AppError';
  }
}

export const refused = (messageKey: MessageKey, field?: string, params?: MessageParams) =>
  new AppError(400, RESULT_CODE.refused, messageKey, { field, params });

export const conflict = (messageKey: MessageKey, field: string, params?: MessageParams) =>
  new AppError(409, RESULT_CODE.refused, messageKey, { field, params });

export const unauthorized = () => new AppError(401, RESULT_CODE.unauthorized, 'unauthorized');

export const forbidden = () => new AppError(403, RESULT_CODE.refused, 'forbidden');

export const notFound = () => new AppError(404, RESULT_CODE.notFound, 'not_found');

export const rateLimited = (retryAfterSeconds: number) =>
  new AppError(429, RESULT_CODE.refused, 'rate_limited', {
    params: { seconds: retryAfterSeconds },
    data: { retry_after: retryAfterSeconds },
  });

/** The account passed its failed sign-in limit: locked for every address until the window closes. */
export const accountLocked = (retryAfterSeconds: number) =>
  new AppError(429, RESULT_CODE.refused, 'sign_in_locked', {
    params: { minutes: Math.ceil(retryAfterSeconds / 60) },
    data: { retry_after: retryAfterSeconds },
  });

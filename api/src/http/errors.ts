import type { MessageKey, MessageParams } from './i18n';

/** Envelope codes the storefront client reacts to (spec section 8). */
export const ResultCode = {
  ok: 1,
  falsy: 0,
  refused: 402,
  unauthorized: 401,
  notFound: 404,
  serverError: 500,
} as const;

/** A refusal the client is meant to show: translated at the edge, never logged as a failure. */
export class AppError extends Error {
  constructor(
    readonly httpStatus: number,
    readonly resultCode: number,
    readonly messageKey: MessageKey,
    readonly options: { params?: MessageParams; field?: string; data?: Record<string, unknown> } = {},
  ) {
    super(messageKey);
    this.name = 'AppError';
  }
}

export const refused = (messageKey: MessageKey, field?: string, params?: MessageParams) =>
  new AppError(400, ResultCode.refused, messageKey, { field, params });

export const conflict = (messageKey: MessageKey, field: string) =>
  new AppError(409, ResultCode.refused, messageKey, { field });

export const unauthorized = () => new AppError(401, ResultCode.unauthorized, 'unauthorized');

export const forbidden = () => new AppError(403, ResultCode.refused, 'forbidden');

export const notFound = () => new AppError(404, ResultCode.notFound, 'not_found');

export const rateLimited = (retryAfterSeconds: number) =>
  new AppError(429, ResultCode.refused, 'rate_limited', {
    params: { seconds: retryAfterSeconds },
    data: { retry_after: retryAfterSeconds },
  });

/** The account passed its failed sign-in limit: locked for every address until the window closes. */
export const accountLocked = (retryAfterSeconds: number) =>
  new AppError(429, ResultCode.refused, 'sign_in_locked', {
    params: { minutes: Math.ceil(retryAfterSeconds / 60) },
    data: { retry_after: retryAfterSeconds },
  });

import type { ChatErrorCode, ChatServerFrame } from '@shop/contract';
import type { AppError } from '../../../http/errors';
import { translate, type Lang, type MessageKey, type MessageParams } from '../../../http/i18n';

/** Why a frame was refused: an `error` frame's data but for the client_id it answers. */
export type ChatRefusal = { code: ChatErrorCode; reason: string; field: string | null };

export const chatRefusal = (lang: Lang, code: ChatErrorCode, key: MessageKey, params: MessageParams = {}, field: string | null = null): ChatRefusal => ({
  code,
  reason: translate(lang, key, params),
  field,
});

export const errorFrame = (refusal: ChatRefusal, clientId: string | null): ChatServerFrame => ({ type: 'error', data: { ...refusal, client_id: clientId } });

/** The chat's error code for a service's refusal, by the HTTP status the same refusal answers over HTTP. */
const CODE_OF_STATUS: Partial<Record<number, ChatErrorCode>> = { 401: 'not_signed_in', 403: 'forbidden', 404: 'not_found', 429: 'rate_limited' };

/** A service's AppError as the socket tells it: its code, its message in the socket's language, its field. */
export function appErrorRefusal(lang: Lang, error: AppError): ChatRefusal {
  const { params, field } = error.options;
  return chatRefusal(lang, CODE_OF_STATUS[error.httpStatus] ?? 'invalid', error.messageKey, params, field ?? null);
}

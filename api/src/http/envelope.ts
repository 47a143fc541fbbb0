import { RESULT_CODE, type Envelope } from '@shop/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { requestLang, translate, type MessageKey } from './i18n';

/** The success envelope, its message in the request's language. */
export function ok<T>(request: FastifyRequest, data: T, messageKey: MessageKey = 'ok'): Envelope<T> & { code: typeof RESULT_CODE.ok } {
  return { code: RESULT_CODE.ok, msg: translate(requestLang(request), messageKey), data };
}

export function sendEnvelope(reply: FastifyReply, httpStatus: number, envelope: Envelope<unknown>) {
  return reply.code(httpStatus).type('application/json; charset=utf-8').send(envelope);
}

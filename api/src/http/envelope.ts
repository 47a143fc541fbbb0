import type { FastifyReply, FastifyRequest } from 'fastify';
import { requestLang, translate, type MessageKey } from './i18n';
import { ResultCode } from './errors';

export type Envelope<T> = { code: number; msg: string; data: T };

/** The success envelope, its message in the request's language. */
export function ok<T>(request: FastifyRequest, data: T, messageKey: MessageKey = 'ok'): Envelope<T> {
  return { code: ResultCode.ok, msg: translate(requestLang(request), messageKey), data };
}

export function sendEnvelope(reply: FastifyReply, httpStatus: number, envelope: Envelope<unknown>) {
  return reply.code(httpStatus).type('application/json; charset=utf-8').send(envelope);
}

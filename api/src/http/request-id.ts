import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** The header the gateway sets (nginx's `$request_id`) and every answer carries back. */
export const REQUEST_ID_HEADER = 'x-request-id';

/** What an id from the gateway may look like: nginx's 32 hex digits, a UUID, or another tracer's token; nothing that could break a log line. */
const ACCEPTED_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/**
 * Fastify's genReqId: the gateway's id when the API trusts its proxy (TRUST_PROXY), so one id follows a
 * request from the gateway's access log into this node's; otherwise (or when the header is absent or
 * malformed) a new one, shaped like nginx's. A client cannot choose the id of its own log lines unless a
 * trusted proxy passed it on.
 */
export function requestIdGenerator(trustProxy: boolean): (request: IncomingMessage) => string {
  return (request) => {
    const given = trustProxy ? request.headers[REQUEST_ID_HEADER] : undefined;
    if (typeof given === 'string' && ACCEPTED_ID.test(given)) return given;
    return randomUUID().replaceAll('-', '');
  };
}

const requestIds = new AsyncLocalStorage<string>();

/** The id of the request (or chat frame) whose work is running, for what that work sends on: chat deliveries over NOTIFY. */
export function currentRequestId(): string | undefined {
  return requestIds.getStore();
}

/** Runs `work` as part of the request or frame `id`: currentRequestId() answers it in everything `work` awaits. */
export function withRequestId<T>(id: string, work: () => T): T {
  return requestIds.run(id, work);
}

/**
 * Every answer carries its request id (`X-Request-Id`), cached reads included: the header is set on the
 * raw response, which the read cache's hit writes out with its own (so this plugin is registered before
 * it). The id is also made current for the route's work; the body is read between onRequest and
 * preValidation, which loses the context, so preValidation enters it again.
 */
export const requestIdPlugin = fp((app: FastifyInstance, _options: unknown, done: () => void) => {
  app.addHook('onRequest', (request, reply, next) => {
    reply.raw.setHeader(REQUEST_ID_HEADER, request.id);
    withRequestId(request.id, next);
  });
  app.addHook('preValidation', (request, _reply, next) => withRequestId(request.id, next));
  done();
});

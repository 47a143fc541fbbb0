import type { FastifyInstance } from 'fastify';
import { httpDuration, httpRequests } from './registry';

/** The route label of a request no route matched (a 404, a malformed URL): one series, whatever was asked. */
export const UNMATCHED_ROUTE = 'unmatched';

/**
 * Counts and times every answer by its route's template (`/homeapi/order/detail`, `/home/*`), never
 * the raw URL, so ids and query strings cannot grow the series. On the root instance, so the site's
 * answers, refusals and cached reads (answered in an earlier hook) are counted too.
 */
export function registerHttpMetrics(app: FastifyInstance): void {
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? UNMATCHED_ROUTE;
    const method = request.method;
    httpRequests.inc({ method, route, status: String(reply.statusCode) });
    httpDuration.observe({ method, route }, reply.elapsedTime / 1000);
    done();
  });
}

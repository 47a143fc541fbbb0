import type { FastifyInstance, FastifyServerOptions } from 'fastify';

/**
 * How long a client may take, so that connections sending a byte now and then cannot pile up and
 * exhaust the server (slowloris). Fastify leaves the request time unlimited by default; Node's
 * header limit (60 s) is far longer than a browser ever needs.
 */
export type ServerTimeouts = {
  /** From the connection (or the previous answer) to the last header line. */
  headersMs: number;
  /** From the connection to the last byte of the body: the longest a 2 MB photo may take to arrive. */
  requestMs: number;
  /** A socket with no traffic either way, in the middle of a request or an answer. */
  idleMs: number;
  /** A kept-alive connection between two requests; longer than the gateway's 60 s upstream keep-alive, so nginx closes first. */
  keepAliveMs: number;
  /** How often Node checks the header and request limits: a slow client is cut between the limit and the limit plus this. */
  checkEveryMs: number;
};

export const DEFAULT_SERVER_TIMEOUTS: ServerTimeouts = {
  headersMs: 10_000,
  requestMs: 30_000,
  idleMs: 60_000,
  keepAliveMs: 72_000,
  checkEveryMs: 5_000,
};

/** The Fastify options that carry the limits; the header limit is set on the server (applyHeadersTimeout). */
export function serverTimeoutOptions(timeouts: ServerTimeouts): Pick<FastifyServerOptions, 'connectionTimeout' | 'keepAliveTimeout' | 'requestTimeout'> & { http: { connectionsCheckingInterval: number } } {
  return {
    connectionTimeout: timeouts.idleMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    requestTimeout: timeouts.requestMs,
    http: { connectionsCheckingInterval: timeouts.checkEveryMs },
  };
}

/** Node reads the header limit from the server at every check, so it may be set after Fastify created it. */
export function applyHeadersTimeout(app: FastifyInstance, timeouts: ServerTimeouts): void {
  app.server.headersTimeout = Math.min(timeouts.headersMs, timeouts.requestMs);
}

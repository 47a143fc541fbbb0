import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { Lifecycle } from './http/lifecycle';

/** After this long a shutdown exits whatever is left (compose's stop_grace_period is above it). */
export const SHUTDOWN_CAP_MS = 25_000;
/** The longest the node waits for the gateway to finish with its connections before cutting them. */
export const DRAIN_CAP_MS = 15_000;
/**
 * Connections still idle this long after the drain began are no gateway's (its upstream keep-alive,
 * 4 s, has dropped those): a browser's, talking to the shop with no gateway in front (`npm start`).
 * They are closed then, so stopping such a shop does not wait for the drain cap.
 */
export const IDLE_GRACE_MS = 6_000;
const DRAIN_POLL_MS = 100;

type ShutdownParts = {
  app: FastifyInstance;
  lifecycle: Lifecycle;
  /** The job runner, once started: stops fetching jobs, lets running ones finish (pg-boss's graceful stop). */
  jobs: { stop: () => Promise<void> } | null;
  /** The database, closed last. */
  closeDatabase: () => Promise<void>;
};

type ShutdownTimings = { capMs?: number; drainCapMs?: number; idleGraceMs?: number; exit?: (code: number) => void };

/**
 * Stops listening without touching the connections already open. Node's http `server.close()` also
 * closes the idle kept-alive ones, and the gateway may be sending a POST on one at that very instant:
 * it would answer the shopper 502 and, rightly, not replay a POST. The net server's own close only
 * stops the listening socket; the gateway's next new connection is refused, and it tries another node.
 */
function stopAccepting(server: net.Server): void {
  // eslint-disable-next-line @typescript-eslint/unbound-method -- applied to the server itself, skipping http's override
  Reflect.apply(net.Server.prototype.close, server, []);
}

function openConnections(server: net.Server): Promise<number> {
  return new Promise((resolve) => server.getConnections((error, count) => resolve(error ? 0 : count)));
}

/** Resolves true once no connection is left, false at `capMs`. */
async function connectionsClosed(server: net.Server, capMs: number): Promise<boolean> {
  const deadline = Date.now() + capMs;
  while ((await openConnections(server)) > 0) {
    if (Date.now() >= deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, DRAIN_POLL_MS));
  }
  return true;
}

/**
 * The rolling-restart shutdown (ADR 0036), on SIGTERM or SIGINT:
 * 1. readiness answers 503 and every answer says `Connection: close`; the chat closes its sockets 1012;
 * 2. the listening socket closes (new connections are refused, so the gateway uses another node);
 * 3. the job runner stops taking jobs and finishes the ones it runs;
 * 4. requests in flight finish; the gateway's idle connections end as it drops them (its upstream
 *    keep-alive is a few seconds); connections still idle at IDLE_GRACE_MS are closed (a browser's,
 *    with no gateway in front); the rest are cut at DRAIN_CAP_MS;
 * 5. the app closes (its hooks: LISTEN connections, the chat's presence), then the database.
 * Past SHUTDOWN_CAP_MS the process exits 1 whatever is left.
 */
export async function shutDownGracefully(parts: ShutdownParts, timings: ShutdownTimings = {}): Promise<void> {
  const { app, lifecycle } = parts;
  const exit = timings.exit ?? ((code: number) => process.exit(code));
  const startedAt = Date.now();
  const cap = setTimeout(() => {
    app.log.error({ after_ms: Date.now() - startedAt }, 'shutdown took too long: exiting with work unfinished');
    exit(1);
  }, timings.capMs ?? SHUTDOWN_CAP_MS);
  cap.unref();
  try {
    lifecycle.drain();
    stopAccepting(app.server);
    const jobsStopped = (parts.jobs?.stop() ?? Promise.resolve()).catch((error: unknown) => app.log.error({ err: error }, 'stopping the job runner failed'));
    // Every answer from now on says Connection: close, so a connection idle after the grace served nothing since: no request is racing its close.
    const idleGrace = setTimeout(() => app.server.closeIdleConnections?.(), timings.idleGraceMs ?? IDLE_GRACE_MS);
    const drained = await connectionsClosed(app.server, timings.drainCapMs ?? DRAIN_CAP_MS);
    clearTimeout(idleGrace);
    if (!drained) {
      app.log.warn('connections still open at the drain cap: closing them');
      app.server.closeAllConnections?.();
    }
    await jobsStopped;
    await app.close();
    await parts.closeDatabase();
    app.log.info({ after_ms: Date.now() - startedAt, drained }, 'shut down');
  } finally {
    clearTimeout(cap);
  }
}

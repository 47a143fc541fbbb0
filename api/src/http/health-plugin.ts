import { RESULT_CODE } from '@shop/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sendEnvelope } from './envelope';
import { requestLang, translate } from './i18n';
import type { Lifecycle } from './lifecycle';

declare module 'fastify' {
  interface FastifyInstance {
    /** Starting, ready or draining (lifecycle.ts): what readiness answers, and what the chat listens to for the shutdown. */
    lifecycle: Lifecycle;
  }
}

/** The longest readiness waits for `SELECT 1`: a database slower than this counts as unreachable. */
export const DATABASE_CHECK_MS = 1_000;
/**
 * How long a request that arrives while the node is starting waits for it at the door before a 503:
 * a restart (nothing to migrate) is ready well within it, so a shopper whose request the gateway sent
 * to a node still starting is served, not refused; a long migration answers 503 after it.
 */
export const START_HOLD_MS = 10_000;

type HealthPluginOptions = {
  apiPrefix: string;
  lifecycle: Lifecycle;
  nodeName: string | null;
  startHoldMs?: number;
};

type DatabaseCheck = 'ok' | 'unreachable' | 'not_checked';

async function checkDatabase(app: FastifyInstance): Promise<DatabaseCheck> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<DatabaseCheck>((resolve) => {
    timer = setTimeout(() => resolve('unreachable'), DATABASE_CHECK_MS);
  });
  const answered = app.db.execute(sql`select 1`).then(
    (): DatabaseCheck => 'ok',
    (): DatabaseCheck => 'unreachable',
  );
  try {
    return await Promise.race([answered, late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Liveness and readiness (`/homeapi/health/live`, `/homeapi/health/ready`, in the envelope, left out of
 * the request log, never cached nor rate-limited), and the door every other request passes: held while
 * the node starts (503 past START_HOLD_MS), and answered with `Connection: close` while it drains, so
 * the gateway drops each of its connections to this node after its answer and none is cut under it.
 * Registered first: the read cache answers hits in its own onRequest hook, after this one.
 */
export const healthPlugin = fp((app: FastifyInstance, options: HealthPluginOptions, done: () => void) => {
  const { lifecycle, nodeName } = options;
  const healthPrefix = `${options.apiPrefix}/health/`;
  const startHoldMs = options.startHoldMs ?? START_HOLD_MS;
  const startedAt = Date.now();
  app.decorate('lifecycle', lifecycle);

  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.url.startsWith(healthPrefix)) return;
    if (lifecycle.phase === 'starting' && !(await lifecycle.whenStarted(startHoldMs)) && lifecycle.phase === 'starting') {
      return sendEnvelope(reply, 503, { code: RESULT_CODE.refused, msg: translate(requestLang(request), 'service_starting'), data: null });
    }
    if (lifecycle.draining) reply.raw.setHeader('connection', 'close');
  });

  // The checks run every few seconds from the gateway's host and the orchestrator: their request log lines would be noise.
  const quiet = { logLevel: 'warn', schema: { hide: true } } as const;

  app.get(`${healthPrefix}live`, quiet, (request, reply) =>
    sendEnvelope(reply, 200, {
      code: RESULT_CODE.ok,
      msg: translate(requestLang(request), 'health_live'),
      data: { alive: true, phase: lifecycle.phase, node: nodeName, uptime_seconds: Math.round((Date.now() - startedAt) / 1000) },
    }),
  );

  app.get(`${healthPrefix}ready`, quiet, async (request, reply) => {
    const lang = requestLang(request);
    const phase = lifecycle.phase;
    const database: DatabaseCheck = phase === 'ready' ? await checkDatabase(app) : 'not_checked';
    const ready = phase === 'ready' && database === 'ok';
    // Checked again: a SIGTERM may have come while the database answered.
    const now = lifecycle.phase;
    const key = now === 'draining' ? 'health_draining' : now === 'starting' ? 'health_starting' : ready ? 'health_ready' : 'health_database_unreachable';
    const data = { ready: ready && now === 'ready', phase: now, database, node: nodeName };
    return sendEnvelope(reply, data.ready ? 200 : 503, { code: data.ready ? RESULT_CODE.ok : RESULT_CODE.refused, msg: translate(lang, key), data });
  });
  done();
});

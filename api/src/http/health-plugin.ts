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

type HealthPluginOptions = {
  apiPrefix: string;
  lifecycle: Lifecycle;
  nodeName: string | null;
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
 * the node starts (503 past lifecycle.ts's START_HOLD_MS), and answered with `Connection: close` while it drains, so
 * the gateway drops each of its connections to this node after its answer and none is cut under it.
 * Registered first: the read cache answers hits in its own onRequest hook, after this one.
 */
export const healthPlugin = fp((app: FastifyInstance, options: HealthPluginOptions, done: () => void) => {
  const { lifecycle, nodeName } = options;
  const healthPrefix = `${options.apiPrefix}/health/`;
  const startedAt = Date.now();
  app.decorate('lifecycle', lifecycle);

  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    const checked = request.url.startsWith(healthPrefix);
    if (!checked && lifecycle.phase === 'starting' && !(await lifecycle.whenStarted()) && lifecycle.phase === 'starting') {
      return sendEnvelope(reply, 503, { code: RESULT_CODE.refused, msg: translate(requestLang(request), 'service_starting'), data: null });
    }
    // Here for the read cache's hits, which skip onSend; there for requests that came before the drain did.
    if (lifecycle.draining) reply.raw.setHeader('connection', 'close');
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (lifecycle.draining) reply.header('connection', 'close');
    done(null, payload);
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

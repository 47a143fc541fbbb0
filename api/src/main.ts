import path from 'node:path';
import { buildApp } from './app';
import { API_ROOT, openDatabase } from './db/client';
import { prepareDatabase } from './db/prepare';
import { cancelExpiredOrders } from './modules/order/lifecycle-service';

function numberFromEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number, got "${raw}"`);
  return value;
}

async function main() {
  const connection = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: process.env.DATA_DIR });
  const seeded = await prepareDatabase(connection);

  const app = await buildApp({
    db: connection.db,
    nodeEnv: process.env.NODE_ENV,
    rateLimitFactor: numberFromEnv('RATE_LIMIT_FACTOR', 1),
    // One code per phone per minute unless an environment (end-to-end runs) asks for less.
    rateLimits: process.env.SMS_RESEND_SECONDS ? { smsResendMs: numberFromEnv('SMS_RESEND_SECONDS', 60) * 1000 } : undefined,
    siteRoot: process.env.SITE_ROOT ?? path.resolve(API_ROOT, '..'),
    remotesFile: process.env.REMOTES_FILE || undefined,
    trustProxy: process.env.TRUST_PROXY === '1' || process.env.TRUST_PROXY === 'true',
    logger: { level: process.env.LOG_LEVEL ?? 'info' },
    gatewaySecret: process.env.SANDBOX_GATEWAY_SECRET,
    nodeName: process.env.API_NODE_NAME || undefined,
  });
  app.log.info({ driver: connection.driver, seeded }, 'database ready');

  // Unpaid orders give their stock and coupons back once their payment window closes. Every node
  // sweeps; cancelExpiredOrders skips orders another node holds, so each is cancelled once.
  const expiryTimer = setInterval(() => {
    cancelExpiredOrders(connection.db, new Date())
      .then((cancelled) => cancelled > 0 && app.log.info({ cancelled }, 'expired unpaid orders cancelled'))
      .catch((error: unknown) => app.log.error({ err: error }, 'cancelling expired orders failed'));
  }, numberFromEnv('EXPIRY_SWEEP_SECONDS', 60) * 1000);
  expiryTimer.unref();

  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    clearInterval(expiryTimer);
    await app.close();
    await connection.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: numberFromEnv('PORT', 8080), host: process.env.HOST ?? '0.0.0.0' });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

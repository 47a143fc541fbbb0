import path from 'node:path';
import { buildApp } from './app';
import { API_ROOT, openDatabase } from './db/client';
import { prepareDatabase } from './db/prepare';
import { failEndedBargains, settleExpiredGroups } from './modules/activity';
import { cancelExpiredOrders } from './modules/order';
import { checkProductionAccounts } from './seed/first-admin';
import { redactError } from './http/log-redaction';
import { describeStart, numberFromEnv, shopSettingsFromEnv } from './shop-settings';

async function main() {
  const settings = shopSettingsFromEnv();
  const connection = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: process.env.DATA_DIR });
  const seeded = await prepareDatabase(connection, settings.prepare);
  const accountWarning = settings.app.nodeEnv === 'production' ? await checkProductionAccounts(connection.db) : null;

  const app = await buildApp({
    db: connection.db,
    listen: connection.listen,
    ...settings.app,
    // One code per phone per minute unless an environment (end-to-end runs) asks for less.
    rateLimits: process.env.SMS_RESEND_SECONDS ? { smsResendMs: numberFromEnv('SMS_RESEND_SECONDS', 60) * 1000 } : undefined,
    siteRoot: process.env.SITE_ROOT ?? path.resolve(API_ROOT, '..'),
    remotesFile: process.env.REMOTES_FILE || undefined,
    hostDist: process.env.HOST_DIST_DIR || undefined,
    logger: { level: process.env.LOG_LEVEL ?? 'info' },
    uploadDir: process.env.UPLOAD_DIR || (process.env.DATA_DIR ? path.join(path.resolve(process.env.DATA_DIR), 'uploads') : undefined),
  });
  app.log.info({ driver: connection.driver, seeded }, 'database ready');
  if (accountWarning) app.log.warn(accountWarning);

  // Unpaid orders give their stock and coupons back once their payment window closes. Every node
  // sweeps; cancelExpiredOrders skips orders another node holds, so each is cancelled once.
  // The same timer closes groups whose window ran out (failed ones are refunded) and bargains whose activity ended.
  const expiryTimer = setInterval(() => {
    const now = new Date();
    cancelExpiredOrders(connection.db, now)
      .then((cancelled) => cancelled > 0 && app.log.info({ cancelled }, 'expired unpaid orders cancelled'))
      .catch((error: unknown) => app.log.error({ err: error }, 'cancelling expired orders failed'));
    settleExpiredGroups(connection.db, app.paymentProviders, now)
      .then((settled) => settled > 0 && app.log.info({ settled }, 'expired groups settled'))
      .catch((error: unknown) => app.log.error({ err: error }, 'settling expired groups failed'));
    failEndedBargains(connection.db, now)
      .then((failed) => failed > 0 && app.log.info({ failed }, 'bargains of ended activities closed'))
      .catch((error: unknown) => app.log.error({ err: error }, 'closing ended bargains failed'));
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

  // Loopback unless told otherwise: the development shop publishes its passwords, so it is not
  // offered to the local network by default (the container image and the topology set HOST).
  await app.listen({ port: numberFromEnv('PORT', 8080), host: process.env.HOST || 'localhost' });
  app.log.info(describeStart(settings, app, connection.driver), `shop running (${settings.app.nodeEnv})`);
}

main().catch((error: unknown) => {
  // A start refused for a setting says which; a failed statement says which, without its values.
  console.error(error instanceof Error ? redactError(error).stack : error);
  process.exit(1);
});

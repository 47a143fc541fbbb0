import path from 'node:path';
import { buildApp } from './app';
import { serveBackupsOf } from './backup/backup-socket';
import { API_ROOT, openDatabase } from './db/client';
import { prepareDatabase } from './db/prepare';
import { shutDownGracefully } from './graceful-shutdown';
import { Lifecycle } from './http/lifecycle';
import { startJobRunner, type JobRunner } from './modules/jobs';
import { metricsSettingsFromEnv, startMetricsListener } from './modules/metrics';
import { checkProductionAccounts } from './seed/first-admin';
import { redactError } from './http/log-redaction';
import { describeStart, numberFromEnv, shopSettingsFromEnv } from './shop-settings';

async function main() {
  const settings = shopSettingsFromEnv();
  const metricsSettings = metricsSettingsFromEnv(process.env);
  const connection = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: process.env.DATA_DIR });
  // Listening comes first, so that health answers while the database is prepared (readiness 503,
  // other requests held at the door): ADR 0036.
  const lifecycle = new Lifecycle('starting');

  const app = await buildApp({
    db: connection.db,
    listen: connection.listen,
    ...settings.app,
    lifecycle,
    // One code per phone per minute unless an environment (end-to-end runs) asks for less.
    rateLimits: process.env.SMS_RESEND_SECONDS ? { smsResendMs: numberFromEnv('SMS_RESEND_SECONDS', 60) * 1000 } : undefined,
    siteRoot: process.env.SITE_ROOT ?? path.resolve(API_ROOT, '..'),
    remotesFile: process.env.REMOTES_FILE || undefined,
    hostDist: process.env.HOST_DIST_DIR || undefined,
    logger: { level: process.env.LOG_LEVEL ?? 'info' },
    uploadDir: process.env.UPLOAD_DIR || (process.env.DATA_DIR ? path.join(path.resolve(process.env.DATA_DIR), 'uploads') : undefined),
  });

  // Prometheus' endpoint on a port of its own, never the shop's (ADR 0035); off unless METRICS_PORT is set.
  if (metricsSettings) {
    const metrics = await startMetricsListener(metricsSettings);
    app.addHook('onClose', () => metrics.close());
    app.log.info({ port: metrics.port, host: metricsSettings.host }, 'metrics listening');
  }

  let jobs: JobRunner | null = null;
  let backups: Awaited<ReturnType<typeof serveBackupsOf>> | null = null;
  let stopping: Promise<void> | null = null;
  // A backup being copied finishes (or is refused) before the database closes under it.
  const closeDatabase = async () => {
    await backups?.close();
    await connection.close();
  };
  const shutdown = (signal: string) => {
    app.log.info({ signal }, 'shutting down: draining');
    stopping ??= shutDownGracefully({ app, lifecycle, jobs, closeDatabase }).then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', () => shutdown('SIGINT'));
  process.once('SIGTERM', () => shutdown('SIGTERM'));

  // Loopback unless told otherwise: the development shop publishes its passwords, so it is not
  // offered to the local network by default (the container image and the topology set HOST).
  await app.listen({ port: numberFromEnv('PORT', 8080), host: process.env.HOST || 'localhost' });

  const seeded = await prepareDatabase(connection, settings.prepare);
  app.log.info({ driver: connection.driver, seeded }, 'database ready');
  if (settings.app.nodeEnv === 'production') {
    const accountWarning = await checkProductionAccounts(connection.db);
    if (accountWarning) app.log.warn(accountWarning);
  }

  // The background work (expired unpaid orders, groups and bargains, receipt, review windows, payments
  // to reconcile with their providers, parcels to follow) runs
  // on the job library's schedules, in the database: each minute's run on one node only.
  jobs = await startJobRunner({
    executeSql: connection.executeSql,
    context: { db: connection.db, paymentProviders: app.paymentProviders, orderWindows: app.orderWindows, trackingProvider: settings.trackingProvider, clock: app.clock, log: app.log },
    log: app.log,
  });
  if (stopping) {
    await jobs.stop();
    return;
  }
  // `npm run backup` asks a shop on an embedded folder for a consistent copy of it (src/backup).
  backups = await serveBackupsOf(connection, app.log);
  // Said before it is so: nobody reading the log sees a request served before the line that starts it.
  app.log.info(describeStart(settings, app, connection.driver), `shop running (${settings.app.nodeEnv})`);
  lifecycle.markReady();
}

main().catch((error: unknown) => {
  // A start refused for a setting says which; a failed statement says which, without its values.
  console.error(error instanceof Error ? redactError(error).stack : error);
  process.exit(1);
});

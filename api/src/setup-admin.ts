import { openDatabase } from './db/client';
import { prepareDatabase } from './db/prepare';
import { createFirstAdmin } from './seed/first-admin';
import { prepareSettingsFromEnv } from './shop-settings';

/**
 * One-time set-up of the shop's first administrator, before or between production starts:
 * `ADMIN_USERNAME=… ADMIN_PASSWORD=… node api/dist/setup-admin.js` with the server's own
 * DATABASE_URL or DATA_DIR (an embedded folder must not be in use by a running server).
 * The password comes from the environment, never the command line, which other users can read.
 */
async function setupAdmin() {
  const prepare = prepareSettingsFromEnv();
  if (!prepare.firstAdmin) throw new Error('Set ADMIN_USERNAME and ADMIN_PASSWORD (12+ characters, not a common password)');
  const connection = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: process.env.DATA_DIR });
  try {
    await prepareDatabase(connection, { demoAccounts: prepare.demoAccounts });
    const result = await createFirstAdmin(connection.db, prepare.firstAdmin);
    console.log(
      result === 'created'
        ? `Administrator "${prepare.firstAdmin.username}" created; sign in to the back-office with it.`
        : 'The shop already has an administrator; nothing changed.',
    );
  } finally {
    await connection.close();
  }
}

setupAdmin().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

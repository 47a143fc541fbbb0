import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildApp } from './app';
import { API_ROOT, openDatabase } from './db/client';

/**
 * Writes the OpenAPI document that /homeapi/openapi.json serves to a file (the first argument, by
 * default api/openapi.json), for Spectral (`npm run lint:openapi`) and for client generators. The
 * routes served only outside production (sandbox gateway, SMS outbox) are documented too. Nothing
 * is read from the database, so a throw-away in-memory one does.
 */
async function writeOpenApi(target: string) {
  const connection = await openDatabase({ dataDir: 'memory://' });
  const app = await buildApp({ db: connection.db, listen: connection.listen, nodeEnv: 'development', smsOutbox: true, siteRoot: null });
  try {
    await app.ready();
    writeFileSync(target, `${JSON.stringify(app.swagger(), null, 2)}\n`);
  } finally {
    await app.close();
    await connection.close();
  }
}

writeOpenApi(path.resolve(process.argv[2] ?? path.join(API_ROOT, 'openapi.json'))).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

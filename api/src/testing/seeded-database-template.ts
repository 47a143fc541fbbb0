import fs from 'node:fs';
import path from 'node:path';
import { openDatabase } from '../db/client';
import { prepareDatabase } from '../db/prepare';

/** Names the file jest.global-setup.js writes for the run (and its teardown removes); unset outside jest. */
export const TEMPLATE_FILE_VARIABLE = 'SHOP_TEST_DATABASE_TEMPLATE';

/**
 * Migrates and seeds a throw-away PGlite as every test app's database is, and writes its data folder
 * to `file` (renamed into place, so a reader sees it whole or not at all).
 */
export async function writeSeededDatabaseTemplate(file: string): Promise<void> {
  const scratch = await openDatabase({ dataDir: 'memory://' });
  try {
    await prepareDatabase(scratch, { demoAccounts: true });
    const dump = await scratch.dumpDataDir!();
    const partial = `${file}.${process.pid}`;
    await fs.promises.writeFile(partial, new Uint8Array(await dump.arrayBuffer()));
    await fs.promises.rename(partial, path.resolve(file));
  } finally {
    await scratch.close();
  }
}

/**
 * The migrated, seeded database the run's global setup wrote, for a test file's PGlite to start
 * from: opening an empty PGlite runs initdb, which with the migrations and the seed costs 7–11 s per
 * test file, where opening this dump costs about 2 s. Each run writes it afresh, so it always
 * matches the migrations and seed under test. Null outside jest: the caller prepares an empty one.
 */
export async function seededDatabaseTemplate(): Promise<Blob | null> {
  const file = process.env[TEMPLATE_FILE_VARIABLE];
  return file ? fs.openAsBlob(file) : null;
}

import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { count, sql } from 'drizzle-orm';
import { openDatabase, type DatabaseConnection } from './client';
import { prepareDatabase } from './prepare';
import { users } from './schema';
import { FRESH_DATABASE_TIMEOUT_MS } from '../testing/fresh-database-timeout';
import { testDatabaseUrl } from '../testing/test-database-url';

const databaseUrl = testDatabaseUrl();

/**
 * On PostgreSQL two connections stand for two API nodes; the embedded PGlite belongs to one process,
 * where two start-ups racing on its one connection must take turns all the same.
 */
describe('two start-ups at once on one database', () => {
  let nodes: DatabaseConnection[];
  beforeAll(async () => {
    if (!databaseUrl) {
      const only = await openDatabase({ dataDir: 'memory://' });
      nodes = [only, { ...only, close: async () => undefined }];
      return;
    }
    nodes = [await openDatabase({ databaseUrl }), await openDatabase({ databaseUrl })];
    await nodes[0]!.db.execute(sql.raw('DROP SCHEMA IF EXISTS drizzle CASCADE; DROP SCHEMA IF EXISTS public CASCADE; CREATE SCHEMA public;'));
  }, FRESH_DATABASE_TIMEOUT_MS);
  afterAll(() => Promise.all(nodes.map((node) => node.close())));

  it('migrates and seeds once, both starts succeed', async () => {
    const seeded = await Promise.all(nodes.map((node) => prepareDatabase(node, { demoAccounts: true })));
    expect(seeded.sort()).toEqual([false, true]);
    const [members] = await nodes[1]!.db.select({ n: count() }).from(users);
    expect(members!.n).toBeGreaterThan(0);
  }, FRESH_DATABASE_TIMEOUT_MS);
});

import { createFirstAdmin, type FirstAdmin } from '../seed/first-admin';
import { seedIfEmpty, type SeedOptions } from '../seed/seed';
import type { DatabaseConnection } from './client';
import { migrateDatabase } from './migrate';

/** Any constant shared by every API build; names the advisory lock that serialises start-ups. */
const STARTUP_LOCK_KEY = 727_001;

type PrepareOptions = SeedOptions & {
  /** ADMIN_USERNAME / ADMIN_PASSWORD: the first administrator, created once when there is none. */
  firstAdmin?: FirstAdmin;
};

/**
 * Migrates and seeds at start, and creates the first administrator if asked. Several API nodes
 * starting at once on one PostgreSQL take turns: the first does the work, the others then find
 * nothing to apply, a seeded shop and an administrator.
 */
export function prepareDatabase(connection: DatabaseConnection, options: PrepareOptions): Promise<boolean> {
  return connection.withSessionLock(STARTUP_LOCK_KEY, async () => {
    await migrateDatabase(connection);
    const seeded = await seedIfEmpty(connection.db, options);
    if (options.firstAdmin) await createFirstAdmin(connection.db, options.firstAdmin);
    return seeded;
  });
}

import { seedIfEmpty } from '../seed/seed';
import type { DatabaseConnection } from './client';
import { migrateDatabase } from './migrate';

/** Any constant shared by every API build; names the advisory lock that serialises start-ups. */
const STARTUP_LOCK_KEY = 727_001;

/**
 * Migrates and seeds at start. Several API nodes starting at once on one PostgreSQL take turns: the
 * first migrates and seeds, the others then find nothing to apply and a seeded shop.
 */
export function prepareDatabase(connection: DatabaseConnection): Promise<boolean> {
  return connection.withSessionLock(STARTUP_LOCK_KEY, async () => {
    await migrateDatabase(connection);
    return seedIfEmpty(connection.db);
  });
}

import path from 'node:path';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { API_ROOT, type DatabaseConnection } from './client';

const MIGRATIONS_FOLDER = path.join(API_ROOT, 'drizzle');

/** Applies the committed SQL migrations in `api/drizzle/`; already applied ones are skipped. */
export async function migrateDatabase(connection: DatabaseConnection): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_FOLDER };
  if (connection.driver === 'postgres') {
    await migrateNodePg(connection.db as unknown as NodePgDatabase, config);
  } else {
    await migratePglite(connection.db as unknown as PgliteDatabase, config);
  }
}

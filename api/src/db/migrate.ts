import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { DatabaseConnection } from './client';
import { MIGRATIONS_FOLDER, readMigrationFiles } from './migration-files';
import { findHistoryProblems, readAppliedMigrations } from './migration-history';

/** The database's migration history does not match this build's files: starting would skip a migration without a word. */
export class MigrationHistoryError extends Error {
  constructor(readonly problems: string[]) {
    super(`the database's migrations do not match this build's (docs/adr/0038-migrations-forward-only-expand-contract.md): ${problems.join('; ')}`);
    this.name = 'MigrationHistoryError';
  }
}

/**
 * Applies the committed SQL migrations in `api/drizzle/`, forward only; already applied ones are
 * skipped. Refuses first when the database's history says a migration would be skipped or was edited
 * (migration-history.ts), since drizzle itself would carry on as if nothing were wrong.
 */
export async function migrateDatabase(connection: DatabaseConnection, folder = MIGRATIONS_FOLDER): Promise<void> {
  const problems = findHistoryProblems(await readAppliedMigrations(connection), readMigrationFiles(folder));
  if (problems.length > 0) throw new MigrationHistoryError(problems);
  const config = { migrationsFolder: folder };
  if (connection.driver === 'postgres') {
    await migrateNodePg(connection.db as unknown as NodePgDatabase, config);
  } else {
    await migratePglite(connection.db as unknown as PgliteDatabase, config);
  }
}

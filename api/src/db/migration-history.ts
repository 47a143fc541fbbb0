import type { DatabaseConnection } from './client';
import type { MigrationFile } from './migration-files';

/** A row of `drizzle.__drizzle_migrations`: what a database says it has applied. */
export type AppliedMigration = { hash: string; createdAt: number };

/**
 * What a database's applied migrations say about this build's files, worst first. drizzle applies
 * only the files whose journal time is later than the last one applied, and never looks at the rest:
 * a released migration edited afterwards, or a new one slipped in before the last applied (a
 * renumbering with an older time), would be skipped without a word and leave the schema short.
 * Rows newer than every file are allowed: during a rolling deploy the previous version of the API
 * runs on the database the next version has already migrated (ADR 0038).
 */
export function findHistoryProblems(applied: readonly AppliedMigration[], files: readonly MigrationFile[]): string[] {
  const problems: string[] = [];
  const byTime = new Map(files.map((file) => [file.when, file]));
  const latestFile = Math.max(0, ...files.map((file) => file.when));
  const appliedTimes = new Set(applied.map((row) => row.createdAt));
  for (const row of applied) {
    const file = byTime.get(row.createdAt);
    if (file && file.hash !== row.hash) problems.push(`${file.tag} was edited after the database applied it (forward-only: write a new migration instead)`);
    if (!file && row.createdAt <= latestFile) problems.push(`the database applied a migration of ${row.createdAt} this build does not have (a released migration was removed or renumbered)`);
  }
  const latestApplied = Math.max(0, ...applied.map((row) => row.createdAt));
  for (const file of files) {
    if (file.when < latestApplied && !appliedTimes.has(file.when)) problems.push(`${file.tag} is older than the database's last migration and would never be applied (give it a later journal time)`);
  }
  return problems;
}

/** The migrations `connection`'s database has applied, oldest first; none when it was never migrated. */
export async function readAppliedMigrations(connection: DatabaseConnection): Promise<AppliedMigration[]> {
  const [table] = (await connection.executeSql("SELECT to_regclass('drizzle.__drizzle_migrations') IS NOT NULL AS present")).rows;
  if (!table?.present) return [];
  const { rows } = await connection.executeSql('SELECT hash, created_at FROM drizzle.__drizzle_migrations ORDER BY created_at, id');
  return rows.map((row) => ({ hash: String(row.hash), createdAt: Number(row.created_at) }));
}

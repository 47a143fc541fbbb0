import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { DatabaseConnection } from '../db/client';
import type { AppliedMigration } from '../db/migration-history';

/**
 * The previous release's database (ADR 0038): a plain-SQL pg_dump of a shop that release's API
 * migrated, seeded and served, written by scripts/release-fixture/make-release-fixture.mjs.
 */
export const RELEASE_FIXTURE_FILE = path.join(__dirname, 'release-fixture', 'previous-release.sql.gz');

export function releaseFixtureSql(): string {
  return zlib.gunzipSync(new Uint8Array(fs.readFileSync(RELEASE_FIXTURE_FILE))).toString('utf8');
}

/** The release commit the fixture's first line names. */
export function releaseFixtureCommit(sql = releaseFixtureSql()): string {
  const commit = /commit ([0-9a-f]{40})/.exec(sql.slice(0, 400))?.[1];
  if (!commit) throw new Error('the release fixture does not name its commit');
  return commit;
}

/** The fixture's `drizzle.__drizzle_migrations` rows, read from the dump's INSERTs, oldest first. */
export function releaseFixtureMigrations(sql = releaseFixtureSql()): AppliedMigration[] {
  const rows: AppliedMigration[] = [];
  for (const insert of sql.matchAll(/^INSERT INTO drizzle\.__drizzle_migrations VALUES\n?([\s\S]*?);$/gm)) {
    for (const row of insert[1]!.matchAll(/\(\d+, '([0-9a-f]{64})', (\d+)\)/g)) rows.push({ hash: row[1]!, createdAt: Number(row[2]) });
  }
  return rows.sort((a, b) => a.createdAt - b.createdAt);
}

/**
 * Restores the fixture into `connection`'s database, which must be empty (no `drizzle` or `pgboss`
 * schema, an empty `public`). The dump clears the session's search_path; it is reset afterwards,
 * in the same call, so on PostgreSQL it is the pooled session the dump ran on.
 */
export async function restoreReleaseFixture(connection: DatabaseConnection): Promise<void> {
  await connection.executeSql(`${releaseFixtureSql()}\nRESET ALL;`);
}

import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { is, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { listTables } from '../testing/table-digests';
import { FRESH_DATABASE_TIMEOUT_MS } from '../testing/fresh-database-timeout';
import { syntheticMigrations } from '../testing/synthetic-migrations';
import { testDatabaseUrl } from '../testing/test-database-url';
import { openDatabase, type DatabaseConnection } from './client';
import { migrateDatabase, MigrationHistoryError } from './migrate';
import { readMigrationFiles } from './migration-files';
import { readAppliedMigrations } from './migration-history';
import * as schema from './schema';

const databaseUrl = testDatabaseUrl();
const files = readMigrationFiles();

/** Every migration from an empty database, on PostgreSQL and on the embedded PGlite. */
describe('migrating an empty database', () => {
  let connection: DatabaseConnection;
  beforeAll(async () => {
    if (databaseUrl) {
      connection = await openDatabase({ databaseUrl });
      await connection.db.execute(sql.raw('DROP SCHEMA IF EXISTS pgboss CASCADE; DROP SCHEMA IF EXISTS drizzle CASCADE; DROP SCHEMA IF EXISTS public CASCADE; CREATE SCHEMA public;'));
    } else {
      connection = await openDatabase({ dataDir: 'memory://' });
    }
    await migrateDatabase(connection);
  }, FRESH_DATABASE_TIMEOUT_MS);
  afterAll(() => connection.close());

  it('applies every migration once and records the hash of its file', async () => {
    const applied = await readAppliedMigrations(connection);
    expect(applied.slice(0, files.length)).toEqual(files.map((file) => ({ hash: file.hash, createdAt: file.when })));
  });

  it('ends with the tables and columns the schema declares', async () => {
    const tables = await listTables(connection);
    const declared = Object.values(schema as Record<string, unknown>)
      .filter((value): value is PgTable => is(value, PgTable))
      .map((table) => getTableConfig(table))
      .map((config) => ({ table: config.name, columns: config.columns.map((column) => column.name).sort() }));
    expect(declared.length).toBeGreaterThan(40);
    expect(declared.map(({ table }) => ({ table, columns: [...(tables.get(table)?.columns ?? [])].sort() }))).toEqual(declared);
  });

  it('refuses to go on when a released migration was edited, and changes nothing', async () => {
    const edited = syntheticMigrations({ edits: { [files[2]!.tag]: (text) => `${text}\n-- an afterthought` } });
    const before = await readAppliedMigrations(connection);
    await expect(migrateDatabase(connection, edited)).rejects.toThrow(MigrationHistoryError);
    await expect(migrateDatabase(connection, edited)).rejects.toThrow(`${files[2]!.tag} was edited after the database applied it`);
    expect(await readAppliedMigrations(connection)).toEqual(before);
  });

  it('refuses a new migration dated before the last one applied, which drizzle would skip without a word', async () => {
    const slipped = syntheticMigrations({ extra: [{ tag: '9998_slipped', sql: 'CREATE TABLE "slipped" ("id" integer);', when: files.at(-1)!.when - 1 }] });
    await expect(migrateDatabase(connection, slipped)).rejects.toThrow('9998_slipped is older than the database');
    expect((await listTables(connection)).has('slipped')).toBe(false);
  });

  it('applies a newer migration, after which the previous build still starts on the database', async () => {
    const next = syntheticMigrations({ extra: [{ tag: '9999_next', sql: 'CREATE TABLE IF NOT EXISTS "next_release" ("id" integer);' }] });
    await migrateDatabase(connection, next);
    expect((await listTables(connection)).has('next_release')).toBe(true);
    await expect(migrateDatabase(connection)).resolves.toBeUndefined();
  });
});

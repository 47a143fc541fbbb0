import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { call, signIn, signInStaff } from '../testing/test-app';
import { RELEASE_FIXTURE_FILE, releaseFixtureMigrations, restoreReleaseFixture } from '../testing/release-fixture';
import { digestTable, listTables, type TableColumns } from '../testing/table-digests';
import { syntheticMigrations } from '../testing/synthetic-migrations';
import { testDatabaseUrl } from '../testing/test-database-url';
import { openDatabase, type DatabaseConnection } from './client';
import { migrateDatabase } from './migrate';
import { MIGRATIONS_FOLDER, readMigrationFiles } from './migration-files';
import { migrationMarkers } from './migration-rules';
import { prepareDatabase } from './prepare';

const databaseUrl = testDatabaseUrl();

/** An empty database: this worker's PostgreSQL one wiped, or a fresh in-memory PGlite (no seeded template: the fixture is the data). */
async function openEmptyDatabase(): Promise<DatabaseConnection> {
  if (!databaseUrl) return openDatabase({ dataDir: 'memory://' });
  const connection = await openDatabase({ databaseUrl });
  await connection.db.execute(sql.raw('DROP SCHEMA IF EXISTS pgboss CASCADE; DROP SCHEMA IF EXISTS drizzle CASCADE; DROP SCHEMA IF EXISTS public CASCADE; CREATE SCHEMA public;'));
  return connection;
}

/** What the migrations since the fixture say they take (`-- contract:`) or rewrite (`-- backfill:`): `table` or `table.column`. */
function declaredChanges(folder = MIGRATIONS_FOLDER): Set<string> {
  const released = Math.max(...releaseFixtureMigrations().map((row) => row.createdAt));
  const newer = readMigrationFiles(folder).filter((file) => file.when > released);
  return new Set(newer.flatMap((file) => migrationMarkers(file.sql).map((marker) => marker.target)));
}

/** A table's columns the comparison reads: all but those a newer migration declared it takes or rewrites. */
function comparedColumns(key: string, table: TableColumns, declared: Set<string>): TableColumns {
  return { ...table, columns: table.columns.filter((column) => !declared.has(`${key}.${column}`)) };
}

type Digest = { rows: number; digest: string };

/** The one table migrating grows by design: a row per migration applied. */
const MIGRATIONS_TABLE = 'drizzle.__drizzle_migrations';

/** What the migrations changed that they did not declare: a table or column gone, rows gone or added, values changed. */
async function findLosses(connection: DatabaseConnection, tablesBefore: Map<string, TableColumns>, before: Map<string, Digest>, declared: Set<string>): Promise<string[]> {
  const after = await listTables(connection);
  const losses: string[] = [];
  for (const [key, table] of tablesBefore) {
    const now = after.get(key);
    const kept = comparedColumns(key, table, declared);
    const missing = kept.columns.filter((column) => !now?.columns.includes(column));
    if (declared.has(key)) continue;
    if (!now) losses.push(`${key}: dropped`);
    else if (missing.length > 0) losses.push(`${key}: ${missing.join(', ')} dropped`);
    else {
      const digest = await digestTable(connection, kept);
      const was = before.get(key)!;
      if (key === MIGRATIONS_TABLE) {
        if (digest.rows < was.rows) losses.push(`${key}: ${was.rows} rows, now ${digest.rows}`);
      } else if (digest.rows !== was.rows) losses.push(`${key}: ${was.rows} rows, now ${digest.rows}`);
      else if (digest.digest !== was.digest) losses.push(`${key}: values changed`);
    }
  }
  return losses;
}

/** Restores the fixture into an empty database, migrates it with `folder`'s migrations and answers what they changed without saying so. */
async function upgradeFixture(folder = MIGRATIONS_FOLDER): Promise<{ connection: DatabaseConnection; losses: string[]; before: Map<string, Digest> }> {
  const connection = await openEmptyDatabase();
  await restoreReleaseFixture(connection);
  const declared = declaredChanges(folder);
  const tablesBefore = await listTables(connection);
  const before = new Map<string, Digest>();
  for (const [key, table] of tablesBefore) before.set(key, await digestTable(connection, comparedColumns(key, table, declared)));
  await migrateDatabase(connection, folder);
  return { connection, before, losses: await findLosses(connection, tablesBefore, before, declared) };
}

/**
 * The previous release's database (the fixture, a real shop that release's API migrated, seeded and
 * served) upgraded by this build's migrations: nothing lost, and this API serves its data.
 */
describe("the previous release's database, migrated", () => {
  let connection: DatabaseConnection;
  let app: FastifyInstance;
  let before: Map<string, Digest>;
  let losses: string[];

  beforeAll(async () => {
    ({ connection, before, losses } = await upgradeFixture());
    await prepareDatabase(connection, { demoAccounts: true });
    app = await buildApp({
      db: connection.db,
      listen: connection.listen,
      nodeEnv: 'test',
      siteRoot: null,
      checkAnswers: true,
      rateLimitFactor: 100,
      uploadDir: fs.mkdtempSync(path.join(os.tmpdir(), 'shop-uploads-')),
    });
    await app.ready();
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await connection?.close();
  });

  it('holds a shop in every area', () => {
    const empty = [...before].filter(([key, digest]) => !key.includes('.') && digest.rows === 0).map(([key]) => key);
    const areas = ['users', 'sessions', 'sms_codes', 'addresses', 'invoice_headers', 'cart_items', 'favorites', 'search_history', 'orders', 'payments', 'refunds', 'refund_items', 'recharges', 'wallet_ledger', 'points_ledger', 'coupons', 'member_coupons', 'chat_conversations', 'chat_messages', 'activities', 'bargains', 'group_members', 'goods_comments', 'uploads', 'media_pictures', 'staff_users', 'staff_sessions', 'audit_logs'];
    for (const table of areas) {
      expect({ table, empty: empty.includes(table) }).toEqual({ table, empty: false });
    }
    expect(fs.statSync(RELEASE_FIXTURE_FILE).size).toBeLessThan(512 * 1024);
  });

  it('keeps every table, every row and every value the migrations did not declare they change', () => {
    expect(losses).toEqual([]);
  });

  it("lets the fixture's members sign in and read their orders", async () => {
    const demo = await signIn(app, 'demo', 'demo1234');
    const orders = await call(app, 'GET', 'order/list', { token: demo, query: { size: '50' } });
    expect(orders.body.code).toBe(1);
    expect(orders.body.data.total).toBeGreaterThanOrEqual(9);
    const detail = await call(app, 'GET', 'order/detail', { token: demo, query: { id: String(orders.body.data.list[0]!.id) } });
    expect(detail.body.data.order_no).toBe(orders.body.data.list[0]!.order_no);
    const newcomer = await signIn(app, 'fixture_member', 'Fixture2026');
    const theirs = await call(app, 'GET', 'order/list', { token: newcomer });
    expect(theirs.body.data.total).toBe(1);
  });

  it('lets the back office list the orders and refunds and open an order', async () => {
    const admin = await signInStaff(app, 'admin');
    const list = await call(app, 'GET', 'admin/order/index', { token: admin, query: { size: '100' } });
    expect(list.body.code).toBe(1);
    expect(list.body.data.total).toBe(before.get('orders')!.rows);
    const first = list.body.data.list[0]!;
    const detail = await call(app, 'GET', 'admin/order/detail', { token: admin, query: { id: String(first.id) } });
    expect(detail.body.data.order_no).toBe(first.order_no);
    const refunds = await call(app, 'GET', 'admin/refund/index', { token: admin, query: { size: '100' } });
    expect(refunds.body.data.total).toBe(before.get('refunds')!.rows);
  });
});

/** The comparison above is only worth its green if it notices a migration that changes data without saying so. */
describe('a migration since the release that changes data', () => {
  it('is caught where it does not declare the change, and let through where it does', async () => {
    const sql = [
      `UPDATE "users" SET "nickname" = 'renamed';`,
      'DELETE FROM "search_history";',
      'ALTER TABLE "favorites" DROP COLUMN "created_at";',
      `-- backfill: addresses.accept_name: every recipient's name is written the new way\nUPDATE "addresses" SET "accept_name" = upper("accept_name");`,
      '-- contract: footprints, unused since release 2bd437f: the history moved to the browser\nDELETE FROM "footprints";',
      '-- contract: invoice_headers.header, unused since release 2bd437f: the API reads the title column since then\nALTER TABLE "invoice_headers" DROP COLUMN "header";',
    ].join('--> statement-breakpoint\n');
    const { connection, losses } = await upgradeFixture(syntheticMigrations({ extra: [{ tag: '9999_synthetic', sql }] }));
    await connection.close();
    expect(losses.sort()).toEqual(['favorites: created_at dropped', 'search_history: 1 rows, now 0', 'users: values changed']);
  });
});

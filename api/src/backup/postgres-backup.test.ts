import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Client } from 'pg';
import { inStockSku } from '../testing/buying-fixtures';
import { createTestApp, signIn, signInStaff, call, type TestApp } from '../testing/test-app';
import { uploadTestPhoto } from '../testing/upload-fixtures';
import { placeOrder, refundBody, refundCall, walletMember } from '../modules/refund/refund-test-kit';
import { hashTree } from './backup-files';
import { listTables, qualifiedName, type RunQuery } from './census';
import { backupPostgres, restorePostgres } from './postgres';

// The PostgreSQL path of `npm run backup` / `npm run restore` (pg_dump -Fc and pg_restore on PATH,
// Debian's here): a shop's database with an order, a payment, a refund and pictures is backed up,
// emptied, restored, and every table's rows and every picture compared. Runs only on PostgreSQL
// (jest.config.js); the embedded path's drill is backup-drill.test.ts.

const EMPTY_THE_DATABASE = `DO $$ DECLARE name text; BEGIN
  FOR name IN SELECT nspname FROM pg_namespace WHERE nspname NOT LIKE 'pg\\_%' AND nspname <> 'information_schema' LOOP
    EXECUTE format('DROP SCHEMA %I CASCADE', name);
  END LOOP;
END $$; CREATE SCHEMA public;`;

async function withQuery<T>(databaseUrl: string, work: (query: RunQuery) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await work(async (sql) => (await client.query<Record<string, unknown>>(sql)).rows);
  } finally {
    await client.end();
  }
}

const digests = (databaseUrl: string) =>
  withQuery(databaseUrl, async (query) => {
    const found: Record<string, string> = {};
    for (const table of await listTables(query)) {
      const [row] = await query(`SELECT count(*)::int AS n, md5(coalesce(string_agg(t::text, E'\\n' ORDER BY t::text), '')) AS digest FROM ${qualifiedName(table)} t`);
      found[`${table.schema}.${table.name}`] = `${String(row!.n)} rows ${String(row!.digest)}`;
    }
    return found;
  });

describe('backup and restore of a PostgreSQL database', () => {
  let t: TestApp;
  let root: string;
  let databaseUrl: string;
  beforeAll(async () => {
    root = mkdtempSync(path.join(os.tmpdir(), 'backup-postgres-'));
    t = await createTestApp({ uploadDir: path.join(root, 'uploads') });
    databaseUrl = t.databaseUrl!;
  });
  afterAll(async () => {
    await t.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('restores every row and every picture into an empty database, and refuses one that is not', async () => {
    const demo = await signIn(t.app, 'demo', 'demo1234');
    const photo = await uploadTestPhoto(t.app, demo, 1);
    await uploadTestPhoto(t.app, demo, 2);
    const member = await walletMember(t, 'backup_member');
    const mug = await inStockSku(t.connection.db, 7);
    const orderId = await placeOrder(t, member, [{ skuId: mug.id, quantity: 2 }]);
    const refundable = await refundCall<{ items: Array<{ order_item_id: number }> }>(t, 'GET', 'refund/order', { token: member.token, query: { order_id: String(orderId) } });
    const applied = await refundCall(t, 'POST', 'refund/apply', { token: member.token, body: refundBody(orderId, [{ order_item_id: refundable.body.data.items[0]!.order_item_id, quantity: 1 }]) });
    const admin = await signInStaff(t.app, 'admin');
    expect((await call(t.app, 'POST', 'admin/refund/approve', { token: admin, body: { id: applied.body.data.id } })).body.code).toBe(1);
    expect(photo).toMatch(/^\/homeapi\/upload\/file\//);

    const before = await digests(databaseUrl);
    const { file, manifest } = await backupPostgres({ databaseUrl, uploadDir: path.join(root, 'uploads') }, path.join(root, 'backups'));
    expect(manifest).toMatchObject({ source: 'postgres', database: { file: 'database.dump' } });
    expect(manifest.tables['public.refunds']).toBeGreaterThan(0);
    expect(Object.keys(manifest.pictures)).toHaveLength(6);

    // Emptied as a new database is: every schema of its own goes (the job library's among them).
    await withQuery(databaseUrl, (query) => query(EMPTY_THE_DATABASE));
    const restoredUploads = path.join(root, 'restored-uploads');
    const restored = await restorePostgres({ databaseUrl, uploadDir: restoredUploads }, file);
    expect(restored.manifest.createdAt).toBe(manifest.createdAt);
    expect(await digests(databaseUrl)).toEqual(before);
    expect(await hashTree(restoredUploads)).toEqual(await hashTree(path.join(root, 'uploads')));

    await expect(restorePostgres({ databaseUrl, uploadDir: path.join(root, 'other-uploads') }, file)).rejects.toThrow('The database of DATABASE_URL is not empty');
  }, 120_000);
});

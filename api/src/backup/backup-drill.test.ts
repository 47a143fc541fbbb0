import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { openDatabase } from '../db/client';
import { ChatSocketClient } from '../testing/chat-socket-client';
import { runApiCommand, startShop, type ShopProcess } from '../testing/shop-process';
import { testPng } from '../testing/upload-fixtures';
import { hashTree } from './backup-files';
import { listTables, qualifiedName } from './census';

// The backup drill (docs/backups.md): a shop on a data folder of its own takes orders, payments, a
// refund, chat messages and pictures through its real HTTP API; `backup` runs while it writes;
// the archive restores into an empty folder a shop serves again; and a backup of the stopped shop
// restores row for row and picture for picture.

const CLI = 'src/backup/cli.ts';
/** The mug's three colours (goods 7): the writer takes turns, so no colour sells out. */
const MUG_SKUS = [32, 33, 34];
/** The writer's pace and its most orders: a member ordering and paying again and again, within the wallet's 5000.00 and the stock. */
const WRITER_PAUSE_MS = 250;
const WRITER_MOST_ORDERS = 100;

type Json = { code: number; msg: string; data: Record<string, unknown> & { list?: unknown[] } };
const json = async (response: Response) => (await response.json()) as Json;

/** Every table's rows, as a count and a digest of their text, keyed `schema.table`. */
async function tableDigests(dataDir: string): Promise<Record<string, string>> {
  const connection = await openDatabase({ dataDir });
  try {
    const query = async (sql: string) => (await connection.executeSql(sql)).rows;
    const digests: Record<string, string> = {};
    for (const table of await listTables(query)) {
      const [row] = await query(`SELECT count(*)::int AS n, md5(coalesce(string_agg(t::text, E'\\n' ORDER BY t::text), '')) AS digest FROM ${qualifiedName(table)} t`);
      digests[`${table.schema}.${table.name}`] = `${String(row!.n)} rows ${String(row!.digest)}`;
    }
    return digests;
  } finally {
    await connection.close();
  }
}

/** Facts a torn copy would break: each wallet's balance is its last ledger row's, each order has its lines, each drill order paid has its payment. */
async function consistency(dataDir: string, writerOrders: number[], firstOrder: number) {
  const connection = await openDatabase({ dataDir });
  try {
    const one = async (sql: string) => (await connection.executeSql(sql)).rows[0]!;
    const walletsOff = await one(`SELECT count(*)::int AS n FROM users u WHERE u.balance_cents <> coalesce(
      (SELECT l.balance_after_cents FROM wallet_ledger l WHERE l.user_id = u.id ORDER BY l.id DESC LIMIT 1), u.balance_cents)`);
    const ordersWithoutLines = await one('SELECT count(*)::int AS n FROM orders o WHERE NOT EXISTS (SELECT 1 FROM order_items i WHERE i.order_id = o.id)');
    const paidWithoutPayment = await one(`SELECT count(*)::int AS n FROM orders o WHERE o.id >= ${firstOrder} AND o.paid_at IS NOT NULL AND NOT EXISTS (SELECT 1 FROM payments p WHERE p.order_id = o.id)`);
    const ids = writerOrders.length ? (await connection.executeSql(`SELECT id FROM orders WHERE id IN (${writerOrders.join(',')})`)).rows.map((row) => Number(row.id)) : [];
    return { walletsOff: walletsOff.n, ordersWithoutLines: ordersWithoutLines.n, paidWithoutPayment: paidWithoutPayment.n, writerOrdersKept: ids.sort((a, b) => a - b) };
  } finally {
    await connection.close();
  }
}

describe('the backup drill', () => {
  let root: string;
  const shops: ShopProcess[] = [];
  beforeAll(() => {
    root = mkdtempSync(path.join(os.tmpdir(), 'backup-drill-'));
  });
  afterAll(async () => {
    await Promise.all(shops.map((shop) => shop.stop()));
    rmSync(root, { recursive: true, force: true });
  });

  it('backs up a running shop while it writes, restores it into an empty folder that serves again, and restores a stopped shop row for row', async () => {
    const sourceDir = path.join(root, 'source');
    const backups = path.join(root, 'backups');
    const source = await startShop({ DATA_DIR: sourceDir, SMS_OUTBOX: '1', RATE_LIMIT_FACTOR: '20' });
    shops.push(source);
    const demo = String((await json(await source.api('user/login', { body: { type: 'password', account: 'demo', password: 'demo1234' } }))).data.token);
    const admin = String((await json(await source.api('admin/login', { body: { username: 'admin', password: 'admin1234' } }))).data.token);

    // Pictures, an order paid from the wallet, another paid and refunded with a picture, chat.
    const pictures: string[] = [];
    for (const variant of [1, 2, 3]) {
      const uploaded = await json(await source.api('upload/image', { raw: Uint8Array.from(testPng(variant)), token: demo, headers: { 'content-type': 'image/png', 'client-type': 'pc' } }));
      expect(uploaded.code).toBe(1);
      pictures.push(String(uploaded.data.url));
    }
    let placed = 0;
    const placeAndPay = async () => {
      const skuId = MUG_SKUS[placed++ % MUG_SKUS.length];
      const created = await json(await source.api('order/create', { token: demo, body: { type: 'buy', delivery: 'pickup', store_id: 1, sku_id: skuId, quantity: 1 } }));
      if (created.code !== 1) throw new Error(`order/create: ${JSON.stringify(created)}`);
      const orderId = Number(created.data.order_id);
      const paid = await json(await source.api('payment/index', { token: demo, body: { order_id: orderId, method: 'balance' } }));
      if (paid.code !== 1) throw new Error(`payment/index: ${JSON.stringify(paid)}`);
      return orderId;
    };
    const kept = await placeAndPay();
    const refunded = await placeAndPay();
    const refundable = await json(await source.api(`refund/order?order_id=${refunded}`, { token: demo }));
    const line = (refundable.data.items as Array<{ order_item_id: number }>)[0]!.order_item_id;
    const applied = await json(
      await source.api('refund/apply', {
        token: demo,
        body: { order_id: refunded, items: [{ order_item_id: line, quantity: 1 }], kind: 'refund', reason: 'no_longer_needed', description: 'drill', images: [pictures[0]] },
      }),
    );
    expect(applied.code).toBe(1);
    expect((await json(await source.api('admin/refund/approve', { token: admin, body: { id: applied.data.id } }))).code).toBe(1);
    const chat = await ChatSocketClient.signedIn(`ws://127.0.0.1:${source.port}/homeapi/service/socket`, demo);
    await chat.client.say(randomUUID(), 'Is the mug dishwasher safe?');
    await chat.client.say(randomUUID(), 'And microwave safe?');
    chat.client.close();
    const keptOrder = await json(await source.api(`order/detail?id=${kept}`, { token: demo }));
    const picture = await source.api(pictures[1]!.replace('/homeapi/', ''));
    expect(picture.status).toBe(200);
    const pictureBytes = Buffer.from(await picture.arrayBuffer()).toString('base64');

    // The backup runs while a member keeps ordering and paying: every order finished before it
    // started is in it, and only orders that were started before it ended.
    const finished: number[] = [];
    let started = 0;
    let writing = true;
    const writer = (async () => {
      while (writing && started < WRITER_MOST_ORDERS) {
        started += 1;
        finished.push(await placeAndPay());
        await new Promise((resolve) => setTimeout(resolve, WRITER_PAUSE_MS));
      }
    })();
    while (finished.length < 2) await new Promise((resolve) => setTimeout(resolve, 50));
    const finishedBefore = finished.length;
    const backedUp = await runApiCommand(CLI, ['backup', backups], { DATA_DIR: sourceDir });
    const startedByEnd = started;
    const finishedByEnd = finished.length;
    writing = false;
    await writer;
    expect(backedUp).toMatchObject({ code: 0, stderr: '' });
    expect(backedUp.stdout).toMatch(/^Backed up the embedded database \(\d+ tables, [\d,]+ rows, schema \w+\) and 9 pictures to .*shop-backup-\d{8}T\d{6}Z\.tar\.gz/);
    // Each upload is kept as sent and as its two served copies.
    // It was writing: orders were finished while the backup ran.
    expect(finishedByEnd).toBeGreaterThan(finishedBefore);
    const [liveArchive] = readdirSync(backups).filter((name) => name.endsWith('.tar.gz'));

    const restoredDir = path.join(root, 'restored');
    const restored = await runApiCommand(CLI, ['restore', path.join(backups, liveArchive!)], { DATA_DIR: restoredDir });
    expect(restored).toMatchObject({ code: 0, stderr: '' });
    expect(restored.stdout).toContain("every table's row count matches the manifest");
    expect(restored.stdout).toContain('9 pictures, every sha256 matches the manifest');
    const facts = await consistency(restoredDir, finished, kept);
    expect(facts).toMatchObject({ walletsOff: 0, ordersWithoutLines: 0, paidWithoutPayment: 0 });
    expect(facts.writerOrdersKept.slice(0, finishedBefore)).toEqual(finished.slice(0, finishedBefore));
    expect(facts.writerOrdersKept.length).toBeLessThanOrEqual(startedByEnd);

    // A shop on the restored folder serves the order (the member's session came back too) and the picture.
    const again = await startShop({ DATA_DIR: restoredDir });
    shops.push(again);
    expect(await json(await again.api(`order/detail?id=${kept}`, { token: demo }))).toEqual(keptOrder);
    const servedAgain = await again.api(pictures[1]!.replace('/homeapi/', ''));
    expect(servedAgain.status).toBe(200);
    expect(Buffer.from(await servedAgain.arrayBuffer()).toString('base64')).toBe(pictureBytes);
    expect(await again.stop()).toBe(0);

    // Stopped, the shop's folder is backed up by the command itself; restored, every table's rows
    // and every picture are the same.
    expect(await source.stop()).toBe(0);
    rmSync(backups, { recursive: true });
    const offline = await runApiCommand(CLI, ['backup', backups], { DATA_DIR: sourceDir });
    expect(offline).toMatchObject({ code: 0, stderr: '' });
    const [offlineArchive] = readdirSync(backups).filter((name) => name.endsWith('.tar.gz'));
    const copyDir = path.join(root, 'copy');
    expect(await runApiCommand(CLI, ['restore', path.join(backups, offlineArchive!)], { DATA_DIR: copyDir })).toMatchObject({ code: 0, stderr: '' });
    const [original, copy] = [await tableDigests(sourceDir), await tableDigests(copyDir)];
    expect(Object.keys(original).length).toBeGreaterThan(60);
    expect(copy).toEqual(original);
    expect(original['public.chat_messages']).toMatch(/^[1-9]\d* rows/);
    expect(original['public.refunds']).toMatch(/^[1-9]\d* rows/);
    expect(await hashTree(path.join(copyDir, 'uploads'))).toEqual(await hashTree(path.join(sourceDir, 'uploads')));
    // Nothing left behind: no snapshot, no staging folder, no lock.
    expect(readdirSync(root).filter((name) => name.startsWith('.backup-snapshot-'))).toEqual([]);
    expect(readdirSync(backups).filter((name) => name.startsWith('.staging-'))).toEqual([]);
    expect(existsSync(`${copyDir}.lock`)).toBe(false);
  }, 300_000);
});

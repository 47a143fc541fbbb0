#!/usr/bin/env node
// Flash-sale load (issue 13): 1,000 members, each on their own connection, press "Buy now" at the
// same moment for a flash sale of 100 units, against the built API (../dist) started as its own
// process, as `npm start` runs it. Prints the time until every request had its answer, p50/p99
// latency and the units sold (which must be exactly 100: otherwise the run fails), then one JSON line.
//
//   node scripts/bench-flash-sale.mjs pglite     the embedded database, in a throw-away folder
//   node scripts/bench-flash-sale.mjs postgres   a throw-away database on the PostgreSQL server of
//                                                DATABASE_URL (else the local one the API's CI uses);
//                                                answers {"skipped": why} when none can be reached
//
// The members, their sessions and the flash activity are written through the API's own database
// layer before the server starts; nothing of this is part of the server. Build first: pnpm run build.
import http from 'node:http';
import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';
import { benchDatabase, percentile, round, startApi } from './bench-support.mjs';

const require = createRequire(import.meta.url);
const { openDatabase } = require('../dist/db/client.js');
const { prepareDatabase } = require('../dist/db/prepare.js');
const schema = require('../dist/db/schema.js');
const { issueSession } = require('../dist/modules/user/session-service.js');
const { chinaDayStart } = require('../dist/modules/activity/second/flash-clock.js');
const { eq } = require('drizzle-orm');

const BUYERS = Number(process.env.FLASH_BUYERS ?? 1000);
const UNITS = Number(process.env.FLASH_UNITS ?? 100);
const WARM_UP_VIEWS = 50;
/** A slot of its own covering the next 24 hours, at a start minute no seeded slot uses. */
async function allDaySlot(db, now) {
  const taken = new Set((await db.select().from(schema.flashSlots)).map((slot) => slot.startMinute));
  let minute = Math.floor((now.getTime() - chinaDayStart(now)) / 60_000);
  while (taken.has(minute)) minute = (minute + 1439) % 1440;
  const [slot] = await db.insert(schema.flashSlots).values({ startMinute: minute, durationMinutes: 1440 }).returning();
  return slot;
}

/** The shop seeded as at start-up, then the flash activity and its buyers, written directly. */
async function prepare(connectionOptions) {
  const connection = await openDatabase(connectionOptions);
  const { db } = connection;
  await prepareDatabase(connection, { demoAccounts: false });
  const now = new Date();
  const slot = await allDaySlot(db, now);
  const [sku] = await db.select().from(schema.goodsSkus).where(eq(schema.goodsSkus.goodsId, 7)).limit(1);
  // Plenty in the warehouse: the activity's own 100 units are what runs out.
  await db.update(schema.goodsSkus).set({ stock: 100_000 }).where(eq(schema.goodsSkus.id, sku.id));
  const [activity] = await db
    .insert(schema.activities)
    .values({
      type: 'second',
      goodsId: sku.goodsId,
      titleZh: '压测秒杀',
      titleEn: 'Bench flash sale',
      startsAt: new Date(now.getTime() - 60 * 60_000),
      endsAt: new Date(now.getTime() + 24 * 60 * 60_000),
      perMemberLimit: 1,
      perOrderLimit: 1,
      slotId: slot.id,
    })
    .returning();
  const [activitySku] = await db.insert(schema.activitySkus).values({ activityId: activity.id, skuId: sku.id, priceCents: 990, stock: UNITS }).returning();
  const users = await db
    .insert(schema.users)
    .values(Array.from({ length: BUYERS }, (_, n) => ({ username: `flash${n}`, passwordHash: 'x', nickname: `flash${n}` })))
    .returning({ id: schema.users.id });
  const tokens = await Promise.all(users.map((user) => issueSession(db, user.id, now)));
  await connection.close();
  return { activityId: activity.id, skuId: sku.id, activitySkuId: activitySku.id, warehouseBefore: 100_000, tokens };
}

/** One request on a connection of its own (every buyer is a different phone); its answer and time. */
function request(origin, method, urlPath, { token, body } = {}) {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const started = performance.now();
  return new Promise((resolve) => {
    const req = http.request(`${origin}/homeapi/${urlPath}`, {
      method,
      agent: false,
      headers: {
        'accept-language': 'en-us',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
      },
    });
    req.on('response', (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => (text += chunk));
      response.on('end', () => {
        let answer = null;
        try {
          answer = JSON.parse(text);
        } catch {
          /* counted as a failure below */
        }
        resolve({ ms: performance.now() - started, status: response.statusCode, answer });
      });
    });
    req.on('error', (error) => resolve({ ms: performance.now() - started, status: 0, answer: null, error: error.message }));
    req.end(payload);
  });
}

/** What the database holds after the sale: the activity's stock and sold, its orders, the warehouse. */
async function tally(connectionOptions, setup) {
  const connection = await openDatabase(connectionOptions);
  const { db } = connection;
  const [activitySku] = await db.select().from(schema.activitySkus).where(eq(schema.activitySkus.id, setup.activitySkuId));
  const orders = await db.select({ id: schema.orders.id, userId: schema.orders.userId }).from(schema.orders).where(eq(schema.orders.activityId, setup.activityId));
  const ids = new Set(orders.map((order) => order.id));
  const items = (await db.select().from(schema.orderItems).where(eq(schema.orderItems.skuId, setup.skuId))).filter((item) => ids.has(item.orderId));
  const [warehouse] = await db.select({ stock: schema.goodsSkus.stock }).from(schema.goodsSkus).where(eq(schema.goodsSkus.id, setup.skuId));
  await connection.close();
  return {
    activityStock: activitySku.stock,
    activitySold: activitySku.sold,
    orders: orders.length,
    buyers: new Set(orders.map((order) => order.userId)).size,
    unitsOrdered: items.reduce((sum, item) => sum + item.quantity, 0),
    warehouseTaken: setup.warehouseBefore - warehouse.stock,
  };
}

async function main() {
  const driver = process.argv[2];
  if (driver !== 'pglite' && driver !== 'postgres') throw new Error('usage: bench-flash-sale.mjs pglite|postgres');
  const database = await benchDatabase(driver, 'flash_bench');
  if (database.skipped) {
    console.log(JSON.stringify({ driver, skipped: database.skipped }));
    return;
  }
  const { connectionOptions, databaseEnv, cleanUp } = database;

  try {
    const setupStarted = performance.now();
    const setup = await prepare(connectionOptions);
    const setupSeconds = (performance.now() - setupStarted) / 1000;
    const server = await startApi(databaseEnv);
    let results;
    let settledMs;
    try {
      // Shoppers wait on the product page before the sale: the server has served it already.
      for (let n = 0; n < WARM_UP_VIEWS; n += 1) await request(server.origin, 'GET', `activity/second/view?id=${setup.activityId}`);
      const body = { type: 'second', activity_id: setup.activityId, sku_id: setup.skuId, quantity: 1, delivery: 'pickup', store_id: 1 };
      const started = performance.now();
      results = await Promise.all(setup.tokens.map((token) => request(server.origin, 'POST', 'order/create', { token, body })));
      settledMs = performance.now() - started;
    } finally {
      await server.stop();
    }
    const database = await tally(connectionOptions, setup);

    const latencies = results.map((result) => result.ms).sort((a, b) => a - b);
    const sold = results.filter((result) => result.answer?.code === 1).length;
    const soldOut = results.filter((result) => result.status === 400 && result.answer?.msg === 'This promotion is sold out').length;
    const serverErrors = results.filter((result) => result.status >= 500).length;
    const failed = results.filter((result) => result.status === 0).length;
    const other = results.length - sold - soldOut - serverErrors - failed;
    const exact = sold === UNITS && database.activitySold === UNITS && database.activityStock === 0 && database.unitsOrdered === UNITS && database.warehouseTaken === UNITS && database.buyers === UNITS;
    const summary = {
      driver,
      buyers: BUYERS,
      units: UNITS,
      setup_s: round(setupSeconds),
      settled_ms: Math.round(settledMs),
      p50_ms: round(percentile(latencies, 50)),
      p99_ms: round(percentile(latencies, 99)),
      max_ms: round(latencies.at(-1) ?? 0),
      units_sold: database.activitySold,
      orders_placed: database.orders,
      answered_sold: sold,
      answered_sold_out: soldOut,
      answered_other: other,
      server_errors: serverErrors,
      connection_errors: failed,
      activity_stock_left: database.activityStock,
      warehouse_taken: database.warehouseTaken,
      exact,
    };
    console.log(
      `flash sale on ${driver}: ${BUYERS} buyers for ${UNITS} units, all answered in ${summary.settled_ms} ms; p50 ${summary.p50_ms} ms, p99 ${summary.p99_ms} ms (max ${summary.max_ms} ms); ` +
        `sold ${database.activitySold} (${sold} answered sold, ${soldOut} sold out, ${other} other, ${serverErrors} 5xx, ${failed} connection errors); set-up ${summary.setup_s} s`,
    );
    if (!exact) {
      console.error(`FLASH SALE NOT EXACT on ${driver}: ${JSON.stringify(database)}; ${sold} buyers were told they bought`);
      process.exitCode = 1;
    }
    if (serverErrors > 0 || failed > 0 || other > 0) {
      const samples = results.filter((result) => result.answer?.code !== 1 && result.answer?.msg !== 'This promotion is sold out').slice(0, 3);
      console.error(`unexpected answers on ${driver}: ${JSON.stringify(samples)}`);
      process.exitCode = 1;
    }
    console.log(JSON.stringify(summary));
  } finally {
    await cleanUp();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

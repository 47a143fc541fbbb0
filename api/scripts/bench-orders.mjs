#!/usr/bin/env node
// Load check for ordering and paying: 50 concurrent buyers, each with a balance, place and pay
// (balance) orders for BENCH_SECONDS (default 10) over HTTP against the built API (../dist) started
// as its own process, as `npm start` runs it, after BENCH_WARM_UP_SECONDS (default 2) of the same load
// that the latencies leave out (connections opened, code compiled: the API bench warms up too; the
// warm-up's own p99 is printed beside). Prints throughput, p50/p99 latencies and consistency checks
// (no negative stock, stock sold = quantities ordered, balances charged = amounts paid, counting the
// warm-up's orders too), then one JSON line; exits non-zero when the books do not balance.
//
//   node scripts/bench-orders.mjs pglite     the embedded database, in a throw-away folder
//   node scripts/bench-orders.mjs postgres   a throw-away database on the PostgreSQL server of
//                                            DATABASE_URL (else the local one the API's CI uses);
//                                            answers {"skipped": why} when none can be reached
//
// The shop is prepared as at start-up, then the buyers, their sessions and the stock are written
// through the API's own database layer before the server starts. Build first: pnpm run build.
import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';
import { benchDatabase, percentile, round, startApi } from './bench-support.mjs';

const require = createRequire(import.meta.url);
const { openDatabase } = require('../dist/db/client.js');
const { prepareDatabase } = require('../dist/db/prepare.js');
const schema = require('../dist/db/schema.js');
const { issueSession } = require('../dist/modules/user/session-service.js');
// The query builder the built app itself loads; nothing beyond the api's own dependencies.
const { eq } = require('drizzle-orm');

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARM_UP_SECONDS = Number(process.env.BENCH_WARM_UP_SECONDS ?? 2);
const BUYERS = 50;
const START_BALANCE_CENTS = 100_000_000;
const POOL_SIZE = 20;
const POOL_STOCK = 400;
const HOT_STOCK = 25;

/** The shop as at start-up; a pool of SKUs with plenty of stock plus one "hot" SKU that sells out; the buyers. */
async function prepare(connectionOptions) {
  const connection = await openDatabase(connectionOptions);
  const { db } = connection;
  await prepareDatabase(connection, { demoAccounts: false });
  const onShelf = new Set((await db.select().from(schema.goods)).filter((row) => row.status === 'on').map((row) => row.id));
  const skus = (await db.select().from(schema.goodsSkus)).filter((sku) => onShelf.has(sku.goodsId)).sort((a, b) => a.id - b.id);
  const pool = skus.slice(0, POOL_SIZE);
  const hot = skus[POOL_SIZE];
  const stockBefore = new Map();
  for (const sku of [...pool, hot]) {
    const stock = sku === hot ? HOT_STOCK : POOL_STOCK;
    await db.update(schema.goodsSkus).set({ stock }).where(eq(schema.goodsSkus.id, sku.id));
    stockBefore.set(sku.id, stock);
  }
  const users = await db
    .insert(schema.users)
    .values(Array.from({ length: BUYERS }, (_, n) => ({ username: `bench${n}`, passwordHash: 'x', nickname: `bench${n}`, balanceCents: START_BALANCE_CENTS })))
    .returning({ id: schema.users.id });
  const now = new Date();
  const buyers = await Promise.all(users.map(async (user) => ({ id: user.id, token: await issueSession(db, user.id, now) })));
  await connection.close();
  return { pool, hot, stockBefore, buyers };
}

/** Consistency: stock never negative; stock taken = quantities in live orders; money charged = money paid. */
async function audit(connectionOptions, { hot, stockBefore, buyers }) {
  const connection = await openDatabase(connectionOptions);
  const { db } = connection;
  const allSkus = await db.select().from(schema.goodsSkus);
  const negativeStock = allSkus.filter((sku) => sku.stock < 0).length;
  const buyerIds = new Set(buyers.map((buyer) => buyer.id));
  const benchOrders = (await db.select().from(schema.orders)).filter((order) => buyerIds.has(order.userId));
  const benchOrderIds = new Set(benchOrders.map((order) => order.id));
  const items = (await db.select().from(schema.orderItems)).filter((item) => benchOrderIds.has(item.orderId));
  let stockMismatches = 0;
  for (const [skuId, before] of stockBefore) {
    const now = allSkus.find((sku) => sku.id === skuId).stock;
    const ordered = items.filter((item) => item.skuId === skuId).reduce((sum, item) => sum + item.quantity, 0);
    if (before - now !== ordered) stockMismatches += 1;
  }
  const users = (await db.select().from(schema.users)).filter((user) => buyerIds.has(user.id));
  const charged = users.reduce((sum, user) => sum + (START_BALANCE_CENTS - user.balanceCents), 0);
  const paidTotal = benchOrders.reduce((sum, order) => sum + order.paidCents, 0);
  const ledgerTotal = (await db.select().from(schema.walletLedger)).filter((row) => buyerIds.has(row.userId)).reduce((sum, row) => sum + row.amountCents, 0);
  const hotSold = HOT_STOCK - allSkus.find((sku) => sku.id === hot.id).stock;
  await connection.close();
  return { negativeStock, stockMismatches, charged, paidTotal, ledgerTotal, hotSold };
}

/** 50 buyers ordering and paying for WARM_UP_SECONDS, then SECONDS measured, against the server at `address`. */
async function load(address, { pool, hot, buyers }) {
  const post = async (token, path, body) => {
    const started = performance.now();
    const response = await fetch(`${address}/homeapi/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'accept-language': 'en-us' },
      body: JSON.stringify(body),
    });
    return { ms: performance.now() - started, status: response.status, body: await response.json() };
  };

  const createMs = [];
  const payMs = [];
  const warmUpCreateMs = [];
  const counts = { created: 0, measuredCreated: 0, paid: 0, refusedStock: 0, refusedOther: 0, payFailed: 0, serverErrors: 0 };
  const measureFrom = performance.now() + WARM_UP_SECONDS * 1000;
  const deadline = measureFrom + SECONDS * 1000;

  async function shop(buyer, n) {
    let round_ = 0;
    while (performance.now() < deadline) {
      round_ += 1;
      const sku = (n + round_) % 5 === 0 ? hot : pool[(n * 7 + round_) % pool.length];
      // A request counts for the phase it started in.
      const measured = performance.now() >= measureFrom;
      const created = await post(buyer.token, 'order/create', { type: 'buy', sku_id: sku.id, quantity: 1 + (round_ % 2), delivery: 'pickup', store_id: 1 });
      (measured ? createMs : warmUpCreateMs).push(created.ms);
      if (created.status >= 500) counts.serverErrors += 1;
      if (created.body.code !== 1) {
        if (created.body.data?.field === 'quantity') counts.refusedStock += 1;
        else counts.refusedOther += 1;
        continue;
      }
      counts.created += 1;
      if (measured) counts.measuredCreated += 1;
      const paid = await post(buyer.token, 'payment/index', { order_id: created.body.data.order_id, method: 'balance' });
      if (measured) payMs.push(paid.ms);
      if (paid.status >= 500) counts.serverErrors += 1;
      if (paid.body.code === 1) counts.paid += 1;
      else counts.payFailed += 1;
    }
  }

  await Promise.all(buyers.map((buyer, n) => shop(buyer, n)));
  const sorted = (values) => [...values].sort((a, b) => a - b);
  return { counts, createMs: sorted(createMs), payMs: sorted(payMs), warmUpCreateMs: sorted(warmUpCreateMs), elapsedSeconds: (performance.now() - measureFrom) / 1000 };
}

async function main() {
  const driver = process.argv[2];
  if (driver !== 'pglite' && driver !== 'postgres') throw new Error('usage: bench-orders.mjs pglite|postgres');
  const database = await benchDatabase(driver, 'orders_bench');
  if (database.skipped) {
    console.log(JSON.stringify({ driver, skipped: database.skipped }));
    return;
  }
  const { connectionOptions, databaseEnv, cleanUp } = database;
  try {
    const setup = await prepare(connectionOptions);
    const server = await startApi(databaseEnv);
    let run;
    try {
      run = await load(server.origin, setup);
    } finally {
      await server.stop();
    }
    const { counts, createMs, payMs, warmUpCreateMs, elapsedSeconds } = run;
    const books = await audit(connectionOptions, setup);
    const consistent =
      books.negativeStock === 0 &&
      books.stockMismatches === 0 &&
      books.charged === books.paidTotal &&
      books.charged === books.ledgerTotal &&
      books.hotSold <= HOT_STOCK &&
      counts.serverErrors === 0;
    const result = {
      driver,
      seconds: round(elapsedSeconds),
      buyers: BUYERS,
      orders_created: counts.created,
      orders_paid: counts.paid,
      orders_per_second: round(counts.measuredCreated / elapsedSeconds),
      create_p50_ms: round(percentile(createMs, 50)),
      create_p99_ms: round(percentile(createMs, 99)),
      warm_up_seconds: WARM_UP_SECONDS,
      warm_up_create_p99_ms: warmUpCreateMs.length > 0 ? round(percentile(warmUpCreateMs, 99)) : null,
      pay_p50_ms: round(percentile(payMs, 50)),
      pay_p99_ms: round(percentile(payMs, 99)),
      refused_out_of_stock: counts.refusedStock,
      refused_other: counts.refusedOther,
      pay_failed: counts.payFailed,
      server_errors: counts.serverErrors,
      hot_sku_sold: books.hotSold,
      hot_sku_stock: HOT_STOCK,
      negative_stock_skus: books.negativeStock,
      stock_mismatches: books.stockMismatches,
      charged_cents: books.charged,
      paid_cents: books.paidTotal,
      ledger_cents: books.ledgerTotal,
      consistent,
    };
    console.log(`${driver}: ${BUYERS} buyers, ${WARM_UP_SECONDS}s warm-up then ${result.seconds}s measured: ${result.orders_created} orders created in all (${result.orders_per_second}/s measured), ${result.orders_paid} paid`);
    console.log(`order/create  p50 ${result.create_p50_ms} ms  p99 ${result.create_p99_ms} ms  (warm-up p99 ${result.warm_up_create_p99_ms} ms)`);
    console.log(`payment/index p50 ${result.pay_p50_ms} ms  p99 ${result.pay_p99_ms} ms`);
    console.log(`refused: ${counts.refusedStock} out of stock, ${counts.refusedOther} other; payments failed: ${counts.payFailed}; 5xx: ${counts.serverErrors}`);
    console.log(`hot SKU: ${books.hotSold} of ${HOT_STOCK} sold; SKUs below zero: ${books.negativeStock}; stock mismatches: ${books.stockMismatches}`);
    console.log(`money: charged ${books.charged} = paid ${books.paidTotal} = ledger ${books.ledgerTotal} cents -> ${consistent ? 'consistent' : 'INCONSISTENT'}`);
    console.log(JSON.stringify(result));
    if (!consistent) process.exitCode = 1;
  } finally {
    await cleanUp();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

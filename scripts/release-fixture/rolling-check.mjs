#!/usr/bin/env node
// The rolling deploy, rehearsed (ADR 0038): the previous release's API must keep working on the
// schema this checkout's migrations leave, since during a rolling deploy both versions run on it.
//
//   node scripts/release-fixture/rolling-check.mjs --database-url postgres://…/scratch [--release <commit>] [--port 34020]
//
// Builds the release the fixture was made from (or --release) from its own tree, restores the
// fixture into the scratch database (wiped first), starts this checkout's API from its sources on it
// (which migrates it, as the first upgraded node does), then starts the previous release's API
// beside it on the same database and runs the shoppers' and the back office's main calls on both
// nodes: browsing, cart, an order paid from the wallet, orders listed and opened by member and staff.
// Any call that does not succeed fails the check. Too slow for the unit tests (two builds, two
// shops); run it before a release whose migrations changed the schema.
import { createRequire } from 'node:module';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import zlib from 'node:zlib';
import { apiClient } from './drive-shop.mjs';
import { FIXTURE_FILE } from './fixture-file.mjs';
import { buildRelease, ROOT, run, startShop, wipeDatabase } from './release-tree.mjs';

const { values } = parseArgs({
  options: {
    'database-url': { type: 'string' },
    release: { type: 'string' },
    port: { type: 'string', default: '34020' },
  },
});
const databaseUrl = values['database-url'];
if (!databaseUrl) {
  console.error('--database-url: a scratch PostgreSQL database this script may wipe');
  process.exit(2);
}

const fixture = zlib.gunzipSync(fs.readFileSync(FIXTURE_FILE)).toString('utf8');
const release = values.release ?? /commit ([0-9a-f]{40})/.exec(fixture)[1];
const { commit, tree } = buildRelease(release);

wipeDatabase(databaseUrl);
run('psql', [databaseUrl, '-q', '-v', 'ON_ERROR_STOP=1'], { input: fixture, stdio: ['pipe', 'ignore', 'inherit'] });

/** The main calls of a shopper and of the back office on one node; throws at the first that fails. */
async function exercise(origin) {
  const callApi = apiClient(origin);
  const demo = (await callApi('POST', 'user/login', { body: { type: 'password', account: 'demo', password: 'demo1234' } })).token;
  await callApi('GET', 'common/init');
  await callApi('GET', 'goods/index');
  // Goods 59 is the seed's cheapest: the wallet pays it on every run.
  const goods = await callApi('GET', 'goods/view', { token: demo, query: { id: 59 } });
  const sku = goods.skus.find((candidate) => candidate.stock > 0);
  await callApi('POST', 'cart/add', { token: demo, body: { sku_id: sku.id, quantity: 1 } });
  await callApi('GET', 'cart/index', { token: demo });
  const order = await callApi('POST', 'order/create', { token: demo, body: { type: 'buy', sku_id: sku.id, quantity: 1, delivery: 'express', address_id: 1 } });
  await callApi('POST', 'payment/index', { token: demo, body: { order_id: order.order_id, method: 'balance' } });
  const orders = await callApi('GET', 'order/list', { token: demo });
  await callApi('GET', 'order/detail', { token: demo, query: { id: orders.list[0].id } });
  await callApi('GET', 'user/center', { token: demo });
  const admin = (await callApi('POST', 'admin/login', { body: { username: 'admin', password: 'admin1234' } })).token;
  const staffOrders = await callApi('GET', 'admin/order/index', { token: admin });
  await callApi('GET', 'admin/order/detail', { token: admin, query: { id: staffOrders.list[0].id } });
  await callApi('GET', 'admin/refund/index', { token: admin });
  console.log(`${origin}: every call answered`);
}

const apiDir = path.join(ROOT, 'api');
const tsx = createRequire(path.join(apiDir, 'package.json')).resolve('tsx/cli');
const port = Number(values.port);
const next = await startShop({ apiDir, args: [tsx, '--conditions=source', 'src/main.ts'], databaseUrl, port, uploadDir: path.join(tree, 'uploads') });
try {
  const previous = await startShop({ apiDir: path.join(tree, 'api'), args: ['dist/main.js'], databaseUrl, port: port + 1, uploadDir: path.join(tree, 'uploads') });
  try {
    await exercise(previous.origin);
    await exercise(next.origin);
  } finally {
    await previous.stop();
  }
} finally {
  await next.stop();
  fs.rmSync(tree, { recursive: true, force: true });
}
console.log(`release ${commit.slice(0, 7)} works on the schema this checkout migrated`);

#!/usr/bin/env node
// The lists at scale (issue 33): a shop of CATALOGUE_GOODS goods (default 100,000) with two SKUs each,
// CATALOGUE_MEMBERS members (10,000) and CATALOGUE_ORDERS orders (1,000,000) with their lines and
// payments, generated on the database server (src/seed/scale-catalogue.ts), then the built API (../dist)
// started as its own process, as `npm start` runs it, and loaded with autocannon, 50 connections,
// BENCH_SECONDS (default 10) per measure after BENCH_WARM_UP_SECONDS (default 2) uncounted:
//
//   goods list of a category within a price range, every sort, pages 1-5
//   search: goods/index?keywords=… and the search page's search/index?q=…
//   page 1 and page 500 of the whole shelf (sorted by sales or price)
//   a member's order list (500 members signed in, every tab)
//   the back office's order list with filters (status, delivery, dates, sorts)
//   the back office's dashboard
//
// The goals of issue 33 are in e2e/bench/budgets.mjs, which `pnpm bench` prints them beside.
//
// Public lists may be answered from the read cache (ADR 0018): every request of a measure asks for a
// different list (its filters, prices and pages drawn at random), so the database answers nearly all of
// them; how many distinct lists each measure asked is printed. Prints a line per measure (CATALOGUE_ROUNDS
// rounds of them on the same shop, default 1), then one JSON line of the last round.
//
//   node scripts/bench-catalogue.mjs postgres   a throw-away database on the PostgreSQL server of
//                                               DATABASE_URL (else the local one the API's CI uses);
//                                               answers {"skipped": why} when none can be reached
//   node scripts/bench-catalogue.mjs pglite     the embedded database (slow to fill: choose a smaller size)
//
// Build first: pnpm run build.
import { createRequire } from 'node:module';
import autocannon from 'autocannon';
import { benchDatabase, sleep, startApi } from './bench-support.mjs';

const require = createRequire(import.meta.url);
const { openDatabase } = require('../dist/db/client.js');
const { prepareDatabase } = require('../dist/db/prepare.js');
const { FULL_SCALE, SCALE_MEMBER_PREFIX, generateScaleCatalogue } = require('../dist/seed/scale-catalogue.js');
const { issueSession } = require('../dist/modules/user/session-service.js');
const { issueStaffSession } = require('../dist/modules/staff/staff-session-service.js');

const SIZE = {
  goods: Number(process.env.CATALOGUE_GOODS ?? FULL_SCALE.goods),
  members: Number(process.env.CATALOGUE_MEMBERS ?? FULL_SCALE.members),
  orders: Number(process.env.CATALOGUE_ORDERS ?? FULL_SCALE.orders),
};
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
/** CATALOGUE_ROUNDS: the measures again on the same shop (the last round is the summary's), for figures on a shared machine. */
const ROUNDS = Number(process.env.CATALOGUE_ROUNDS ?? 1);
const WARM_UP_SECONDS = Number(process.env.BENCH_WARM_UP_SECONDS ?? 2);
const CONNECTIONS = 50;
const SIGNED_IN_MEMBERS = 500;
const DEEP_PAGE = 500;
const PAGE_SIZE = 20;

const randomOf = (values) => values[Math.floor(Math.random() * values.length)];
const randomInt = (low, high) => low + Math.floor(Math.random() * (high - low + 1));
const log = (line) => console.error(`[bench-catalogue] ${line}`);

/** The shop at scale, and the sessions and ids the measures draw from. */
async function prepare(connectionOptions) {
  const connection = await openDatabase(connectionOptions);
  try {
    const started = Date.now();
    // Without the demo accounts, whose published passwords a production server refuses to serve.
    await prepareDatabase(connection, { demoAccounts: false });
    await generateScaleCatalogue(connection, SIZE, (step, ms) => log(`${step}: ${(ms / 1000).toFixed(1)} s`));
    const generateSeconds = Math.round((Date.now() - started) / 1000);
    const { rows: categories } = await connection.executeSql('SELECT id FROM categories WHERE parent_id IS NULL AND NOT hidden ORDER BY id');
    const { rows: members } = await connection.executeSql(
      `SELECT id FROM users WHERE username LIKE '${SCALE_MEMBER_PREFIX}%' ORDER BY id LIMIT ${SIGNED_IN_MEMBERS}`,
    );
    const now = new Date();
    const memberTokens = await Promise.all(members.map((row) => issueSession(connection.db, Number(row.id), now)));
    // A back-office user of a role granted everything, signed in as the back office signs in.
    const { rows: staff } = await connection.executeSql(
      "INSERT INTO staff_users (username, password_hash, name, role_id) SELECT 'scale_bench', 'no-sign-in', 'Scale bench', id FROM staff_roles WHERE permissions ? '*' ORDER BY id LIMIT 1 RETURNING id",
    );
    const staffToken = await issueStaffSession(connection.db, Number(staff[0].id), now);
    return { generateSeconds, categoryIds: categories.map((row) => Number(row.id)), memberTokens, staffToken };
  } finally {
    await connection.close();
  }
}

/**
 * autocannon on `origin` with a request made by `next()` each time ({path, headers}); the warm-up
 * first, not counted. Answers the figures, how many distinct paths were asked, and why it does not
 * count (anything but 2xx, errors or time-outs), if it does not.
 */
async function measure(origin, next) {
  const asked = new Set();
  const run = (duration) =>
    autocannon({
      url: origin,
      connections: CONNECTIONS,
      duration,
      requests: [
        {
          setupRequest: (request) => {
            const { path, headers = {} } = next();
            asked.add(path);
            return { ...request, method: 'GET', path, headers: { ...request.headers, 'accept-language': 'zh-cn', ...headers } };
          },
        },
      ],
    });
  if (WARM_UP_SECONDS > 0) await run(WARM_UP_SECONDS);
  asked.clear();
  const result = await run(SECONDS);
  const broken = result.non2xx + result.errors + result.timeouts;
  const why = broken > 0 ? `${result.non2xx} non-2xx answers, ${result.errors} errors, ${result.timeouts} timeouts under load` : result.requests.total === 0 ? `no answer within ${SECONDS} s` : null;
  return {
    rps: Math.round(result.requests.average),
    p50_ms: result.latency.p50,
    p99_ms: result.latency.p99,
    max_ms: result.latency.max,
    requests: result.requests.total,
    distinct_paths: asked.size,
    ...(why ? { failed: why } : {}),
  };
}

/** Throws unless `path` answers the success envelope: a list worth loading. */
async function checkAnswers(origin, path, headers = {}) {
  const answer = await (await fetch(origin + path, { headers })).json();
  if (answer.code !== 1) throw new Error(`${path} answered ${JSON.stringify(answer).slice(0, 300)}`);
  return answer.data;
}

const SORTS = ['default', 'sales', 'price_asc', 'price_desc'];
const TABS = ['all', 'unpaid', 'unshipped', 'unreceived', 'unreviewed', 'completed'];
const KEYWORDS = ['耳机', '手机', 'earph', 'Pro', '旗舰', 'laptop', 'Classic', '运动鞋', 'Smart', '背包'];
const DAY_MS = 24 * 60 * 60 * 1000;
const shopDay = (msAgo) => new Date(Date.now() - msAgo + 8 * 60 * 60 * 1000).toISOString().slice(0, 10);

function filteredListPath({ categoryIds }) {
  const low = randomInt(0, 300);
  return `/homeapi/goods/index?category_id=${randomOf(categoryIds)}&min_price=${low}&max_price=${low + randomInt(50, 3000)}&sort=${randomOf(SORTS)}&page=${randomInt(1, 5)}&size=${PAGE_SIZE}`;
}

/** The whole shelf at one page, sorted by sales or price; a lower price bound of ¥0-¥4.99 keeps nearly every product yet makes each list its own. */
const shelfPath = (page) => `/homeapi/goods/index?sort=${randomOf(['sales', 'price_asc', 'price_desc'])}&min_price=${(randomInt(0, 499) / 100).toFixed(2)}&page=${page}&size=${PAGE_SIZE}`;

function staffListPath() {
  const days = randomOf([1, 7, 30, 90]);
  const from = randomInt(days, 365);
  const params = new URLSearchParams({ date_from: shopDay(from * DAY_MS), date_to: shopDay((from - days) * DAY_MS), sort: randomOf(['created_at', 'paid_at', 'amount']), order: randomOf(['asc', 'desc']), page: String(randomInt(1, 5)) });
  if (Math.random() < 0.7) params.set('status', String(randomInt(1, 6)));
  if (Math.random() < 0.3) params.set('delivery', randomOf(['express', 'pickup']));
  return `/homeapi/admin/order/index?${params}`;
}

async function load(origin, setup) {
  const member = () => ({ authorization: `Bearer ${randomOf(setup.memberTokens)}` });
  const staff = { authorization: `Bearer ${setup.staffToken}` };
  const shelf = await checkAnswers(origin, shelfPath(1));
  if (shelf.total < DEEP_PAGE * PAGE_SIZE) throw new Error(`the whole shelf holds ${shelf.total} goods: fewer than ${DEEP_PAGE} pages`);
  await checkAnswers(origin, `/homeapi/order/list?status=all`, member());
  await checkAnswers(origin, staffListPath(), staff);
  await checkAnswers(origin, '/homeapi/admin/dashboard/index', staff);
  const measures = [
    ['filtered_list', () => ({ path: filteredListPath(setup) })],
    ['first_page', () => ({ path: shelfPath(1) })],
    ['deep_page', () => ({ path: shelfPath(DEEP_PAGE) })],
    ['member_orders', () => ({ path: `/homeapi/order/list?status=${randomOf(TABS)}&page=${randomInt(1, 2)}`, headers: member() })],
    ['staff_orders', () => ({ path: staffListPath(), headers: staff })],
    ['dashboard', () => ({ path: '/homeapi/admin/dashboard/index', headers: staff })],
    // Last: until keyword search has an index of its own, its queries queue up in the server past the
    // measure's end and would weigh on whatever came next.
    ['search_list', () => ({ path: `/homeapi/goods/index?keywords=${encodeURIComponent(randomOf(KEYWORDS))}&sort=${randomOf(SORTS)}&page=${randomInt(1, 5)}` })],
    ['search_page', () => ({ path: `/homeapi/search/index?q=${encodeURIComponent(randomOf(KEYWORDS))}&sort=${randomOf(SORTS)}&page=${randomInt(1, 5)}` })],
  ];
  let results = {};
  for (let round = 1; round <= ROUNDS; round += 1) {
    results = {};
    for (const [name, next] of measures) {
      results[name] = await measure(origin, next);
      const r = results[name];
      log(`round ${round}, ${name}: p50 ${r.p50_ms} ms, p99 ${r.p99_ms} ms, ${r.rps} req/s, ${r.distinct_paths} distinct lists asked, ${r.requests} answered${r.failed ? `; ${r.failed}` : ''}`);
      // Answers still on their way when autocannon stopped counting would weigh on the next measure.
      await sleep(1000);
    }
  }
  return results;
}

async function main() {
  const driver = process.argv[2];
  if (driver !== 'pglite' && driver !== 'postgres') throw new Error('usage: bench-catalogue.mjs pglite|postgres');
  const database = await benchDatabase(driver, 'catalogue');
  if (database.skipped) {
    console.log(JSON.stringify({ driver, skipped: database.skipped }));
    return;
  }
  const { connectionOptions, databaseEnv, cleanUp } = database;
  try {
    log(`generating ${SIZE.goods} goods, ${SIZE.members} members, ${SIZE.orders} orders on ${driver}`);
    const setup = await prepare(connectionOptions);
    const server = await startApi(databaseEnv);
    let results;
    try {
      results = await load(server.origin, setup);
    } finally {
      await server.stop();
    }
    const failed = Object.entries(results)
      .filter(([, figures]) => figures.failed)
      .map(([name, figures]) => `${name}: ${figures.failed}`);
    const deepTimes = Math.round((results.deep_page.p50_ms / Math.max(results.first_page.p50_ms, 0.1)) * 100) / 100;
    console.log(
      JSON.stringify({
        driver,
        ...SIZE,
        connections: CONNECTIONS,
        seconds: SECONDS,
        generate_seconds: setup.generateSeconds,
        deep_page_number: DEEP_PAGE,
        deep_page_times_first: deepTimes,
        ...results,
        ...(failed.length ? { failed: failed.join('; ') } : {}),
      }),
    );
    if (failed.length) process.exitCode = 1;
  } finally {
    await cleanUp();
  }
}

await main();

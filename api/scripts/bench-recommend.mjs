// How long the recommendations' rankings take in the database, uncached: each query run again and
// again on the seeded catalogue, with goods/index's listing query beside them for scale, and the list
// page's other reads of issue 32 (its facet counts, the search page's related searches). Build first
// (pnpm run build); `node scripts/bench-recommend.mjs pglite|postgres` (postgres: DATABASE_URL or
// the CI database). BENCH_ROUNDS (default 200) runs of each; BENCH_VIEWERS (default 2000) members
// who each viewed 20 goods, so "viewed together" and "guess you like" read real co-occurrences.
import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';
import { benchDatabase, percentile, round } from './bench-support.mjs';

const require = createRequire(import.meta.url);
const { openDatabase } = require('../dist/db/client.js');
const { prepareDatabase } = require('../dist/db/prepare.js');
const schema = require('../dist/db/schema.js');
const rankings = require('../dist/modules/recommend/ranking-queries.js');
const { listGoods } = require('../dist/modules/goods/listing-service.js');
const { listFacets } = require('../dist/modules/goods/facets-service.js');
const { relatedSearches } = require('../dist/modules/search/related-service.js');

const driver = process.argv[2] ?? 'pglite';
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 200);
const VIEWERS = Number(process.env.BENCH_VIEWERS ?? 2000);

const database = await benchDatabase(driver, 'recommend');
if (database.skipped) {
  console.log(JSON.stringify({ bench: 'recommend', driver, skipped: database.skipped }));
  process.exit(0);
}
const connection = await openDatabase(database.connectionOptions);
try {
  await prepareDatabase(connection, { demoAccounts: true });
  const { db } = connection;
  const goodsIds = (await db.select({ id: schema.goods.id }).from(schema.goods)).map((row) => row.id);
  // Members who browsed: each viewed 20 goods, a fixed pseudo-random pick so every run reads the same data.
  let seed = 42;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  const members = await db
    .insert(schema.users)
    .values(Array.from({ length: VIEWERS }, (_, n) => ({ username: `bench_viewer_${n}`, passwordHash: 'x', nickname: `viewer ${n}` })))
    .returning({ id: schema.users.id });
  const now = new Date();
  for (let start = 0; start < members.length; start += 200) {
    const rows = members.slice(start, start + 200).flatMap(({ id }) => {
      const viewed = new Set();
      while (viewed.size < 20) viewed.add(goodsIds[Math.floor(next() * goodsIds.length)]);
      return [...viewed].map((goodsId, n) => ({ userId: id, goodsId, visitedAt: new Date(now.getTime() - n * 60_000) }));
    });
    await db.insert(schema.footprints).values(rows);
  }
  const demo = members[0].id;

  async function measure(name, run) {
    await run(0);
    const times = [];
    for (let n = 0; n < ROUNDS; n += 1) {
      const started = performance.now();
      await run(n);
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    return { name, p50_ms: round(percentile(times, 50)), p99_ms: round(percentile(times, 99)) };
  }
  const productOf = (n) => goodsIds[n % goodsIds.length];
  const results = [
    await measure('goods/index listing (page 1, 20, by sales), for scale', () => listGoods(db, 'en-us', { sort: 'sales', page: 1, size: 20 }, now)),
    await measure('bought together', (n) => rankings.boughtTogether(db, productOf(n), 24)),
    await measure('viewed together', (n) => rankings.viewedTogether(db, productOf(n), 24)),
    await measure('popular in category', (n) => rankings.popularInCategory(db, productOf(n), 24, now)),
    await measure('popular (visitors’ feed)', () => rankings.popular(db, now)),
    await measure('guess you like (a member’s feed)', (n) => rankings.guessYouLike(db, members[n % members.length].id ?? demo, now)),
    await measure('goods/facets, the whole catalogue', () => listFacets(db, 'en-us', {})),
    await measure('goods/facets, a category and a brand chosen', () => listFacets(db, 'en-us', { category_id: 1, brand_id: [1] })),
    await measure('search/related for "shirt"', () => relatedSearches(db, 'en-us', 'shirt')),
  ];
  for (const row of results) console.log(`${row.name.padEnd(56)} p50 ${String(row.p50_ms).padStart(6)} ms   p99 ${String(row.p99_ms).padStart(6)} ms`);
  console.log(JSON.stringify({ bench: 'recommend', driver, goods: goodsIds.length, viewers: VIEWERS, footprints: VIEWERS * 20, rounds: ROUNDS, results }));
} finally {
  await connection.close();
  await database.cleanUp();
}

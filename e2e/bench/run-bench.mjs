// `pnpm bench`: a benchmark, not a test. Builds for production (what is stale), serves the shop as
// `npm start` does, and measures each page in Chromium: Lighthouse 12 desktop performance and its
// metrics (median of BENCH_RUNS runs), and the first load's weight; then the API's ordering load and
// the flash sale under 1,000 concurrent buyers; then the chat under 1,000 member sockets. Prints a
// table and writes JSON.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chatNotes, chatRows, measureChatLoad } from './chat-load.mjs';
import { describeFlashSale, measureFlashSale } from './flash-sale-load.mjs';
import { runLighthouse } from './lighthouse-run.mjs';
import { demoMemberWithCart } from './member.mjs';
import { measureOrderLoad } from './order-load.mjs';
import { measurePageWeight } from './page-weight.mjs';
import { startShop } from './shop-server.mjs';

const PAGES = [
  { path: '/home/index' },
  { path: '/home/goods/index' },
  { path: '/home/goods/view?id=5' },
  { path: '/home/cart/index', member: true },
  { path: '/home/cart/confirm?type=buy&sku_id=1&quantity=1', member: true },
];
const ORDER_LOAD_SECONDS = Number(process.env.BENCH_ORDER_SECONDS ?? 10);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const PORT = Number(process.env.BENCH_PORT ?? 8282);
const OUT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../bench-results');

function median(values) {
  const sorted = values.filter((v) => v !== null).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)] : null;
}

async function benchPage(origin, { path: pagePath, member }) {
  const url = origin + pagePath;
  const token = member ? await demoMemberWithCart(origin) : undefined;
  const runs = [];
  for (let i = 0; i < RUNS; i += 1) runs.push(await runLighthouse(url, { token }));
  const landed = new URL(runs[0].finalUrl).pathname;
  if (landed !== new URL(url).pathname) throw new Error(`${pagePath} ended on ${landed}: not the page meant to be measured`);
  const pick = (key) => median(runs.map((run) => run[key]));
  return {
    page: pagePath,
    lighthouse: { runs: RUNS, score: pick('score'), lcpMs: pick('lcpMs'), tbtMs: pick('tbtMs'), cls: pick('cls'), fcpMs: pick('fcpMs') },
    firstLoad: await measurePageWeight(url, { token }),
    diagnostics: { lcpElement: runs[0].lcpElement, layoutShifts: runs[0].layoutShifts, largestScripts: runs[0].largestScripts },
    warnings: [...new Set(runs.flatMap((run) => run.warnings))],
  };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
const ms = (value) => (value === null ? '-' : `${Math.round(value)} ms`);

// BENCH_ORIGIN measures a shop that is already running (a staging deployment, say) instead.
const shop = process.env.BENCH_ORIGIN ? { origin: process.env.BENCH_ORIGIN, stop: async () => {} } : await startShop(PORT);
try {
  const results = [];
  for (const page of PAGES) results.push(await benchPage(shop.origin, page));
  const orders = await measureOrderLoad(ORDER_LOAD_SECONDS);
  const flashSale = await measureFlashSale();
  const chat = await measureChatLoad();
  const report = { date: new Date().toISOString(), node: process.version, runs: RUNS, results, orders, flashSale, chat };
  fs.mkdirSync(OUT_DIR, { recursive: true });
  fs.writeFileSync(path.join(OUT_DIR, 'latest.json'), `${JSON.stringify(report, null, 2)}\n`);
  console.table(
    results.map(({ page, lighthouse: lh, firstLoad: w }) => ({
      page,
      score: lh.score,
      LCP: ms(lh.lcpMs),
      TBT: ms(lh.tbtMs),
      CLS: lh.cls === null ? '-' : lh.cls.toFixed(3),
      FCP: ms(lh.fcpMs),
      'JS (gzip)': kb(w.jsBytes),
      'CSS (gzip)': kb(w.cssBytes),
      requests: w.requests,
      'React copies': w.reactCopies,
      'ReactDOM copies': w.reactDomCopies,
    })),
  );
  for (const { page, warnings } of results) for (const warning of warnings) console.warn(`${page}: ${warning}`);
  console.log(
    `API, 50 concurrent buyers for ${ORDER_LOAD_SECONDS} s (in-process, embedded PGlite): ${orders.orders_per_second} orders/s; ` +
      `order/create p50 ${orders.create_p50_ms} ms, p99 ${orders.create_p99_ms} ms; payment p99 ${orders.pay_p99_ms} ms; consistent: ${orders.consistent}`,
  );
  for (const run of flashSale) console.log(describeFlashSale(run));
  console.log('Chat under load: member sockets each sending a message a second to the agents connected (the API as its own process):');
  console.table(chatRows(chat));
  for (const note of chatNotes(chat)) console.warn(note);
  console.log(`written to ${path.relative(process.cwd(), path.join(OUT_DIR, 'latest.json'))}`);
  // Overselling, a chat message not delivered exactly once (or a broken run) fails the bench, after the figures are written.
  if (flashSale.some((run) => run.failed)) {
    console.error('The flash-sale bench failed: see above.');
    process.exitCode = 1;
  }
  if (chat.some((run) => run.failed)) {
    console.error('The chat bench failed: a message was not acknowledged or delivered exactly once (see above).');
    process.exitCode = 1;
  }
} finally {
  await shop.stop();
}

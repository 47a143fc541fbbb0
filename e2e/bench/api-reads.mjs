import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { prepareShopWithMember } from '../../api/scripts/bench-member.mjs';
import { benchDatabase, startApi } from '../../api/scripts/bench-support.mjs';

const BARE_SCRIPT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../api/scripts/bench-bare-fastify.mjs');
const CONNECTIONS = 100;
/** What Chromium sends in Accept-Encoding. */
const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd';
/** A short run before each measured one, not counted: connections opened, code warm. */
const WARM_UP_SECONDS = 1;

/** The bare Fastify hello world as its own process; answers its origin and `stop`. */
function startBareFastify() {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [BARE_SCRIPT], { stdio: ['ignore', 'pipe', 'inherit'] });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
      if (!output.includes('\n')) return;
      const { origin } = JSON.parse(output.split('\n')[0]);
      const stop = () =>
        new Promise((done) => {
          child.once('exit', done);
          child.kill('SIGTERM');
        });
      resolve({ origin, stop });
    });
    child.on('error', reject);
    child.on('exit', (code) => reject(new Error(`the bare Fastify server exited with ${code}`)));
  });
}

async function load(url, headers, seconds) {
  await autocannon({ url, headers, connections: CONNECTIONS, duration: WARM_UP_SECONDS });
  const result = await autocannon({ url, headers, connections: CONNECTIONS, duration: seconds });
  return {
    rps: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    maxMs: result.latency.max,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

/** The answer must be the shop's success envelope before it is worth loading. */
async function checkAnswers(url, headers) {
  const answer = await (await fetch(url, { headers })).json();
  if (answer.code !== 1) throw new Error(`${url} answered ${JSON.stringify(answer).slice(0, 200)}`);
}

/**
 * The API's reads under autocannon, 100 connections for `seconds` each, over HTTP: a bare Fastify
 * hello world started here, then the built API as its own process (as `npm start` runs it, in
 * production mode, on a fresh embedded database): index/index and goods/view for a visitor,
 * cart/count for a member with one cart row. Answers one entry per target; a target that answered
 * anything but 2xx under load is marked `failed`.
 */
export async function measureApiReads(seconds) {
  const bare = await startBareFastify();
  let bareFigures;
  try {
    bareFigures = await load(bare.origin, {}, seconds);
  } finally {
    await bare.stop();
  }
  const database = await benchDatabase('pglite', 'reads_bench');
  try {
    const { token } = await prepareShopWithMember(database.connectionOptions);
    const api = await startApi(database.databaseEnv);
    try {
      const member = { authorization: `Bearer ${token}` };
      const added = await (
        await fetch(`${api.origin}/homeapi/cart/add`, { method: 'POST', headers: { ...member, 'content-type': 'application/json' }, body: JSON.stringify({ sku_id: 1, quantity: 1 }) })
      ).json();
      if (added.code !== 1) throw new Error(`cart/add for the bench member: ${added.msg}`);
      // Every browser asks for a compressed answer; the bare server's "hello world" is too small to compress.
      const browser = { 'accept-encoding': BROWSER_ENCODINGS };
      const targets = [
        { name: 'index/index', path: '/homeapi/index/index?temp_id=pc', headers: browser, budget: 'cachedRead' },
        { name: 'goods/view (visitor)', path: '/homeapi/goods/view?id=5', headers: browser, budget: 'cachedRead' },
        { name: 'cart/count (member)', path: '/homeapi/cart/count', headers: { ...browser, ...member }, budget: 'cartCount' },
      ];
      const results = [{ name: 'bare Fastify hello world', ...bareFigures }];
      for (const target of targets) {
        await checkAnswers(api.origin + target.path, target.headers);
        const figures = await load(api.origin + target.path, target.headers, seconds);
        const broken = figures.non2xx + figures.errors + figures.timeouts;
        results.push({
          name: target.name,
          path: target.path,
          budget: target.budget,
          ...figures,
          percentOfBare: Math.round((figures.rps / bareFigures.rps) * 1000) / 10,
          ...(broken > 0 ? { failed: `${figures.non2xx} non-2xx answers, ${figures.errors} errors, ${figures.timeouts} timeouts under load` } : {}),
        });
      }
      return results;
    } finally {
      await api.stop();
    }
  } finally {
    await database.cleanUp();
  }
}

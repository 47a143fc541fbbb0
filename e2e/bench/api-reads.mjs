import { prepareShopWithMember } from '../../api/scripts/bench-member.mjs';
import { benchDatabase, startApi } from '../../api/scripts/bench-support.mjs';
import { BROWSER_ENCODINGS, brokenUnderLoad, load, loadBareFastify } from './autocannon-load.mjs';

const CONNECTIONS = 100;

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
  const bareFigures = await loadBareFastify({ connections: CONNECTIONS, seconds });
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
        const figures = await load(api.origin + target.path, { headers: target.headers, connections: CONNECTIONS, seconds });
        const broken = brokenUnderLoad(figures);
        results.push({
          name: target.name,
          path: target.path,
          budget: target.budget,
          ...figures,
          percentOfBare: Math.round((figures.rps / bareFigures.rps) * 1000) / 10,
          ...(broken ? { failed: broken } : {}),
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

// Run by scripts/test-topology.sh against the running topology: GATEWAY_URL, API_NODES, DATABASE_URL.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';

const gateway = process.env.GATEWAY_URL;
const nodes = process.env.API_NODES.split(',');
const databaseUrl = process.env.DATABASE_URL;
const REQUEST_TIMEOUT_MS = 15_000;
/** The default sign-in limit per account, across addresses, in 15 minutes (api/src/http/rate-limit.ts). */
const SIGN_IN_LIMIT = 10;
/**
 * The address the sign-in limit test claims through X-Forwarded-For (the nodes trust the proxy), so
 * that its failures do not use up the gateway address's allowance that the buyers sign in from.
 */
const GUESSER_ADDRESS = '127.0.0.2';

/** The WebSocket client the API itself depends on (Node 20 has no WebSocket of its own). */
const WebSocket = createRequire(new URL('../api/package.json', import.meta.url))('ws');

const sql = (query) => execFileSync('psql', [databaseUrl, '-qtAX', '-c', query], { encoding: 'utf8' }).trim();

async function request(base, path, { method = 'GET', body, token, forwardedFor } = {}) {
  const headers = { 'client-type': 'pc', 'accept-language': 'en-us' };
  if (forwardedFor) headers['x-forwarded-for'] = forwardedFor;
  if (body) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(`${base}${path}`, {
    method,
    headers,
    body: body && JSON.stringify(body),
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, text, json: () => JSON.parse(text) };
}

/** Runs `work` over `items` with at most `limit` in flight. */
async function inBatches(items, limit, work) {
  const results = [];
  for (let i = 0; i < items.length; i += limit) results.push(...(await Promise.all(items.slice(i, i + limit).map(work))));
  return results;
}

const signIn = async (account, password) => {
  const answer = (await request(gateway, '/homeapi/user/login', { method: 'POST', body: { type: 'password', account, password } })).json();
  assert.equal(answer.code, 1, JSON.stringify(answer));
  return answer.data.token;
};

/** A back-office user's token, through the gateway. */
const signInStaff = async (username, password) => {
  const answer = (await request(gateway, '/homeapi/admin/login', { method: 'POST', body: { username, password } })).json();
  assert.equal(answer.code, 1, JSON.stringify(answer));
  return answer.data.token;
};

/** Members made in the database with the demo member's password, signed in through the gateway. */
async function createBuyers(prefix, count) {
  sql(`INSERT INTO users (username, password_hash, nickname)
       SELECT '${prefix}' || n, (SELECT password_hash FROM users WHERE username = 'demo'), '${prefix}' || n
       FROM generate_series(1, ${count}) AS n`);
  // Sign-ins in flight count against the address until they succeed: stay well under its limit.
  return inBatches(Array.from({ length: count }, (_, n) => `${prefix}${n + 1}`), 10, (name) => signIn(name, 'demo1234'));
}

const buyOne = (base, token, skuId) =>
  request(base, '/homeapi/order/create', { method: 'POST', token, body: { type: 'buy', sku_id: skuId, quantity: 1, delivery: 'pickup', store_id: 1 } });

const nodeLogs = () => [1, 2].map((n) => readFileSync(`.topology/api-${n}.log`, 'utf8'));

describe('the site through the gateway', () => {
  it('serves the host, a remote manifest and the API from one origin, with the cache policy', async () => {
    const shell = await request(gateway, '/home/index.html');
    assert.equal(shell.status, 200);
    assert.equal(shell.text, readFileSync('host/dist/index.html', 'utf8'));

    // A page is rendered by an API node from the builds it reads back through the gateway (ADR 0039).
    const page = await request(gateway, '/home/goods/view?id=1');
    assert.equal(page.status, 200);
    assert.equal(page.headers.get('cache-control'), 'no-cache');
    assert.match(page.headers.get('x-api-node') ?? '', /^api-[12]$/);
    assert.match(page.text, /<script type="application\/json" id="shop-ssr">/);
    const goods = (await request(gateway, '/homeapi/goods/view?id=1')).json().data;
    assert.ok(page.text.includes(`>${goods.name}<`), 'the product page holds its name');

    const manifest = await request(gateway, '/remotes/catalog/mf-manifest.json');
    assert.equal(manifest.status, 200);
    assert.equal(manifest.json().name !== undefined, true);
    assert.equal(manifest.headers.get('cache-control'), 'no-cache');

    const registry = await request(gateway, '/home/remotes.json');
    assert.deepEqual(registry.json(), JSON.parse(readFileSync(process.env.REMOTES_FILE ?? 'deploy/remotes.json', 'utf8')));

    const init = await request(gateway, '/homeapi/common/init');
    assert.equal(init.json().code, 1);
    assert.equal((await request(gateway, '/remotes/no-such-remote/remoteEntry.js')).status, 404);
  });

  it('spreads API requests over both nodes', async () => {
    const answered = await inBatches(Array.from({ length: 20 }), 5, () => request(gateway, '/homeapi/common/init'));
    assert.deepEqual(new Set(answered.map((answer) => answer.headers.get('x-api-node'))), new Set(['api-1', 'api-2']));
  });
});

describe('what several API nodes share', () => {
  it('holds the sign-in limit across both nodes', async () => {
    const statuses = [];
    for (let attempt = 0; attempt < SIGN_IN_LIMIT + 4; attempt += 1) {
      const node = nodes[attempt % 2];
      const body = { type: 'password', account: 'lily', password: 'wrong-password' };
      statuses.push((await request(node, '/homeapi/user/login', { method: 'POST', body, forwardedFor: GUESSER_ADDRESS })).status);
    }
    assert.equal(statuses.filter((status) => status === 400).length, SIGN_IN_LIMIT, `statuses: ${statuses}`);
    assert.deepEqual(statuses.slice(SIGN_IN_LIMIT), [429, 429, 429, 429]);
  });

  describe('200 buyers racing for the last 5 units', () => {
    let tokens;
    let skuId;
    before(async () => {
      tokens = await createBuyers('racer', 200);
      skuId = Number(sql(`SELECT id FROM goods_skus WHERE goods_id = 8 ORDER BY id LIMIT 1`));
      sql(`UPDATE goods_skus SET stock = 5 WHERE id = ${skuId}`);
    });

    it('sells exactly 5, spread over both nodes', async () => {
      const answers = await Promise.all(tokens.map((token) => buyOne(gateway, token, skuId)));
      const sold = answers.filter((answer) => answer.json().code === 1);
      assert.equal(sold.length, 5);
      assert.ok(answers.every((answer) => answer.status === 200 || answer.status === 400), `statuses: ${[...new Set(answers.map((a) => a.status))]}`);
      assert.deepEqual(new Set(answers.map((answer) => answer.headers.get('x-api-node'))), new Set(['api-1', 'api-2']));
      assert.equal(sql(`SELECT stock FROM goods_skus WHERE id = ${skuId}`), '0');
      assert.equal(sql(`SELECT coalesce(sum(i.quantity), 0) FROM order_items i JOIN orders o ON o.id = i.order_id JOIN users u ON u.id = o.user_id WHERE i.sku_id = ${skuId} AND u.username LIKE 'racer%'`), '5');
    });
  });

  // The sweep is a job-library schedule, run once a minute on one of the nodes (ADR 0031).
  it('cancels expired orders exactly once while both nodes run the schedules', async () => {
    const count = 20;
    const tokens = await createBuyers('late', count);
    const skuId = Number(sql(`SELECT id FROM goods_skus WHERE goods_id = 7 ORDER BY id LIMIT 1`));
    sql(`UPDATE goods_skus SET stock = 100 WHERE id = ${skuId}`);
    const placed = await Promise.all(tokens.map((token, n) => buyOne(nodes[n % 2], token, skuId)));
    assert.ok(placed.every((answer) => answer.json().code === 1));
    const ids = placed.map((answer) => answer.json().data.order_id);
    assert.equal(sql(`SELECT stock FROM goods_skus WHERE id = ${skuId}`), String(100 - count));

    const cancelledBefore = loggedCancellations();
    sql(`UPDATE orders SET expires_at = now() - interval '1 second' WHERE id IN (${ids.join(',')})`);
    const deadline = Date.now() + 90_000;
    while (sql(`SELECT count(*) FROM orders WHERE id IN (${ids.join(',')}) AND status = 5`) !== String(count)) {
      assert.ok(Date.now() < deadline, 'the expired orders were not cancelled within 90 s');
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    // Give a sweep that might have raced a little time to log its (wrong) second cancellation.
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    assert.equal(sql(`SELECT stock FROM goods_skus WHERE id = ${skuId}`), '100');
    assert.equal(loggedCancellations() - cancelledBefore, count);
  });
});

/**
 * A flash-sale slot selling now (China time, UTC+8): from the latest free start minute at or before
 * this one, to midnight. Answers its id.
 */
async function slotSellingNow() {
  const taken = new Set(sql('SELECT start_minute FROM flash_slots').split('\n').filter(Boolean).map(Number));
  for (;;) {
    const chinaNow = new Date(Date.now() + 8 * 3_600_000);
    let minute = chinaNow.getUTCHours() * 60 + chinaNow.getUTCMinutes();
    while (minute >= 0 && taken.has(minute)) minute -= 1;
    if (minute >= 0) return Number(sql(`INSERT INTO flash_slots (start_minute, duration_minutes) VALUES (${minute}, ${1440 - minute}) RETURNING id`));
    // Just after midnight with minute 0 taken: the next minute is free or later than a taken one.
    await new Promise((resolve) => setTimeout(resolve, 60_000 - (Date.now() % 60_000) + 100));
  }
}

describe('a flash sale across both nodes (ADR 0043)', () => {
  const STOCK = 10;
  let tokens;
  let activityId;
  let skuId;
  before(async () => {
    tokens = await createBuyers('flash', 200);
    skuId = Number(sql('SELECT id FROM goods_skus WHERE goods_id = 7 ORDER BY id LIMIT 1'));
    sql(`UPDATE goods_skus SET stock = 1000 WHERE id = ${skuId}`);
    // Set up as an operator does: saved and started in the back office, through the gateway.
    const admin = await signInStaff('admin', 'admin1234');
    const hour = 3_600_000;
    const saved = (
      await request(gateway, '/homeapi/admin/activity/save', {
        method: 'POST',
        token: admin,
        body: {
          type: 'second',
          goods_id: 7,
          title: { zh: '拓扑秒杀', en: 'Topology flash sale' },
          starts_at: new Date(Date.now() - hour).toISOString(),
          ends_at: new Date(Date.now() + hour).toISOString(),
          per_member_limit: 1,
          slot_id: await slotSellingNow(),
          skus: [{ sku_id: skuId, price: '9.90', stock: STOCK }],
        },
      })
    ).json();
    assert.equal(saved.code, 1, JSON.stringify(saved));
    activityId = saved.data.id;
    const started = (await request(gateway, '/homeapi/admin/activity/start', { method: 'POST', token: admin, body: { id: activityId } })).json();
    assert.equal(started.code, 1, JSON.stringify(started));
  });

  const flashBuy = (base, token) =>
    request(base, '/homeapi/order/create', { method: 'POST', token, body: { type: 'second', activity_id: activityId, sku_id: skuId, quantity: 1, delivery: 'pickup', store_id: 1 } });
  const unitsLeft = () => sql(`SELECT stock || '/' || sold FROM activity_skus WHERE activity_id = ${activityId} AND sku_id = ${skuId}`);

  it('sells exactly its units to 200 buyers at once, and tells every other buyer it is sold out', async () => {
    const warehouseBefore = Number(sql(`SELECT stock FROM goods_skus WHERE id = ${skuId}`));
    const answers = await Promise.all(tokens.map((token) => flashBuy(gateway, token)));
    const sold = answers.filter((answer) => answer.json().code === 1);
    assert.equal(sold.length, STOCK);
    const refusals = new Set(answers.filter((answer) => answer.json().code !== 1).map((answer) => `${answer.status} ${answer.json().msg}`));
    assert.deepEqual(refusals, new Set(['400 This promotion is sold out']));
    assert.deepEqual(new Set(answers.map((answer) => answer.headers.get('x-api-node'))), new Set(['api-1', 'api-2']));
    assert.equal(unitsLeft(), `0/${STOCK}`);
    assert.equal(Number(sql(`SELECT stock FROM goods_skus WHERE id = ${skuId}`)), warehouseBefore - STOCK);
  });

  it('sells a unit a buyer gave back on the other node, which heard of it from the database', async () => {
    const [buyer] = await createBuyers('flashback', 1);
    const [late] = await createBuyers('flashlate', 1);
    const bought = await flashBuy(nodes[0], buyer);
    // The sale above sold out: nothing left for this buyer either, on either node.
    assert.equal(bought.json().msg, 'This promotion is sold out');
    const [orderId, holder] = sql(`SELECT o.id || ' ' || u.username FROM orders o JOIN users u ON u.id = o.user_id JOIN order_items i ON i.order_id = o.id
      WHERE i.sku_id = ${skuId} AND u.username LIKE 'flash%' AND o.status <> 5 ORDER BY o.id LIMIT 1`).split(' ');
    const holderToken = await signIn(holder, 'demo1234');
    const cancelled = (await request(nodes[0], '/homeapi/order/cancel', { method: 'POST', token: holderToken, body: { id: Number(orderId) } })).json();
    assert.equal(cancelled.code, 1, JSON.stringify(cancelled));
    // Node 2 answered sold out from memory; the cancellation on node 1 reaches it through the database's notification.
    const deadline = Date.now() + 10_000;
    let again = await flashBuy(nodes[1], late);
    while (again.json().code !== 1 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      again = await flashBuy(nodes[1], late);
    }
    assert.equal(again.json().code, 1, again.text);
    assert.equal(unitsLeft(), `0/${STOCK}`);
  });
});

/**
 * A chat socket (docs/api/service.md) on one address, signed in with `type` (login or agent_login):
 * `next` takes the first frame of a type that arrived or arrives within the request timeout.
 */
async function openChat(base, type, token) {
  const socket = new WebSocket(`${base.replace(/^http/, 'ws')}/homeapi/service/socket`);
  const frames = [];
  let wake = () => {};
  socket.on('message', (data) => {
    frames.push(JSON.parse(String(data)));
    wake();
  });
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  const next = async (frameType, where = () => true) => {
    const deadline = Date.now() + REQUEST_TIMEOUT_MS;
    for (;;) {
      const index = frames.findIndex((frame) => frame.type === frameType && where(frame.data));
      if (index >= 0) return frames.splice(index, 1)[0].data;
      assert.ok(Date.now() < deadline, `no ${frameType} frame; received ${JSON.stringify(frames)}`);
      await new Promise((resolve) => {
        wake = resolve;
        setTimeout(resolve, 100);
      });
    }
  };
  const send = (frame) => socket.send(JSON.stringify(frame));
  send({ type, data: { token, lang: 'en-us' } });
  await next(type);
  return { next, send, close: () => socket.close() };
}

describe('the chat across nodes', () => {
  it('carries messages between a member on one node and an agent on the other, and to a tab behind the gateway', async () => {
    // Agents are back-office users whose role may answer the chat (ADR 0028): one like the demo agent1.
    sql(`INSERT INTO staff_users (username, password_hash, name, role_id)
         SELECT 'topology_agent', password_hash, 'Topology agent', role_id FROM staff_users WHERE username = 'agent1'`);
    const [memberToken] = await createBuyers('chatter', 1);
    const agent = await openChat(nodes[1], 'agent_login', await signInStaff('topology_agent', 'agent1234'));
    const member = await openChat(nodes[0], 'login', memberToken);
    const gatewayTab = await openChat(gateway, 'login', memberToken);
    try {
      member.send({ type: 'message', data: { client_id: 'topology-hello-1', message: { kind: 'text', text: 'Hello across nodes' } } });
      const { message } = await member.next('ack');
      assert.equal((await agent.next('message', (data) => data.id === message.id)).text, 'Hello across nodes');
      await gatewayTab.next('message', (data) => data.id === message.id);

      agent.send({ type: 'message', data: { client_id: 'topology-answer-1', conversation_id: message.conversation_id, message: { kind: 'text', text: 'Hello back' } } });
      const answer = (await agent.next('ack')).message;
      for (const tab of [member, gatewayTab]) assert.equal((await tab.next('message', (data) => data.id === answer.id)).sender_name, 'Topology agent');
    } finally {
      for (const socket of [agent, member, gatewayTab]) socket.close();
    }
  });
});

/** The orders the API nodes report as cancelled by their sweeps, summed over both logs. */
function loggedCancellations() {
  let total = 0;
  for (const log of nodeLogs()) {
    for (const line of log.split('\n')) {
      if (!line.includes('expired unpaid orders cancelled')) continue;
      total += JSON.parse(line).cancelled;
    }
  }
  return total;
}

/** The lines of a JSON log file that satisfy `where`, waiting up to 5 s for them to be written (nginx and the API write after answering). */
async function logLines(file, where, atLeast = 1) {
  const deadline = Date.now() + 5_000;
  for (;;) {
    const lines = readFileSync(file, 'utf8').split('\n').filter(Boolean).map((line) => JSON.parse(line)).filter(where);
    if (lines.length >= atLeast || Date.now() > deadline) return lines;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('one request followed by its id (ADR 0036)', () => {
  it('from the gateway’s JSON access log to the log lines of the node that answered it', async () => {
    const answer = await request(gateway, '/homeapi/goods/view?id=999999');
    assert.equal(answer.status, 404);
    const id = answer.headers.get('x-request-id');
    assert.match(id, /^[0-9a-f]{32}$/);
    const [access] = await logLines('.topology/gateway-access.log', (entry) => entry.request_id === id);
    assert.ok(access, `no access log line for ${id}`);
    assert.equal(access.status, 404);
    assert.equal(access.path, '/homeapi/goods/view');
    const n = Number(answer.headers.get('x-api-node').slice(-1));
    assert.equal(access.upstream_addr, new URL(nodes[n - 1]).host);
    const lines = await logLines(`.topology/api-${n}.log`, (line) => line.reqId === id, 2);
    assert.deepEqual(lines.map((line) => line.msg), ['incoming request', 'request completed']);
    assert.equal(lines[1].res.statusCode, 404);
  });

  it('from a chat socket’s upgrade through the gateway to the delivery of its message on the other node', async () => {
    sql(`INSERT INTO staff_users (username, password_hash, name, role_id)
         SELECT 'trace_agent', password_hash, 'Trace agent', role_id FROM staff_users WHERE username = 'agent1' ON CONFLICT DO NOTHING`);
    const [memberToken] = await createBuyers(`tracer${Date.now() % 100_000}x`, 1);
    const agent = await openChat(nodes[1], 'agent_login', await signInStaff('trace_agent', 'agent1234'));
    const socket = new WebSocket(`${gateway.replace(/^http/, 'ws')}/homeapi/service/socket`);
    const closed = new Promise((resolve) => socket.once('close', resolve));
    try {
      await new Promise((resolve, reject) => {
        socket.once('open', resolve);
        socket.once('error', reject);
      });
      socket.send(JSON.stringify({ type: 'login', data: { token: memberToken, lang: 'en-us' } }));
      socket.send(JSON.stringify({ type: 'message', data: { client_id: 'trace-message-0001', message: { kind: 'text', text: 'Follow me' } } }));
      await agent.next('message', (data) => data.client_id === 'trace-message-0001');
    } finally {
      socket.close();
      agent.close();
    }
    await closed;
    // nginx logs a socket when it closes, under the id it gave the upgrade (the 101 comes from the ws layer, without the header).
    const upgrades = await logLines('.topology/gateway-access.log', (entry) => entry.path === '/homeapi/service/socket' && entry.status === 101);
    const upgradeId = upgrades.at(-1).request_id;
    const [upgraded] = (await Promise.all([1, 2].map((n) => logLines(`.topology/api-${n}.log`, (line) => line.reqId === upgradeId && line.msg === 'incoming request', 0)))).flat();
    assert.equal(upgraded?.req.url, '/homeapi/service/socket', `no node logged the upgrade ${upgradeId}`);
    // Frames run as <upgrade id>.<n>: the sign-in is 1, the message 2; the agent's node delivered it under that id.
    const [delivered] = await logLines('.topology/api-2.log', (line) => line.msg === 'chat frame delivered' && line.reqId === `${upgradeId}.2` && line.frame === 'message');
    assert.ok(delivered, `node 2 logged no delivery under ${upgradeId}.2`);
  });
});

/** Each node's metrics listener (METRICS_NODES, ADR 0035), in the order of API_NODES. */
const metricsNodes = (process.env.METRICS_NODES ?? '').split(',').filter(Boolean);

/** The sum of one metric's samples over a scrape, for the samples whose labels include `labels`. */
function sampleSum(scrape, name, labels = {}) {
  let sum = 0;
  for (const line of scrape.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries([...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map(([, key, value]) => [key, value]));
    if (Object.entries(labels).every(([key, value]) => found[key] === value)) sum += Number(match[3]);
  }
  return sum;
}

const scrapeNode = async (base) => {
  const answer = await request(base, '/metrics');
  assert.equal(answer.status, 200, `${base}/metrics answered ${answer.status}`);
  return answer.text;
};

describe('metrics of each API node', () => {
  it('are scraped from both nodes, each request counted once on the node that answered it, under its route template', async () => {
    assert.equal(metricsNodes.length, 2, 'run-topology.sh writes METRICS_NODES to .topology/env');
    const route = { method: 'GET', route: '/homeapi/goods/view', status: '200' };
    const before = await Promise.all(metricsNodes.map(scrapeNode));
    const views = 20;
    for (let i = 0; i < views; i += 1) assert.equal((await request(gateway, `/homeapi/goods/view?id=${(i % 5) + 1}`)).status, 200);
    const after = await Promise.all(metricsNodes.map(scrapeNode));
    const deltas = after.map((scrape, n) => sampleSum(scrape, 'shop_http_requests_total', { ...route, node: `api-${n + 1}` }) - sampleSum(before[n], 'shop_http_requests_total', { ...route, node: `api-${n + 1}` }));
    assert.equal(deltas[0] + deltas[1], views, `requests counted per node: ${deltas}`);
    assert.ok(deltas.every((delta) => delta > 0), `both nodes answered some: ${deltas}`);
    for (const scrape of after) {
      assert.ok(sampleSum(scrape, 'shop_db_pool_connections', { state: 'total' }) > 0, 'the PostgreSQL pool is reported');
      assert.ok(sampleSum(scrape, 'shop_db_query_duration_seconds_count') > 0, 'statements are timed');
      assert.match(scrape, /^process_resident_memory_bytes\{node="api-\d"\} \d/m);
      assert.doesNotMatch(scrape, /goods\/view\?|id=/, 'no raw URL becomes a series');
    }
  });

  it('are served neither by the gateway nor on a node’s public port', async () => {
    for (const base of [gateway, ...nodes]) {
      for (const path of ['/metrics', '/homeapi/metrics']) {
        const answer = await request(base, path);
        assert.notEqual(answer.status, 200, `${base}${path} answered 200`);
        assert.doesNotMatch(answer.text, /# TYPE shop_|shop_http_requests_total/, `${base}${path} served metrics`);
      }
    }
  });
});

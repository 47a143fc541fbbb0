// A rolling restart under load, through the gateway of the running topology (scripts/test-topology.sh:
// GATEWAY_URL, DATABASE_URL): anonymous browsing, members buying and paying from their balance, and
// members chatting with an agent over the real socket protocol, while API node 1 is sent SIGTERM,
// exits and is started again until ready, then node 2. It counts what shoppers would notice: failed
// requests, chat messages lost or doubled, orders paid twice; each must be 0 (docs/rolling-deploys.md).
// RESTART_SIGNAL=KILL restarts the nodes by SIGKILL instead, which this test must fail on.
import { execFile, execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ChatClient } from './rolling-restart/chat-client.mjs';
import { browse, buy, Tally } from './rolling-restart/shoppers.mjs';

const gateway = process.env.GATEWAY_URL;
const databaseUrl = process.env.DATABASE_URL;
const BROWSERS = 3;
const BUYERS = 3;
const CHATTERS = 5;
/** Each chatting member sends a message this often: one every 200 ms over the five, under the per-member limit (20 in 10 s). */
const CHAT_EVERY_MS = 1_000;
/** Load before, between and after the two restarts. */
const STEADY_MS = 3_000;
/** How long the clients may take to send what they have left, and the agent to see it, once the load stops. */
const SETTLE_MS = 20_000;

/** Names this run's members, agent and messages, so the test can run again on the same database. */
const RUN = Date.now().toString(36).slice(-6);

const sql = (query) => execFileSync('psql', [databaseUrl, '-qtAX', '-c', query], { encoding: 'utf8' }).trim();
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const nodePid = (n) => readFileSync(`.topology/api-${n}.pid`, 'utf8').trim();

async function restartNode(n) {
  const startedAt = Date.now();
  await promisify(execFile)('bash', ['scripts/run-topology.sh', 'restart-node', String(n)], { env: process.env });
  return Date.now() - startedAt;
}

async function signIn(tally, account, password) {
  const data = await tally.call(gateway, '/homeapi/user/login', { method: 'POST', body: { type: 'password', account, password } });
  assert.ok(data, `${account} could not sign in: ${JSON.stringify(tally.failures.at(-1))}`);
  return data.token;
}

describe('a rolling restart of both API nodes under load', () => {
  const setupTally = new Tally();
  let buyerTokens;
  let chatterTokens;
  let agentToken;
  let skuId;
  let goodsIds;

  before(async () => {
    const members = [...Array.from({ length: BUYERS }, (_, n) => `rr${RUN}b${n + 1}`), ...Array.from({ length: CHATTERS }, (_, n) => `rr${RUN}c${n + 1}`)];
    sql(`INSERT INTO users (username, password_hash, nickname, balance_cents)
         SELECT name, (SELECT password_hash FROM users WHERE username = 'demo'), name, 1000000000
         FROM unnest(ARRAY['${members.join("','")}']) AS name`);
    sql(`INSERT INTO staff_users (username, password_hash, name, role_id)
         SELECT 'rr${RUN}agent', password_hash, 'Restart agent', role_id FROM staff_users WHERE username = 'agent1'`);
    skuId = Number(sql(`SELECT s.id FROM goods_skus s JOIN goods g ON g.id = s.goods_id WHERE g.id = 12 ORDER BY s.id LIMIT 1`));
    sql(`UPDATE goods_skus SET stock = 1000000 WHERE id = ${skuId}`);
    goodsIds = sql(`SELECT id FROM goods WHERE status = 'on' ORDER BY id LIMIT 12`).split('\n').map(Number);
    buyerTokens = await Promise.all(members.slice(0, BUYERS).map((name) => signIn(setupTally, name, 'demo1234')));
    chatterTokens = await Promise.all(members.slice(BUYERS).map((name) => signIn(setupTally, name, 'demo1234')));
    const staff = await setupTally.call(gateway, '/homeapi/admin/login', { method: 'POST', body: { username: `rr${RUN}agent`, password: 'agent1234' } });
    assert.ok(staff, JSON.stringify(setupTally.failures));
    agentToken = staff.token;
  });

  const clients = [];
  after(() => {
    for (const client of clients) client.close();
  });

  it('loses no request, no chat message and pays no order twice', async () => {
    const tally = new Tally();
    const socketUrl = `${gateway.replace(/^http/, 'ws')}/homeapi/service/socket`;
    const members = chatterTokens.map((token) => new ChatClient({ url: socketUrl, type: 'login', token }));
    const memberConversations = () => members.flatMap((member) => [...member.lastSeen.keys()]);
    const agent = new ChatClient({ url: socketUrl, type: 'agent_login', token: agentToken, conversations: memberConversations });
    clients.push(agent, ...members);
    for (const client of clients) client.connect();

    let loadOn = true;
    const until = () => !loadOn;
    const paid = [];
    let chatSent = 0;
    const chatTimers = members.map((member, m) =>
      setInterval(() => {
        chatSent += 1;
        member.send(`rr-${RUN}-${m + 1}-${chatSent}`, `Message ${chatSent} from member ${m + 1}`);
      }, CHAT_EVERY_MS),
    );
    const load = [
      ...Array.from({ length: BROWSERS }, () => browse(tally, gateway, until, goodsIds)),
      ...buyerTokens.map((token) => buy(tally, gateway, until, token, skuId, paid)),
    ];

    const pidsBefore = [nodePid(1), nodePid(2)];
    await sleep(STEADY_MS);
    const restartMs = [await restartNode(1)];
    await sleep(STEADY_MS);
    restartMs.push(await restartNode(2));
    await sleep(STEADY_MS);
    loadOn = false;
    for (const timer of chatTimers) clearInterval(timer);
    await Promise.all(load);

    const sentIds = new Set(members.flatMap((member) => [...member.acked, ...member.outbox.map((entry) => entry.clientId), ...member.refusals.map((r) => r.client_id)]));
    const deadline = Date.now() + SETTLE_MS;
    const storedIds = () => sql(`SELECT id FROM chat_messages WHERE client_id LIKE 'rr-${RUN}-%' ORDER BY id`).split('\n').filter(Boolean).map(Number);
    while (Date.now() < deadline && (members.some((member) => member.unacknowledged > 0) || storedIds().some((id) => !agent.received.has(id)))) await sleep(200);

    const stored = Number(sql(`SELECT count(*) FROM chat_messages WHERE client_id LIKE 'rr-${RUN}-%'`));
    const storedDistinct = Number(sql(`SELECT count(DISTINCT client_id) FROM chat_messages WHERE client_id LIKE 'rr-${RUN}-%'`));
    const delivered = storedIds().filter((id) => agent.received.has(id)).length;
    const agentClientIds = [...agent.received.values()].filter((message) => message.client_id?.startsWith(`rr-${RUN}-`)).map((message) => message.client_id);
    const paidTwice = Number(sql(`SELECT count(*) FROM (SELECT l.order_id FROM wallet_ledger l JOIN users u ON u.id = l.user_id
                                  WHERE u.username LIKE 'rr${RUN}b%' AND l.type = 'expense' AND l.order_id IS NOT NULL GROUP BY l.order_id HAVING count(*) > 1) AS twice`));
    const paidInDatabase = Number(sql(`SELECT count(*) FROM orders o JOIN users u ON u.id = o.user_id WHERE u.username LIKE 'rr${RUN}b%' AND o.paid_at IS NOT NULL`));
    const restartCloses = clients.flatMap((client) => client.closeCodes).filter((code) => code === 1012).length;

    const counts = {
      restart_ms: restartMs,
      requests_sent: tally.sent,
      requests_failed: tally.failures.length,
      answered_by: Object.fromEntries(tally.byNode),
      orders_paid: paid.length,
      orders_paid_in_database: paidInDatabase,
      orders_paid_twice: paidTwice,
      chat_sent: sentIds.size,
      chat_acknowledged: members.reduce((sum, member) => sum + member.acked.size, 0),
      chat_refused: members.reduce((sum, member) => sum + member.refusals.length, 0),
      chat_stored: stored,
      chat_lost: sentIds.size - storedDistinct,
      chat_doubled: stored - storedDistinct + (agentClientIds.length - new Set(agentClientIds).size),
      chat_delivered_to_agent: delivered,
      chat_undelivered: stored - delivered,
      socket_closes_1012: restartCloses,
      socket_sign_ins: clients.reduce((sum, client) => sum + client.signIns, 0),
    };
    console.log(`rolling restart: ${JSON.stringify(counts)}`);
    for (const failure of tally.failures.slice(0, 10)) console.log(`failed: ${JSON.stringify(failure)}`);
    for (const member of members) for (const refusal of member.refusals.slice(0, 3)) console.log(`chat refused: ${JSON.stringify(refusal)}`);
    for (const id of storedIds().filter((stored) => !agent.received.has(stored))) {
      const row = sql(`SELECT conversation_id, client_id, created_at FROM chat_messages WHERE id = ${id}`);
      const conversationId = Number(row.split('|')[0]);
      console.log(`undelivered: ${id} ${row}; the agent saw in that conversation: ${[...agent.received.values()].filter((m) => m.conversation_id === conversationId).map((m) => m.id).slice(-8)}; agent closes ${agent.closeCodes}`);
    }

    assert.notEqual(nodePid(1), pidsBefore[0], 'node 1 was not restarted');
    assert.notEqual(nodePid(2), pidsBefore[1], 'node 2 was not restarted');
    assert.ok(tally.sent > 200 && paid.length > 10 && sentIds.size > 50, 'too little load to say anything');
    assert.equal(counts.requests_failed, 0, 'requests failed as shoppers see them');
    assert.equal(counts.orders_paid_twice, 0, 'orders paid twice');
    assert.equal(counts.orders_paid_in_database, paid.length, 'orders paid in the database but not for the shopper, or the other way round');
    assert.equal(counts.chat_refused, 0, 'chat messages refused');
    assert.equal(counts.chat_acknowledged, counts.chat_sent, 'chat messages never acknowledged');
    assert.equal(counts.chat_lost, 0, 'chat messages lost');
    assert.equal(counts.chat_doubled, 0, 'chat messages doubled');
    assert.equal(counts.chat_undelivered, 0, 'chat messages stored but never delivered to the agent');
    assert.ok(restartCloses > 0, 'no socket was handed back with 1012 (Service Restart)');
  });
});

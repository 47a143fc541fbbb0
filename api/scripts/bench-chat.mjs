#!/usr/bin/env node
// Chat load (issue 14): 1,000 members, each on a socket of their own, send one message a second for
// 10 s to the built API (../dist) started as its own process, as `npm start` runs it, while 10 agents
// are connected to answer them (new conversations are spread over them). Counts what was sent,
// acknowledged and delivered to the agents (delivered must equal sent, each message once: otherwise
// the run fails), the delivery latency (member's send → agent's receipt) and the acknowledgement
// latency (send → ack), and the API process's resident memory before, at its peak and after; then
// one JSON line. A database slower than the load is waited for while messages keep arriving: the
// latencies then say how far behind it fell.
//
//   node scripts/bench-chat.mjs pglite     the embedded database, in a throw-away folder
//   node scripts/bench-chat.mjs postgres   a throw-away database on the PostgreSQL server of
//                                          DATABASE_URL (else the local one the API's CI uses);
//                                          answers {"skipped": why} when none can be reached
//   CHAT_MEMBERS, CHAT_AGENTS, CHAT_SECONDS change the load.
//
// Members, agents and their sessions are written through the API's own database layer before the
// server starts (user/register is rate-limited); nothing of this is part of the server. The agents are
// what the shop's agents are (ADR 0028): back-office users of the built-in customer-service role, which
// holds chat.answer, signing in to the socket with a back-office session's token. Every socket is held
// by this one process, so its clock times both ends. Build first: pnpm run build.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { benchDatabase, percentile, round, sleep, startApi } from './bench-support.mjs';

const require = createRequire(import.meta.url);
const SCRIPT = fileURLToPath(import.meta.url);
const { openDatabase } = require('../dist/db/client.js');
const { prepareDatabase } = require('../dist/db/prepare.js');
const schema = require('../dist/db/schema.js');
const { issueSession } = require('../dist/modules/user/session-service.js');
const { issueStaffSession } = require('../dist/modules/staff/staff-session-service.js');
const { and, count, countDistinct, eq, isNotNull, like } = require('drizzle-orm');
const WebSocket = require('ws');

const MEMBERS = Number(process.env.CHAT_MEMBERS ?? 1000);
const AGENTS = Number(process.env.CHAT_AGENTS ?? 10);
const SECONDS = Number(process.env.CHAT_SECONDS ?? 10);
/** Sockets opened at once while connecting: a burst of 1,000 handshakes would overflow the listen backlog. */
const CONNECT_BATCH = 100;
/** A socket that sends nothing for CHAT_IDLE_CLOSE_MS (12 s) is closed: every socket pings this often. */
const PING_MS = 5000;
const SIGN_IN_WITHIN_MS = 15_000;
/** After the last message is sent, the run waits for the rest while some arrive at least this often... */
const STALLED_MS = 30_000;
/** ...and no longer than this in all. */
const DRAIN_MAX_MS = 15 * 60_000;
const RSS_SAMPLE_MS = 100;
/** The built-in back-office role the agents hold: the shop's own customer-service role, which answers the chat. */
const AGENT_ROLE = 'customer_service';
/** Client ids of this run's messages start with this: the database tally counts exactly them. */
const CLIENT_PREFIX = 'bench-';

const mib = (bytes) => (bytes === null ? null : round(bytes / 1024 / 1024));

/** The soft and hard limits on open files (Linux), or null where /proc does not say. */
function openFileLimits() {
  try {
    const line = fs.readFileSync('/proc/self/limits', 'utf8').split('\n').find((row) => row.startsWith('Max open files'));
    const [soft, hard] = line.trim().split(/\s+/).slice(3, 5).map((value) => (value === 'unlimited' ? Infinity : Number(value)));
    return { soft, hard };
  } catch {
    return null;
  }
}

/**
 * Each side holds one descriptor per socket (plus its own): when the soft limit is below that, runs
 * this script again under a shell that raises it to what is needed (the API inherits it), or stops
 * with what to do when the hard limit is too low. Answers true when the re-run has taken over.
 */
async function ensureOpenFiles() {
  const needed = MEMBERS + AGENTS + 256;
  const limits = openFileLimits();
  if (limits === null || limits.soft >= needed) return false;
  if (limits.hard < needed || process.env.CHAT_BENCH_RAISED) {
    throw new Error(`${needed} open files are needed, the limit is ${limits.soft} (hard ${limits.hard}): raise it (ulimit -n ${needed}) or lower CHAT_MEMBERS`);
  }
  const child = spawn('/bin/sh', ['-c', `ulimit -n ${needed} && exec "$0" "$@"`, process.execPath, SCRIPT, ...process.argv.slice(2)], {
    env: { ...process.env, CHAT_BENCH_RAISED: '1' },
    stdio: 'inherit',
  });
  process.exitCode = await new Promise((resolve) => child.on('exit', (code) => resolve(code ?? 1)));
  return true;
}

/**
 * The agents: back-office users of the customer-service role (seeded with the shop's built-in roles),
 * each with a back-office session whose token the socket's agent_login takes.
 */
async function insertAgents(db, now) {
  const [role] = await db.select({ id: schema.staffRoles.id }).from(schema.staffRoles).where(eq(schema.staffRoles.code, AGENT_ROLE));
  if (!role) throw new Error(`the shop has no ${AGENT_ROLE} role to give the agents`);
  const agents = await db
    .insert(schema.staffUsers)
    .values(Array.from({ length: AGENTS }, (_, n) => ({ username: `benchagent${n}`, passwordHash: 'x', name: `benchagent${n}`, roleId: role.id })))
    .returning({ id: schema.staffUsers.id });
  return Promise.all(agents.map((agent) => issueStaffSession(db, agent.id, now)));
}

/** The members, each with a member session. */
async function insertMembers(db, now) {
  const members = await db
    .insert(schema.users)
    .values(Array.from({ length: MEMBERS }, (_, n) => ({ username: `benchchat${n}`, passwordHash: 'x', nickname: `benchchat${n}`, role: 'member' })))
    .returning({ id: schema.users.id });
  return Promise.all(members.map((member) => issueSession(db, member.id, now)));
}

/** The shop seeded as at start-up, then the agents and the members with their sessions, written directly. */
async function prepare(connectionOptions) {
  const connection = await openDatabase(connectionOptions);
  const { db } = connection;
  await prepareDatabase(connection, { demoAccounts: false });
  const now = new Date();
  const result = { agentTokens: await insertAgents(db, now), memberTokens: await insertMembers(db, now) };
  await connection.close();
  return result;
}

/** The resident memory of a process, in bytes: /proc where there is one, else ps. */
function residentBytes(pid) {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
    if (match) return Number(match[1]) * 1024;
  } catch {
    /* no /proc here */
  }
  try {
    return Number(execFileSync('ps', ['-o', 'rss=', '-p', String(pid)], { encoding: 'utf8' }).trim()) * 1024 || null;
  } catch {
    return null;
  }
}

/** The built API as its own process (bench-support's startApi), its resident memory sampled all along. */
async function startServer(databaseEnv) {
  const api = await startApi(databaseEnv);
  let peak = residentBytes(api.pid);
  const sampler = setInterval(() => (peak = Math.max(peak ?? 0, residentBytes(api.pid) ?? 0)), RSS_SAMPLE_MS);
  return {
    socketUrl: `${api.origin.replace(/^http/, 'ws')}/homeapi/service/socket`,
    rss: () => residentBytes(api.pid),
    peakRss: () => peak,
    stop: () => {
      clearInterval(sampler);
      return api.stop();
    },
  };
}

/** What the run observed, filled in by the sockets' frame handlers. */
function newTally() {
  return {
    sentAt: new Map(),
    sendLag: [],
    acked: new Set(),
    ackMs: [],
    delivered: new Set(),
    deliveryMs: [],
    duplicates: 0,
    autoReplies: 0,
    refused: {},
    unexpectedCloses: {},
    conversationsByAgent: new Map(),
  };
}

/**
 * A socket signed in as `kind` (login or agent_login) with the token; resolves once the server has
 * answered the sign-in. Every later frame goes to `onFrame`; a close before `closing()` is counted, by
 * role and close code.
 */
function signedInSocket(url, kind, token, onFrame, tally, closing) {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, { perMessageDeflate: false });
    let signedIn = false;
    const timer = setTimeout(() => {
      ws.terminate();
      reject(new Error(`${kind}: not signed in within ${SIGN_IN_WITHIN_MS} ms`));
    }, SIGN_IN_WITHIN_MS);
    ws.on('open', () => ws.send(JSON.stringify({ type: kind, data: { token, lang: 'en-us' } })));
    ws.on('message', (raw) => {
      const frame = JSON.parse(String(raw));
      if (!signedIn && frame.type === kind) {
        signedIn = true;
        clearTimeout(timer);
        resolve(ws);
      } else if (!signedIn && frame.type === 'error') {
        clearTimeout(timer);
        reject(new Error(`${kind}: ${frame.data.code} ${frame.data.reason}`));
      } else onFrame(frame);
    });
    ws.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    ws.on('close', (code) => {
      const who = `${kind === 'login' ? 'member' : 'agent'} ${code}`;
      if (!closing()) tally.unexpectedCloses[who] = (tally.unexpectedCloses[who] ?? 0) + 1;
    });
  });
}

/** Opens sockets CONNECT_BATCH at a time. */
async function inBatches(items, open) {
  const sockets = [];
  for (let start = 0; start < items.length; start += CONNECT_BATCH) {
    sockets.push(...(await Promise.all(items.slice(start, start + CONNECT_BATCH).map(open))));
  }
  return sockets;
}

function onAgentFrame(tally, agentIndex) {
  return (frame) => {
    if (frame.type !== 'message' || frame.data.sender !== 'member') return;
    const clientId = frame.data.client_id;
    const sentAt = tally.sentAt.get(clientId);
    if (sentAt === undefined) return;
    if (tally.delivered.has(clientId)) {
      tally.duplicates += 1;
      return;
    }
    tally.delivered.add(clientId);
    tally.deliveryMs.push(performance.now() - sentAt);
    tally.conversationsByAgent.set(frame.data.conversation_id, agentIndex);
  };
}

function onMemberFrame(tally) {
  return (frame) => {
    if (frame.type === 'ack') {
      const sentAt = tally.sentAt.get(frame.data.client_id);
      if (sentAt === undefined || tally.acked.has(frame.data.client_id)) return;
      tally.acked.add(frame.data.client_id);
      tally.ackMs.push(performance.now() - sentAt);
    } else if (frame.type === 'message' && frame.data.sender === 'system') {
      tally.autoReplies += 1;
    } else if (frame.type === 'error') {
      tally.refused[frame.data.code] = (tally.refused[frame.data.code] ?? 0) + 1;
    }
  };
}

/**
 * Every member sends SECONDS messages, one a second; members start spread over the first second,
 * so the API sees a steady MEMBERS messages a second rather than one burst a second.
 */
async function sendAll(members, tally) {
  const startAt = performance.now() + 100;
  const sends = [];
  members.forEach((ws, member) => {
    for (let second = 0; second < SECONDS; second += 1) {
      const plannedAt = startAt + (member / members.length) * 1000 + second * 1000;
      sends.push(
        new Promise((resolve) => {
          setTimeout(() => {
            const clientId = `${CLIENT_PREFIX}${member}-${second}`;
            const now = performance.now();
            tally.sendLag.push(now - plannedAt);
            tally.sentAt.set(clientId, now);
            ws.send(JSON.stringify({ type: 'message', data: { client_id: clientId, message: { kind: 'text', text: `Question ${second + 1} from member ${member}` } } }));
            resolve();
          }, plannedAt - performance.now());
        }),
      );
    }
  });
  await Promise.all(sends);
}

/**
 * Waits until every message sent is acknowledged (or refused) and delivered; gives up when nothing
 * more has arrived for STALLED_MS, or after DRAIN_MAX_MS in all.
 */
async function drain(tally) {
  const started = performance.now();
  const progress = () => tally.acked.size + tally.delivered.size + Object.values(tally.refused).reduce((a, b) => a + b, 0);
  const settled = () => tally.acked.size + Object.values(tally.refused).reduce((a, b) => a + b, 0) >= tally.sentAt.size && tally.delivered.size >= tally.sentAt.size;
  let last = progress();
  let lastChange = performance.now();
  while (!settled() && performance.now() - lastChange < STALLED_MS && performance.now() - started < DRAIN_MAX_MS) {
    await sleep(50);
    if (progress() !== last) {
      last = progress();
      lastChange = performance.now();
    }
  }
}

/** What the database holds after the run: this run's member messages, the conversations and who has them. */
async function storedTally(connectionOptions) {
  const connection = await openDatabase(connectionOptions);
  const { db } = connection;
  const messages = schema.chatMessages;
  const [stored] = await db
    .select({ messages: count(), conversations: countDistinct(messages.conversationId) })
    .from(messages)
    .where(and(eq(messages.sender, 'member'), like(messages.clientId, `${CLIENT_PREFIX}%`)));
  const [assigned] = await db
    .select({ agents: countDistinct(schema.chatConversations.staffId) })
    .from(schema.chatConversations)
    .where(isNotNull(schema.chatConversations.staffId));
  await connection.close();
  return { messages: stored.messages, conversations: stored.conversations, agentsAssigned: assigned.agents };
}

/** The run on one database: the figures, or `{skipped}` when there is no PostgreSQL to use. */
async function run(driver) {
  const database = await benchDatabase(driver, 'chat_bench');
  if (database.skipped) return database;
  const { connectionOptions, databaseEnv, cleanUp } = database;
  try {
    const setupStarted = performance.now();
    const setup = await prepare(connectionOptions);
    const setupSeconds = (performance.now() - setupStarted) / 1000;
    const server = await startServer(databaseEnv);
    const tally = newTally();
    let closing = false;
    let sockets = [];
    let rssBefore;
    let rssAfter;
    let connectMs;
    let drainMs;
    try {
      rssBefore = server.rss();
      const connectStarted = performance.now();
      // Every socket pings from the moment it is signed in, as the shop's pages do: on a busy machine
      // connecting the members takes longer than the server's idle close, which would cut off the first ones.
      const held = (ws) => {
        sockets.push(ws);
        return ws;
      };
      const pinger = setInterval(() => {
        for (const ws of sockets) if (ws.readyState === WebSocket.OPEN) ws.send('{"type":"ping"}');
      }, PING_MS);
      try {
        await inBatches(setup.agentTokens, (token, n) => signedInSocket(server.socketUrl, 'agent_login', token, onAgentFrame(tally, n), tally, () => closing).then(held));
        const members = await inBatches(setup.memberTokens, (token) => signedInSocket(server.socketUrl, 'login', token, onMemberFrame(tally), tally, () => closing).then(held));
        connectMs = performance.now() - connectStarted;
        await sendAll(members, tally);
        const drainStarted = performance.now();
        await drain(tally);
        drainMs = performance.now() - drainStarted;
      } finally {
        clearInterval(pinger);
      }
    } finally {
      closing = true;
      for (const ws of sockets) ws.close(1000);
      // The server lets go of what the sockets held: memory after is measured once it is quiet again.
      await sleep(2000);
      rssAfter = server.rss();
      await server.stop();
    }
    const stored = await storedTally(connectionOptions);
    return { setupSeconds, connectMs, drainMs, rssBefore, rssPeak: server.peakRss(), rssAfter, tally, database: stored };
  } finally {
    await cleanUp();
  }
}

function summarise(driver, { setupSeconds, connectMs, drainMs, rssBefore, rssPeak, rssAfter, tally, database }) {
  const sorted = (values) => [...values].sort((a, b) => a - b);
  const delivery = sorted(tally.deliveryMs);
  const ack = sorted(tally.ackMs);
  const lag = sorted(tally.sendLag);
  const perAgent = new Map();
  for (const agent of tally.conversationsByAgent.values()) perAgent.set(agent, (perAgent.get(agent) ?? 0) + 1);
  const loads = [...perAgent.values()];
  const sent = tally.sentAt.size;
  const exact = tally.delivered.size === sent && tally.acked.size === sent && tally.duplicates === 0 && database.messages === sent;
  return {
    driver,
    members: MEMBERS,
    agents: AGENTS,
    seconds: SECONDS,
    setup_s: round(setupSeconds),
    connect_ms: Math.round(connectMs),
    drain_ms: Math.round(drainMs),
    sent,
    acked: tally.acked.size,
    delivered: tally.delivered.size,
    duplicates: tally.duplicates,
    stored: database.messages,
    refused: tally.refused,
    unexpected_closes: tally.unexpectedCloses,
    auto_replies: tally.autoReplies,
    delivery_p50_ms: round(percentile(delivery, 50)),
    delivery_p99_ms: round(percentile(delivery, 99)),
    delivery_max_ms: round(delivery.at(-1) ?? 0),
    ack_p50_ms: round(percentile(ack, 50)),
    ack_p99_ms: round(percentile(ack, 99)),
    send_lag_p99_ms: round(percentile(lag, 99)),
    conversations: database.conversations,
    agents_answering: perAgent.size,
    conversations_per_agent_min: loads.length ? Math.min(...loads) : 0,
    conversations_per_agent_max: loads.length ? Math.max(...loads) : 0,
    rss_before_mib: mib(rssBefore),
    rss_peak_mib: mib(rssPeak),
    rss_after_mib: mib(rssAfter),
    exact,
  };
}

async function main() {
  const driver = process.argv[2];
  if (driver !== 'pglite' && driver !== 'postgres') throw new Error('usage: bench-chat.mjs pglite|postgres');
  if (await ensureOpenFiles()) return;
  const outcome = await run(driver);
  if (outcome.skipped) {
    console.log(JSON.stringify({ driver, skipped: outcome.skipped }));
    return;
  }
  const summary = summarise(driver, outcome);
  console.log(
    `chat on ${driver}: ${MEMBERS} member sockets × 1 message/s for ${SECONDS} s, ${AGENTS} agents: sent ${summary.sent}, acked ${summary.acked}, ` +
      `delivered ${summary.delivered} (${summary.duplicates} twice), stored ${summary.stored}; delivery p50 ${summary.delivery_p50_ms} ms, ` +
      `p99 ${summary.delivery_p99_ms} ms (max ${summary.delivery_max_ms} ms); ack p50 ${summary.ack_p50_ms} ms, p99 ${summary.ack_p99_ms} ms; ` +
      `API RSS ${summary.rss_before_mib} → peak ${summary.rss_peak_mib} → ${summary.rss_after_mib} MiB; connected in ${summary.connect_ms} ms, ` +
      `last delivery ${summary.drain_ms} ms after the last send; set-up ${summary.setup_s} s`,
  );
  if (!summary.exact) {
    console.error(
      `CHAT DELIVERY NOT EXACT on ${driver}: sent ${summary.sent}, acked ${summary.acked}, delivered ${summary.delivered}, delivered twice ${summary.duplicates}, ` +
        `stored ${summary.stored}; refused ${JSON.stringify(summary.refused)}; sockets closed by the server ${JSON.stringify(summary.unexpected_closes)}`,
    );
    process.exitCode = 1;
  }
  console.log(JSON.stringify(summary));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

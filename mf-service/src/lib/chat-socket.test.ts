import { CHAT_PING_MS } from '@shop/contract';
import { chatMessage, memberLogin } from '@/testing/chat-fixtures';
import { FakeWebSocket, installFakeWebSocket } from '@/testing/fake-web-socket';
import { ChatSocket, chatSocketUrl, randomClientId, reconnectDelay, type ChatSocketOptions } from './chat-socket';

let ids = 0;
function startSocket(options: Partial<ChatSocketOptions> = {}) {
  const socket = new ChatSocket({
    role: 'member',
    url: 'ws://shop.test/homeapi/service/socket',
    token: () => 'token-abc',
    lang: () => 'en-us',
    WebSocket: FakeWebSocket as unknown as typeof WebSocket,
    random: () => 1,
    newClientId: () => `client-${++ids}`,
    ...options,
  });
  socket.connect();
  return socket;
}

function signIn(server = FakeWebSocket.latest()) {
  server.serverOpens();
  server.serverSends(memberLogin());
  return server;
}

beforeEach(() => {
  jest.useFakeTimers();
  installFakeWebSocket();
});
afterEach(() => jest.useRealTimers());

it('connects to the same origin under /homeapi, ws or wss as the page', () => {
  expect(chatSocketUrl({ protocol: 'https:', host: 'shop.example' })).toBe('wss://shop.example/homeapi/service/socket');
  expect(chatSocketUrl({ protocol: 'http:', host: 'localhost:3000' })).toBe('ws://localhost:3000/homeapi/service/socket');
});

it('signs in with the token and language on open, and is open once the server answers', () => {
  const socket = startSocket();
  expect(socket.status).toBe('connecting');
  const server = FakeWebSocket.latest();
  server.serverOpens();
  expect(server.sent).toEqual([{ type: 'login', data: { token: 'token-abc', lang: 'en-us' } }]);
  expect(socket.status).toBe('connecting');
  server.serverSends(memberLogin());
  expect(socket.status).toBe('open');
});

it('signs an agent in with agent_login', () => {
  startSocket({ role: 'agent' });
  const server = FakeWebSocket.latest();
  server.serverOpens();
  expect(server.sent[0]).toEqual({ type: 'agent_login', data: { token: 'token-abc', lang: 'en-us' } });
});

it('pings every CHAT_PING_MS while the server answers', () => {
  startSocket();
  const server = signIn();
  jest.advanceTimersByTime(CHAT_PING_MS);
  server.serverSends({ type: 'pong', data: { now: '2025-11-20T09:30:00.000Z' } });
  jest.advanceTimersByTime(CHAT_PING_MS);
  expect(server.sentOf('ping')).toHaveLength(2);
});

it('drops a socket the server stopped answering and connects again', () => {
  const socket = startSocket();
  const server = signIn();
  jest.advanceTimersByTime(15_000);
  expect(server.closedByClient).not.toBeNull();
  expect(socket.status).toBe('offline');
  jest.advanceTimersByTime(1_000);
  expect(FakeWebSocket.sockets).toHaveLength(2);
});

it('waits 1 s doubling to 30 s between attempts, with jitter, and starts again at 1 s after a sign-in', () => {
  expect([0, 1, 2, 3, 4, 5, 6, 10].map((attempt) => reconnectDelay(attempt, () => 1))).toEqual([
    1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000,
  ]);
  expect(reconnectDelay(3, () => 0)).toBe(4_000);

  const socket = startSocket();
  FakeWebSocket.latest().serverCloses();
  expect(socket.status).toBe('offline');
  jest.advanceTimersByTime(999);
  expect(FakeWebSocket.sockets).toHaveLength(1);
  jest.advanceTimersByTime(1);
  expect(FakeWebSocket.sockets).toHaveLength(2);
  FakeWebSocket.latest().serverCloses();
  jest.advanceTimersByTime(1_999);
  expect(FakeWebSocket.sockets).toHaveLength(2);
  jest.advanceTimersByTime(1);
  expect(FakeWebSocket.sockets).toHaveLength(3);

  signIn();
  FakeWebSocket.latest().serverCloses();
  jest.advanceTimersByTime(1_000);
  expect(FakeWebSocket.sockets).toHaveLength(4);
});

it.each([
  [4401, 'signed_out'],
  [4403, 'forbidden'],
])('stops for good on close code %i', (code, reason) => {
  const socket = startSocket();
  signIn().serverCloses(code);
  jest.advanceTimersByTime(60_000);
  expect(FakeWebSocket.sockets).toHaveLength(1);
  expect(socket.status).toBe('offline');
  expect(socket.stopReason).toBe(reason);
});

it('sends queued messages once signed in, one at a time in order, each after the previous ack', () => {
  const socket = startSocket();
  socket.send({ kind: 'text', text: 'first' });
  socket.send({ kind: 'text', text: 'second' });
  const server = signIn();
  expect(server.sentOf('message').map((f) => f.data.message)).toEqual([{ kind: 'text', text: 'first' }]);
  const [firstId, secondId] = socket.outbox.map((e) => e.clientId);
  server.serverSends({ type: 'ack', data: { client_id: firstId!, message: chatMessage(10, { client_id: firstId!, sender: 'member' }) } });
  expect(server.sentOf('message').map((f) => f.data.client_id)).toEqual([firstId, secondId]);
  expect(socket.outbox.map((e) => e.clientId)).toEqual([secondId]);
});

it('resends an unacked message exactly once after a reconnect, and delivers the stored message once', () => {
  const socket = startSocket();
  const delivered: number[] = [];
  socket.onMessage((message) => delivered.push(message.id));
  const first = signIn();
  const clientId = socket.send({ kind: 'text', text: 'hello' });
  expect(first.sentOf('message')).toHaveLength(1);
  first.serverCloses();
  expect(socket.outbox.map((e) => e.state)).toEqual(['pending']);

  jest.advanceTimersByTime(1_000);
  const second = signIn();
  expect(second.sentOf('message')).toEqual([{ type: 'message', data: { client_id: clientId, message: { kind: 'text', text: 'hello' } } }]);
  const stored = chatMessage(11, { client_id: clientId, sender: 'member', text: 'hello' });
  second.serverSends({ type: 'ack', data: { client_id: clientId, message: stored } });
  // The server also publishes it to the member's sockets, this one included.
  second.serverSends({ type: 'message', data: stored });
  expect(delivered).toEqual([11]);
  expect(socket.outbox).toEqual([]);
  expect(second.sentOf('message')).toHaveLength(1);
});

it('comes back after a node restart (close 1012, Service Restart) and sends its unacknowledged message again', () => {
  const socket = startSocket();
  const first = signIn();
  const clientId = socket.send({ kind: 'text', text: 'during a deploy' });
  first.serverCloses(1012);
  expect(socket.status).toBe('offline');
  expect(socket.stopReason).toBeNull();
  jest.advanceTimersByTime(1_000);
  const second = signIn();
  expect(second.sentOf('message').map((f) => f.data.client_id)).toEqual([clientId]);
});

it('asks for what it missed after a reconnect, from the last message seen, page after page', () => {
  const socket = startSocket();
  const delivered: number[] = [];
  socket.onMessage((message) => delivered.push(message.id));
  socket.seen(1, 5);
  const first = signIn();
  expect(first.sentOf('sync')).toEqual([{ type: 'sync', data: { conversation_id: 1, after_id: 5 } }]);
  first.serverSends({ type: 'message', data: chatMessage(6) });
  first.serverCloses();

  jest.advanceTimersByTime(1_000);
  const second = signIn();
  expect(second.sentOf('sync')).toEqual([{ type: 'sync', data: { conversation_id: 1, after_id: 6 } }]);
  second.serverSends({ type: 'sync', data: { conversation_id: 1, messages: [chatMessage(6), chatMessage(7)], has_more: true } });
  expect(second.sentOf('sync').at(-1)).toEqual({ type: 'sync', data: { conversation_id: 1, after_id: 7 } });
  second.serverSends({ type: 'sync', data: { conversation_id: 1, messages: [chatMessage(8)], has_more: false } });
  expect(delivered).toEqual([6, 7, 8]);
  expect(second.sentOf('sync')).toHaveLength(2);
});

it('marks a refused message failed, goes on with the next, and sends it again on retry', () => {
  const socket = startSocket();
  const server = signIn();
  const refusedId = socket.send({ kind: 'text', text: 'too fast' });
  const nextId = socket.send({ kind: 'text', text: 'next' });
  server.serverSends({ type: 'error', data: { code: 'rate_limited', reason: 'Slow down', field: null, client_id: refusedId } });
  expect(socket.outbox.map((e) => [e.state, e.reason])).toEqual([
    ['failed', 'Slow down'],
    ['pending', null],
  ]);
  expect(server.sentOf('message').map((f) => f.data.message)).toEqual([
    { kind: 'text', text: 'too fast' },
    { kind: 'text', text: 'next' },
  ]);

  server.serverSends({ type: 'ack', data: { client_id: nextId, message: chatMessage(20, { sender: 'member' }) } });
  socket.retry(refusedId);
  expect(server.sentOf('message').at(-1)?.data.client_id).toBe(refusedId);
  expect(socket.outbox.map((e) => e.state)).toEqual(['pending']);
});

it('sends the read marker, never a lower one, and again after a reconnect', () => {
  const socket = startSocket();
  const first = signIn();
  socket.read(9, 1);
  socket.read(4, 1);
  expect(first.sentOf('read')).toEqual([{ type: 'read', data: { conversation_id: 1, last_id: 9 } }]);
  first.serverCloses();
  jest.advanceTimersByTime(1_000);
  expect(signIn().sentOf('read')).toEqual([{ type: 'read', data: { conversation_id: 1, last_id: 9 } }]);
});

it('passes parsed frames to their listeners and ignores what does not parse', () => {
  const socket = startSocket();
  const server = signIn();
  const presence = jest.fn();
  socket.on('presence', presence);
  server.serverSends('not json');
  server.serverSends(JSON.stringify({ type: 'presence', data: { online: 'yes' } }));
  server.serverSends({ type: 'presence', data: { online: false, agent: null } });
  expect(presence.mock.calls).toEqual([[{ online: false, agent: null }]]);
});

it('closes when asked and connects again later with the outbox kept', () => {
  const socket = startSocket();
  socket.send({ kind: 'text', text: 'kept' });
  socket.close();
  expect(socket.status).toBe('idle');
  jest.advanceTimersByTime(60_000);
  expect(FakeWebSocket.sockets).toHaveLength(1);
  socket.connect();
  expect(signIn().sentOf('message')).toHaveLength(1);
});

describe('randomClientId', () => {
  const randomUUID = crypto.randomUUID;
  afterEach(() => {
    Object.defineProperty(crypto, 'randomUUID', { value: randomUUID, configurable: true, writable: true });
  });

  it('makes a client id the server accepts also where the browser offers no randomUUID (plain http)', () => {
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true, writable: true });
    const ids = new Set(Array.from({ length: 50 }, () => randomClientId()));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{32}$/);
  });
});

import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { CHAT_CLOSE, CHAT_FRAME_MAX_BYTES } from '@shop/contract';
import WebSocket from 'ws';
import { createMember } from '../../../testing/buying-fixtures';
import { ChatSocketClient, createAgent, listenForSockets, socketOnlyNode } from '../../../testing/chat-socket-client';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { publishDeliveries } from '../chat-delivery';
import { WS_CLOSE } from './chat-connection';
import { SOCKET_MAX_PAYLOAD } from './socket-routes';

const textMessage = (clientId: string, text: string) => ({ type: 'message', data: { client_id: clientId, message: { kind: 'text', text } } });

/** Whether a socket opened now is admitted: its first frame answers a ping, where a refused one's is the refusal. */
function admitted(url: string): Promise<boolean> {
  const ws = new WebSocket(url);
  ws.on('open', () => ws.send(JSON.stringify({ type: 'ping' })));
  return new Promise((resolve) =>
    ws.once('message', (data: Buffer) => {
      resolve((JSON.parse(data.toString('utf8')) as { type: string }).type === 'pong');
      ws.close();
    }),
  );
}

describe('the chat socket: sign-in, heartbeat, limits', () => {
  let t: TestApp;
  let url: string;
  let member: { id: number; token: string };
  const opened: ChatSocketClient[] = [];
  const open = async (lang?: string, at = url) => {
    const client = await ChatSocketClient.open(at, lang);
    opened.push(client);
    return client;
  };
  const signedIn = async (token: string, as: 'login' | 'agent_login' = 'login', at = url) => {
    const signed = await ChatSocketClient.signedIn(at, token, as);
    opened.push(signed.client);
    return signed;
  };

  beforeAll(async () => {
    t = await createTestApp();
    url = await listenForSockets(t.app);
    member = await createMember(t.connection.db, 'chatter');
  });
  afterAll(async () => {
    for (const client of opened) client.close();
    await t.close();
  });

  it('answers plain HTTP at the socket address with 426, and keeps the address out of the API document', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/homeapi/service/socket', headers: { 'accept-language': 'en-us' } });
    expect([answer.statusCode, answer.json()]).toEqual([426, { code: 402, msg: 'This address takes WebSocket connections only', data: null }]);
    const document = (await t.app.inject({ method: 'GET', url: '/homeapi/openapi.json' })).json<{ paths: Record<string, unknown> }>();
    expect(Object.keys(document.paths).filter((path) => path.includes('service/socket'))).toEqual([]);
  });

  it('signs a member in with their token and answers pings', async () => {
    // A member of their own, who has not written yet: other tests' messages open a conversation for `member`.
    const newcomer = await createMember(t.connection.db, 'newcomer');
    const { client, session } = await signedIn(newcomer.token);
    expect(session).toEqual({ user_id: newcomer.id, conversation_id: null, online: expect.any(Boolean), agent: null, unread: 0 });
    client.send({ type: 'ping' });
    expect((await client.next('pong')).data.now).toBe(t.clock.now().toISOString());
  });

  it('refuses a bad token with not_signed_in and closes 4401, a member’s token on the agents’ side too; a back-office user without the chat permission gets forbidden and 4403', async () => {
    const stranger = await open();
    stranger.send({ type: 'login', data: { token: 'no-such-token-0000000000', lang: 'en-us' } });
    expect((await stranger.next('error')).data).toEqual({ code: 'not_signed_in', reason: 'Please sign in first', field: null, client_id: null });
    expect((await stranger.closed).code).toBe(CHAT_CLOSE.notSignedIn);

    const poser = await open();
    poser.send({ type: 'agent_login', data: { token: member.token, lang: 'zh-cn' } });
    expect((await poser.next('error')).data).toMatchObject({ code: 'not_signed_in', reason: '请先登录' });
    expect((await poser.closed).code).toBe(CHAT_CLOSE.notSignedIn);

    const warehouse = await createAgent(t.connection.db, 'stock_keeper', 'warehouse');
    const outsider = await open();
    outsider.send({ type: 'agent_login', data: { token: warehouse.token, lang: 'zh-cn' } });
    expect((await outsider.next('error')).data).toMatchObject({ code: 'forbidden', reason: '您没有权限执行此操作' });
    expect((await outsider.closed).code).toBe(CHAT_CLOSE.notAnAgent);

    // A back-office token is no member's: the members' side refuses it.
    const crossed = await open();
    crossed.send({ type: 'login', data: { token: warehouse.token, lang: 'en-us' } });
    expect((await crossed.next('error')).data).toMatchObject({ code: 'not_signed_in' });
    expect((await crossed.closed).code).toBe(CHAT_CLOSE.notSignedIn);
  });

  it('lets a back-office user with the chat permission sign in as an agent, and refuses a second sign-in on one socket', async () => {
    const agent = await createAgent(t.connection.db, 'answerer');
    const { client, session } = await signedIn(agent.token, 'agent_login');
    expect(session).toEqual({ user_id: agent.id, name: 'answerer' });
    const admin = await createAgent(t.connection.db, 'chief', 'administrator');
    const { session: adminSession } = await signedIn(admin.token, 'agent_login');
    expect(adminSession).toEqual({ user_id: admin.id, name: 'chief' });
    client.send({ type: 'login', data: { token: member.token } });
    expect((await client.next('error')).data).toMatchObject({ code: 'bad_frame', reason: 'This connection is already signed in' });
    client.close();
    await client.closed;
  });

  it('refuses chat frames before the sign-in, naming the message, and keeps the socket', async () => {
    const client = await open('zh-cn');
    client.send(textMessage('early-message-1', 'hello'));
    expect((await client.next('error')).data).toEqual({ code: 'not_signed_in', reason: '请先登录', field: null, client_id: 'early-message-1' });
    client.send({ type: 'login', data: { token: member.token } });
    expect((await client.next('login')).data.user_id).toBe(member.id);
  });

  it('refuses malformed, unknown, binary and invalid frames with a reason, and keeps answering', async () => {
    const { client } = await signedIn(member.token);
    client.send('{"type": "ping"');
    expect((await client.next('error')).data).toEqual({ code: 'bad_frame', reason: 'The message could not be read', field: null, client_id: null });
    client.send({ type: 'typing', data: {} });
    expect((await client.next('error')).data.code).toBe('bad_frame');
    client.send(JSON.stringify([1, 2]));
    expect((await client.next('error')).data.code).toBe('bad_frame');
    client.ws.send(Buffer.from('{"type":"ping"}'), { binary: true });
    expect((await client.next('error')).data.code).toBe('bad_frame');

    client.send(textMessage('blank-message-1', '   '));
    expect((await client.next('error')).data).toEqual({ code: 'invalid', reason: 'Message text is required', field: 'message.text', client_id: 'blank-message-1' });
    client.send(textMessage('long-message-1', 'x'.repeat(1001)));
    expect((await client.next('error')).data).toMatchObject({ reason: 'Message text must be at most 1000 characters', field: 'message.text' });
    client.send({ type: 'message', data: { client_id: 'short', message: { kind: 'text', text: 'hi' } } });
    expect((await client.next('error')).data).toMatchObject({ code: 'invalid', field: 'client_id', client_id: 'short' });
    client.send({ type: 'message', data: { client_id: 'voice-message-1', message: { kind: 'voice' } } });
    expect((await client.next('error')).data).toMatchObject({ code: 'invalid', field: 'message.kind', reason: 'Message type is invalid' });
    client.send(textMessage('control-message-1', 'bell\u0007'));
    expect((await client.next('error')).data).toMatchObject({ code: 'invalid', field: 'message.text', reason: 'Message text must not contain control characters' });
    client.send({ type: 'read', data: { last_id: -1 } });
    expect((await client.next('error')).data).toMatchObject({ code: 'invalid', field: 'last_id', client_id: null });

    client.send({ type: 'ping' });
    expect((await client.next('pong')).type).toBe('pong');
  });

  it('keeps line breaks in a message and stores it as typed', async () => {
    const { client } = await signedIn(member.token);
    expect((await client.say('multi-line-1', 'first line\nsecond line')).text).toBe('first line\nsecond line');
  });

  it(`refuses a frame over ${CHAT_FRAME_MAX_BYTES / 1024} KiB with too_large and keeps the socket; past ${SOCKET_MAX_PAYLOAD / 1024} KiB the socket closes 1009`, async () => {
    const { client } = await signedIn(member.token);
    client.send(textMessage('large-message-1', 'x'.repeat(9 * 1024)));
    expect((await client.next('error')).data).toEqual({ code: 'too_large', reason: 'The message is too large: at most 8 KB', field: null, client_id: null });
    client.send({ type: 'ping' });
    await client.next('pong');

    client.send(textMessage('huge-message-1', 'x'.repeat(SOCKET_MAX_PAYLOAD + 1)));
    expect((await client.closed).code).toBe(1009);
  });

  it('hands each delivery of the bus to the sockets its targets name, once each', async () => {
    const other = await createMember(t.connection.db, 'onlooker');
    const [agentA, agentB] = [await createAgent(t.connection.db, 'bus-agent-a'), await createAgent(t.connection.db, 'bus-agent-b')];
    const mine = [(await signedIn(member.token)).client, (await signedIn(member.token)).client];
    const theirs = (await signedIn(other.token)).client;
    const agents = [(await signedIn(agentA.token, 'agent_login')).client, (await signedIn(agentB.token, 'agent_login')).client];

    // A presence frame the agents' own sign-ins never send, so theirs cannot be mistaken for it.
    const marker = { type: 'presence' as const, data: { online: true, agent: { id: 1, name: 'bus check', avatar: '' } } };
    const isMarker = (frame: { data: { agent: { name: string } | null } }) => frame.data.agent?.name === 'bus check';
    const unread = (n: number) => ({ type: 'unread' as const, data: { conversation_id: 1, unread: n, total: n } });
    await publishDeliveries(t.connection.db, [
      { to: [{ member: member.id }, { member: member.id }], frame: unread(1) },
      { to: [{ agent: agentB.id }], frame: unread(2) },
      { to: [{ agents: true }, { agent: agentA.id }], frame: unread(3) },
      { to: [{ members: true }], frame: marker },
    ]);
    for (const client of mine) {
      expect((await client.next('unread')).data.unread).toBe(1);
      await client.next('presence', isMarker);
    }
    await theirs.next('presence', isMarker);
    expect((await agents[0]!.next('unread')).data.unread).toBe(3);
    expect((await agents[1]!.next('unread')).data.unread).toBe(2);
    expect((await agents[1]!.next('unread')).data.unread).toBe(3);
    for (const client of [...mine, theirs, ...agents]) {
      await client.settled();
      expect([client.take('unread'), client.take('presence', isMarker)]).toEqual([[], []]);
    }
    for (const client of agents) client.close();
  });

  describe('on a node with short timings and small limits', () => {
    let node: Awaited<ReturnType<typeof socketOnlyNode>>;
    beforeAll(async () => {
      node = await socketOnlyNode(t, { loginWithinMs: 300, idleCloseMs: 1000, messageLimit: 3, messageWindowMs: 60_000, socketsPerUser: 2 });
    });
    afterAll(() => node.app.close());

    it('closes a socket that does not sign in in time with 4401', async () => {
      const client = await ChatSocketClient.open(node.url);
      opened.push(client);
      const started = Date.now();
      expect((await client.closed).code).toBe(CHAT_CLOSE.notSignedIn);
      expect(Date.now() - started).toBeGreaterThanOrEqual(250);
    });

    it('closes a silent socket with 4408, and keeps one that pings', async () => {
      const silent = (await signedIn(member.token, 'login', node.url)).client;
      const pinging = (await signedIn(member.token, 'login', node.url)).client;
      const pings = setInterval(() => pinging.send({ type: 'ping' }), 100);
      try {
        expect((await silent.closed).code).toBe(CHAT_CLOSE.idle);
        await new Promise((resolve) => setTimeout(resolve, 300));
        expect(pinging.ws.readyState).toBe(pinging.ws.OPEN);
      } finally {
        clearInterval(pings);
        pinging.close();
      }
    });

    it('refuses messages past the rate limit with rate_limited, naming the message', async () => {
      // A member of their own: the limit counts every message of theirs, on any socket and node.
      const { client } = await signedIn((await createMember(t.connection.db, 'hasty-chatter')).token, 'login', node.url);
      for (const n of [1, 2, 3]) await client.say(`limited-message-${n}`, `hello ${n}`);
      client.send(textMessage('limited-message-4', 'one too many'));
      expect((await client.next('error')).data).toEqual({
        code: 'rate_limited',
        reason: 'You are sending messages too quickly, please wait a moment',
        field: null,
        client_id: 'limited-message-4',
      });
      // Other frames are not messages: the socket still answers them.
      await client.settled();
      client.close();
    });

    it('refuses a socket from an address already holding its share of unsigned sockets: rate_limited, then 1013', async () => {
      const crowded = await socketOnlyNode(t, { unsignedSocketsPerAddress: 2 });
      try {
        const waiting = [await open('en-us', crowded.url), await open('en-us', crowded.url)];
        const refused = await open('zh-cn', crowded.url);
        expect((await refused.next('error')).data).toEqual({ code: 'rate_limited', reason: '您所在网络等待登录的聊天连接过多，请稍后再试', field: null, client_id: null });
        expect((await refused.closed).code).toBe(WS_CLOSE.tryAgainLater);

        // A socket that signs in gives its place back at once...
        waiting[0]!.send({ type: 'login', data: { token: member.token } });
        await waiting[0]!.next('login');
        await (await open('en-us', crowded.url)).settled();
        // ...and so does one that closes, once the server has seen it close.
        waiting[1]!.close();
        await waiting[1]!.closed;
        const deadline = Date.now() + 5_000;
        while (!(await admitted(crowded.url))) {
          if (Date.now() > deadline) throw new Error('the closed socket’s place was not given back');
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      } finally {
        await crowded.app.close();
      }
    });

    it('closes the oldest socket of a member past the per-node limit with 4409', async () => {
      const first = (await signedIn(member.token, 'login', node.url)).client;
      const second = (await signedIn(member.token, 'login', node.url)).client;
      await signedIn(member.token, 'login', node.url);
      expect((await first.closed).code).toBe(CHAT_CLOSE.replaced);
      expect(second.ws.readyState).toBe(second.ws.OPEN);
    });
  });
});

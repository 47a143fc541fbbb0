import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { and, eq, gt } from 'drizzle-orm';
import { chatMessages, chatPresence } from '../../../db/schema';
import { createMember } from '../../../testing/buying-fixtures';
import { ChatSocketClient, createAgent, listenForSockets, socketOnlyNode } from '../../../testing/chat-socket-client';
import { createSecondNode, createTestApp, type TestApp } from '../../../testing/test-app';
import { anyAgentOnline } from '../chat/presence-service';

type Account = { id: number; token: string };

describe('chatting over the socket', () => {
  let t: TestApp;
  let second: TestApp;
  /** The socket addresses of the two API nodes sharing the test's database. */
  let nodeA: string;
  let nodeB: string;
  const opened: ChatSocketClient[] = [];
  const signedIn = async (url: string, account: Account, as: 'login' | 'agent_login' = 'login') => {
    const signed = await ChatSocketClient.signedIn(url, account.token, as);
    opened.push(signed.client);
    return signed;
  };
  const member = (name: string) => createMember(t.connection.db, name);
  const agent = (name: string) => createAgent(t.connection.db, name);
  const storedWithClientId = (senderId: number, clientId: string) =>
    t.connection.db
      .select({ id: chatMessages.id })
      .from(chatMessages)
      .where(and(eq(chatMessages.senderId, senderId), eq(chatMessages.clientId, clientId)));
  /**
   * Sends `count` text messages on one socket without waiting, then, once the socket has answered
   * them all (its frames are handled in order), how many were acknowledged and the codes of the refusals.
   */
  const burst = async (client: ChatSocketClient, prefix: string, count: number) => {
    for (let n = 1; n <= count; n += 1) client.send({ type: 'message', data: { client_id: `${prefix}-${n}`, message: { kind: 'text', text: `${prefix} ${n}` } } });
    await client.settled();
    return { acked: client.take('ack').length, refused: client.take('error').map((frame) => frame.data.code) };
  };
  /** Closes sockets and waits until their nodes have taken every agent offline. */
  const leave = async (...clients: ChatSocketClient[]) => {
    for (const client of clients) client.close();
    await Promise.all(clients.map((client) => client.closed));
    const deadline = Date.now() + 5_000;
    while (await anyAgentOnline(t.connection.db, t.clock.now())) {
      if (Date.now() > deadline) throw new Error('an agent is still online');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };

  beforeAll(async () => {
    t = await createTestApp();
    second = await createSecondNode(t);
    nodeA = await listenForSockets(t.app);
    nodeB = await listenForSockets(second.app);
  });
  // Every test starts with nobody online.
  afterEach(() => leave(...opened.splice(0)));
  afterAll(async () => {
    await second.close();
    await t.close();
  });

  it('keeps a message written while no agent is online for the agent who comes, on the other node', async () => {
    const writer = await member('offline-writer');
    const { client: memberSocket, session } = await signedIn(nodeA, writer);
    expect(session).toMatchObject({ online: false, conversation_id: null });

    const sent = await memberSocket.say('offline-message-1', 'Is anyone there?');
    const reply = await memberSocket.next('message', (frame) => frame.data.sender === 'system');
    expect(reply.data).toMatchObject({ conversation_id: sent.conversation_id, kind: 'text', text: expect.stringContaining('No agent is online now') });

    const late = await agent('late-agent');
    const { client: agentSocket } = await signedIn(nodeB, late, 'agent_login');
    expect((await memberSocket.next('presence', (frame) => frame.data.online)).data).toEqual({ online: true, agent: null });
    agentSocket.send({ type: 'sync', data: { conversation_id: sent.conversation_id, after_id: 0 } });
    const synced = await agentSocket.next('sync');
    expect(synced.data.messages.map((message) => [message.sender, message.text])).toEqual([
      ['member', 'Is anyone there?'],
      ['system', reply.data.text],
    ]);

    const answer = await agentSocket.say('late-answer-1', 'Sorry for the wait!', sent.conversation_id);
    expect((await memberSocket.next('message', (frame) => frame.data.id === answer.id)).data).toMatchObject({ sender: 'agent', sender_name: 'late-agent' });
    expect((await memberSocket.next('unread', (frame) => frame.data.unread > 0)).data).toMatchObject({ conversation_id: sent.conversation_id, unread: 1 });
    await leave(agentSocket);
    expect((await memberSocket.next('presence', (frame) => !frame.data.online)).data.online).toBe(false);
  });

  it('gives two members to two agents, and delivers each conversation only to its own people', async () => {
    const [agentA, agentB] = [await agent('desk-a'), await agent('desk-b')];
    const [first, second_] = [await member('first-member'), await member('second-member')];
    const deskA = (await signedIn(nodeA, agentA, 'agent_login')).client;
    const deskB = (await signedIn(nodeB, agentB, 'agent_login')).client;
    const firstTabs = [(await signedIn(nodeA, first)).client, (await signedIn(nodeB, first)).client];
    const secondSocket = (await signedIn(nodeB, second_)).client;

    const hello = await firstTabs[0]!.say('first-hello-1', 'Hello from the first member');
    const helloAgain = await secondSocket.say('second-hello-1', 'Hello from the second member');
    // The agent with the fewest open conversations gets the next one.
    expect((await deskA.next('message', (frame) => frame.data.id === hello.id)).data.text).toBe('Hello from the first member');
    expect((await deskB.next('message', (frame) => frame.data.id === helloAgain.id)).data.text).toBe('Hello from the second member');
    for (const desk of [deskA, deskB]) {
      await desk.next('conversation', (frame) => frame.data.id === hello.conversation_id);
      await desk.next('conversation', (frame) => frame.data.id === helloAgain.conversation_id);
    }
    // The member's other tab sees what they wrote.
    await firstTabs[1]!.next('message', (frame) => frame.data.id === hello.id);

    const answer = await deskA.say('desk-a-answer-1', 'How can I help?', hello.conversation_id);
    for (const tab of firstTabs) expect((await tab.next('message', (frame) => frame.data.id === answer.id)).data.sender_name).toBe('desk-a');

    deskB.send({ type: 'message', data: { client_id: 'desk-b-intrudes-1', conversation_id: hello.conversation_id, message: { kind: 'text', text: 'Mine now' } } });
    expect((await deskB.next('error')).data).toMatchObject({ code: 'forbidden', client_id: 'desk-b-intrudes-1' });
    deskB.send({ type: 'sync', data: { conversation_id: hello.conversation_id, after_id: 0 } });
    expect((await deskB.next('error')).data.code).toBe('not_found');

    // A member reads and syncs their own conversation only: another's id is not found, like an unknown one.
    secondSocket.send({ type: 'sync', data: { conversation_id: hello.conversation_id, after_id: 0 } });
    expect((await secondSocket.next('error')).data).toMatchObject({ code: 'not_found', reason: 'The requested resource does not exist' });
    secondSocket.send({ type: 'read', data: { conversation_id: hello.conversation_id, last_id: answer.id } });
    expect((await secondSocket.next('error')).data.code).toBe('not_found');
    secondSocket.send({ type: 'message', data: { client_id: 'second-elsewhere-1', conversation_id: hello.conversation_id, message: { kind: 'text', text: 'hi' } } });
    expect((await secondSocket.next('error')).data).toMatchObject({ code: 'not_found', client_id: 'second-elsewhere-1' });

    firstTabs[0]!.send({ type: 'read', data: { last_id: answer.id } });
    for (const tab of firstTabs) expect((await tab.next('unread', (frame) => frame.data.unread === 0)).data.conversation_id).toBe(hello.conversation_id);

    // Nothing of the first conversation reached the second member or the other agent.
    for (const client of [secondSocket, deskB]) await client.settled();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(secondSocket.take('message', (frame) => frame.data.conversation_id === hello.conversation_id)).toEqual([]);
    expect(deskB.take('message', (frame) => frame.data.conversation_id === hello.conversation_id)).toEqual([]);
  });

  it('answers a service’s refusal with an error frame naming the message and the field', async () => {
    const writer = (await signedIn(nodeA, await member('careless-writer'), 'login')).client;
    writer.send({ type: 'message', data: { client_id: 'unknown-goods-1', message: { kind: 'goods', goods_id: 999_999 } } });
    expect((await writer.next('error')).data).toEqual({ code: 'not_found', reason: 'The requested resource does not exist', field: null, client_id: 'unknown-goods-1' });
    const picture = `/homeapi/upload/file/${'a'.repeat(64)}.jpg`;
    writer.send({ type: 'message', data: { client_id: 'foreign-picture-1', message: { kind: 'image', url: picture } } });
    expect((await writer.next('error')).data).toMatchObject({ code: 'invalid', field: expect.stringContaining('url'), client_id: 'foreign-picture-1' });
    writer.send({ type: 'message', data: { client_id: 'bad-picture-1', message: { kind: 'image', url: 'https://elsewhere.example/x.jpg' } } });
    const badPicture = (await writer.next('error')).data;
    expect(badPicture).toMatchObject({ code: 'invalid', field: 'message.url', client_id: 'bad-picture-1' });
    expect(badPicture.reason).not.toBe('upload_not_found');
  });

  it('stores and delivers a message sent before a dropped connection once, however often it is resent', async () => {
    const [desk, writer] = [await agent('steady-desk'), await member('flaky-writer')];
    const deskSocket = (await signedIn(nodeB, desk, 'agent_login')).client;
    const first = (await signedIn(nodeA, writer)).client;
    const frame = { type: 'message', data: { client_id: 'flaky-message-1', message: { kind: 'text', text: 'Did this arrive?' } } };
    first.send(frame);
    // The connection drops before the ack can come back.
    first.ws.terminate();
    const deadline = Date.now() + 5_000;
    while ((await storedWithClientId(writer.id, 'flaky-message-1')).length === 0) {
      if (Date.now() > deadline) throw new Error('the message was not stored');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }

    const again = (await signedIn(nodeA, writer)).client;
    again.send(frame);
    again.send(frame);
    const acks = [await again.next('ack'), await again.next('ack')];
    const [stored] = await storedWithClientId(writer.id, 'flaky-message-1');
    expect(acks.map((ack) => [ack.data.client_id, ack.data.message.id])).toEqual([
      ['flaky-message-1', stored!.id],
      ['flaky-message-1', stored!.id],
    ]);

    const later = await again.say('flaky-message-2', 'And this one?');
    await deskSocket.next('message', (message) => message.data.id === later.id);
    expect(deskSocket.take('message').map((message) => message.data.text)).toEqual(['Did this arrive?']);
    expect(await storedWithClientId(writer.id, 'flaky-message-1')).toHaveLength(1);
  });

  it('lets one member send 20 messages in 10 s over all their sockets together, and refuses the rest with rate_limited', async () => {
    const writer = await member('many-tabs-writer');
    const tabs = [(await signedIn(nodeA, writer)).client, (await signedIn(nodeA, writer)).client, (await signedIn(nodeA, writer)).client];
    // 8 each: no socket passes 20 on its own, the three together do.
    const answers = await Promise.all(tabs.map((tab, n) => burst(tab, `many-tabs-${n + 1}`, 8)));
    expect(answers.reduce((sum, answer) => sum + answer.acked, 0)).toBe(20);
    expect(answers.flatMap((answer) => answer.refused)).toEqual(['rate_limited', 'rate_limited', 'rate_limited', 'rate_limited']);

    // The window is 10 s of the app's clock: then the member may write again.
    t.clock.advance(10_000);
    expect((await tabs[0]!.say('many-tabs-later-1', 'And now?')).text).toBe('And now?');
  });

  it('counts one member’s messages on every API node against the same limit', async () => {
    const writer = await member('two-node-writer');
    const [onA, onB] = [(await signedIn(nodeA, writer)).client, (await signedIn(nodeB, writer)).client];
    const [fromA, fromB] = await Promise.all([burst(onA, 'node-a-message', 12), burst(onB, 'node-b-message', 12)]);
    expect(fromA.acked + fromB.acked).toBe(20);
    expect([...fromA.refused, ...fromB.refused]).toEqual(['rate_limited', 'rate_limited', 'rate_limited', 'rate_limited']);
  });

  it('keeps 50 quick messages of one member in the order sent', async () => {
    const quick = await socketOnlyNode(t, { messageLimit: 60 });
    try {
      const [desk, writer] = [await agent('ordered-desk'), await member('quick-writer')];
      const deskSocket = (await signedIn(nodeB, desk, 'agent_login')).client;
      const writerSocket = (await signedIn(quick.url, writer)).client;
      const texts = Array.from({ length: 50 }, (_, n) => `quick message ${n + 1}`);
      texts.forEach((text, n) => writerSocket.send({ type: 'message', data: { client_id: `quick-message-${n + 1}`, message: { kind: 'text', text } } }));

      const acks = [];
      for (const _ of texts) acks.push((await writerSocket.next('ack')).data);
      expect(acks.map((ack) => ack.message.text)).toEqual(texts);
      const ids = acks.map((ack) => ack.message.id);
      expect([...ids].sort((a, b) => a - b)).toEqual(ids);

      const delivered = [];
      for (const _ of texts) delivered.push((await deskSocket.next('message')).data.text);
      expect(delivered).toEqual(texts);
      } finally {
      await quick.app.close();
    }
  });

  it('keeps its agents online past the 30 s a presence row lasts, by refreshing their rows', async () => {
    const refreshing = await socketOnlyNode(t, { presenceRefreshMs: 50 });
    try {
      await signedIn(refreshing.url, await agent('lasting-desk'), 'agent_login');
      for (const _ of [1, 2]) {
        t.clock.advance(25_000);
        const deadline = Date.now() + 5_000;
        while ((await t.connection.db.select().from(chatPresence).where(eq(chatPresence.seenAt, t.clock.now()))).length === 0) {
          if (Date.now() > deadline) throw new Error('the presence row was not refreshed');
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      }
      expect(await anyAgentOnline(t.connection.db, t.clock.now())).toBe(true);
    } finally {
      await refreshing.app.close();
    }
  });

  it('takes a node’s agents offline when it shuts down, and tells the members', async () => {
    const leaving = await socketOnlyNode(t, {});
    const [desk, watcher] = [await agent('leaving-desk'), await member('watcher')];
    const watcherSocket = (await signedIn(nodeA, watcher)).client;
    await signedIn(leaving.url, desk, 'agent_login');
    expect((await watcherSocket.next('presence')).data.online).toBe(true);

    await leaving.app.close();
    expect((await watcherSocket.next('presence')).data.online).toBe(false);
    const live = await t.connection.db.select().from(chatPresence).where(and(eq(chatPresence.staffId, desk.id), gt(chatPresence.connections, 0)));
    expect(live).toEqual([]);
  });
});

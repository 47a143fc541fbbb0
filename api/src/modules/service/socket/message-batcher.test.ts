import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { chatMessages } from '../../../db/schema';
import { createMember } from '../../../testing/buying-fixtures';
import { createAgent } from '../../../testing/chat-socket-client';
import { createSecondNode, createTestApp, type TestApp } from '../../../testing/test-app';
import { CHAT_CHANNEL, type ChatDelivery } from '../chat-delivery';
import { agentConnected, agentDisconnected } from '../chat/presence-service';
import type { Speaker } from '../chat/speaker';
import { MessageBatcher, type BatchedOutcome } from './message-batcher';
import { FixedWindowLimiter } from '../../../http/rate-limit';

const text = (value: string) => ({ kind: 'text' as const, text: value });
const stored = (outcome: BatchedOutcome) => {
  if ('limited' in outcome) throw new Error('rate limited');
  if ('error' in outcome) throw outcome.error;
  return outcome.message;
};

/** A Db whose transactions say when they committed, and whose NOTIFY statement can be made to fail (after every insert of the batch ran). */
function observedDb(db: Db, events: string[], failNotify: { on: boolean }): Db {
  const transaction = ((work: (tx: Db) => Promise<unknown>) =>
    db
      .transaction((tx) =>
        work(
          new Proxy(tx, {
            get(target, property, receiver) {
              if (property !== 'execute') return Reflect.get(target, property, receiver) as unknown;
              return (query: { queryChunks: Array<{ value?: string[] }> }) => {
                const statement = query.queryChunks.map((chunk) => chunk.value?.join('') ?? '').join('');
                if (failNotify.on && statement.includes('pg_notify')) return Promise.reject(new Error('the database went away'));
                return target.execute(query as never);
              };
            },
          }) as unknown as Db,
        ),
      )
      .then((result) => {
        events.push('commit');
        return result;
      })) as Db['transaction'];
  return new Proxy(db, { get: (target, property, receiver) => (property === 'transaction' ? transaction : (Reflect.get(target, property, receiver) as unknown)) });
}

describe('MessageBatcher', () => {
  let t: TestApp;
  let second: TestApp;
  const db = () => t.connection.db;
  const now = () => t.clock.now();
  const silentLog = { error: () => undefined } as never;

  const member = async (name: string): Promise<Speaker> => {
    const { id } = await createMember(db(), name);
    return { role: 'member', userId: id, name, isAdmin: false, lang: 'en-us' };
  };
  const agent = async (name: string): Promise<Speaker> => {
    const created = await createAgent(db(), name);
    return { role: 'agent', userId: created.id, name: created.name, isAdmin: false, lang: 'en-us' };
  };
  const messagesOf = (conversationId: number) =>
    db().select({ id: chatMessages.id, clientId: chatMessages.clientId, sender: chatMessages.sender }).from(chatMessages).where(eq(chatMessages.conversationId, conversationId)).orderBy(asc(chatMessages.id));

  beforeAll(async () => {
    t = await createTestApp();
    second = await createSecondNode(t);
  });
  afterAll(async () => {
    await second.close();
    await t.close();
  });

  it('stores what arrives together in one transaction, keeps each conversation’s order, and acknowledges only after the commit', async () => {
    const events: string[] = [];
    const batcher = new MessageBatcher(observedDb(db(), events, { on: false }), silentLog);
    const writers = [await member('batch-writer-1'), await member('batch-writer-2'), await member('batch-writer-3')];
    const posts = writers.flatMap((writer, w) =>
      [1, 2, 3].map((n) =>
        batcher.post(writer, { clientId: `batch-${w}-${n}`, message: text(`writer ${w} message ${n}`) }, now()).then((outcome) => {
          events.push('ack');
          return stored(outcome);
        }),
      ),
    );
    // Two sends of one client id in the same batch (a resend racing the first): stored once.
    const resent = batcher.post(writers[0]!, { clientId: 'batch-0-1', message: text('writer 0 message 1') }, now());
    const messages = await Promise.all(posts);
    const again = await resent;

    // One batch: one commit, then every acknowledgement.
    expect(events).toEqual(['commit', ...messages.map(() => 'ack')]);
    expect(again).toEqual({ message: messages[0], duplicate: true });
    for (const [w] of writers.entries()) {
      const own = messages.slice(w * 3, w * 3 + 3);
      const rows = await messagesOf(own[0]!.conversation_id);
      // Each message, then the shop's instant reply (nobody is online), in the order sent.
      expect(rows.map((row) => row.clientId)).toEqual([`batch-${w}-1`, null, `batch-${w}-2`, null, `batch-${w}-3`, null]);
      expect(own.map((message) => message.id)).toEqual(rows.filter((row) => row.sender === 'member').map((row) => row.id));
    }
  });

  it('answers a refused message alone, and when the batch fails answers each sender with the error and stores nothing of it', async () => {
    const failNotify = { on: false };
    const batcher = new MessageBatcher(observedDb(db(), [], failNotify), silentLog);
    const [owner, stranger] = [await member('batch-owner'), await member('batch-stranger')];
    const own = stored(await batcher.post(owner, { clientId: 'owner-1', message: text('mine') }, now()));
    const [sneaking, fine] = await Promise.all([
      batcher.post(stranger, { clientId: 'stranger-1', conversationId: own.conversation_id, message: text('sneaking in') }, now()),
      batcher.post(owner, { clientId: 'owner-2', message: text('still mine') }, now()),
    ]);
    expect(sneaking).toMatchObject({ error: { httpStatus: 404 } });
    expect(stored(fine).text).toBe('still mine');

    failNotify.on = true;
    const failing = [
      batcher.post(owner, { clientId: 'owner-3', message: text('lost 1') }, now()),
      batcher.post(stranger, { clientId: 'stranger-2', message: text('lost 2') }, now()),
    ];
    for (const outcome of failing) await expect(outcome).rejects.toThrow('the database went away');
    const left = await db()
      .select({ id: chatMessages.id })
      .from(chatMessages)
      .where(inArray(chatMessages.clientId, ['owner-3', 'stranger-2']));
    expect(left).toEqual([]);
    expect((await messagesOf(own.conversation_id)).map((row) => row.clientId)).toEqual(['owner-1', null, 'owner-2', null]);

    // The next batch works again: the senders' resends are stored once.
    failNotify.on = false;
    expect(stored(await batcher.post(owner, { clientId: 'owner-3', message: text('lost 1') }, now())).text).toBe('lost 1');
  });

  it('counts a batch’s messages against each writer’s limit in order, over every node', async () => {
    const rule = { limit: 3, windowMs: 10_000 };
    const nodes = [t.connection.db, second.connection.db].map((nodeDb) => new MessageBatcher(nodeDb, silentLog, new FixedWindowLimiter(nodeDb, 'chat-batch-test', rule, t.clock.now)));
    const [hasty, calm] = [await member('batch-hasty'), await member('batch-calm')];
    const first = await Promise.all([1, 2].map((n) => nodes[0]!.post(hasty, { clientId: `hasty-${n}`, message: text(`hasty ${n}`) }, now())));
    const later = await Promise.all([
      ...[3, 4, 5].map((n) => nodes[1]!.post(hasty, { clientId: `hasty-${n}`, message: text(`hasty ${n}`) }, now())),
      nodes[1]!.post(calm, { clientId: 'calm-1', message: text('calm') }, now()),
    ]);
    expect([...first, ...later].map((outcome) => ('limited' in outcome ? 'limited' : 'stored'))).toEqual(['stored', 'stored', 'stored', 'limited', 'limited', 'stored']);
    const hastyRows = await db().select({ clientId: chatMessages.clientId }).from(chatMessages).where(eq(chatMessages.senderId, hasty.userId)).orderBy(asc(chatMessages.id));
    expect(hastyRows.map((row) => row.clientId)).toEqual(['hasty-1', 'hasty-2', 'hasty-3']);
    // Once the window has closed, the writer may send again.
    t.clock.advance(rule.windowMs);
    expect('message' in (await nodes[0]!.post(hasty, { clientId: 'hasty-6', message: text('hasty 6') }, now()))).toBe(true);
  });

  it('serves two nodes on one database: each message stored once, every node hears every delivery, the order kept', async () => {
    const heard: ChatDelivery[][] = [[], []];
    const stops = await Promise.all(
      [t.connection, second.connection].map((connection, node) =>
        connection.listen(CHAT_CHANNEL, (payload) => heard[node]!.push(...(JSON.parse(payload) as ChatDelivery[]))),
      ),
    );
    const desk = await agent('two-node-desk');
    await agentConnected(db(), 'node-a', desk.userId, now());
    try {
      const nodes = [new MessageBatcher(t.connection.db, silentLog), new MessageBatcher(second.connection.db, silentLog)];
      const writer = await member('batch-two-nodes');
      const outcomes = await Promise.all(
        Array.from({ length: 20 }, (_, n) => nodes[n % 2]!.post(writer, { clientId: `two-node-${n}`, message: text(`message ${n}`) }, now())),
      );
      const messages = outcomes.map(stored);
      const conversationId = messages[0]!.conversation_id;
      const rows = await messagesOf(conversationId);
      // An agent is online: no instant replies, just the 20 messages, once each.
      expect(rows.map((row) => row.clientId).sort()).toEqual(messages.map((message) => message.client_id).sort());
      // Each node's messages keep the order they were posted in.
      for (const node of [0, 1]) {
        const ids = messages.filter((_, n) => n % 2 === node).map((message) => message.id);
        expect([...ids].sort((a, b) => a - b)).toEqual(ids);
      }
      const deadline = Date.now() + 5000;
      const heardMessages = (node: number) => heard[node]!.flatMap(({ frame }) => (frame.type === 'message' ? [frame.data.id] : []));
      while (heardMessages(0).length < 20 || heardMessages(1).length < 20) {
        if (Date.now() > deadline) throw new Error(`deliveries heard: ${heardMessages(0).length} and ${heardMessages(1).length} of 20`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      const inIdOrder = rows.map((row) => row.id);
      expect(heardMessages(0)).toEqual(inIdOrder);
      expect(heardMessages(1)).toEqual(inIdOrder);
      // Every message went to the one agent online, who hears the final unread count.
      const unread = heard[0]!.filter(({ to, frame }) => frame.type === 'unread' && frame.data.conversation_id === conversationId && 'agent' in to[0]!);
      expect(unread.at(-1)?.frame).toMatchObject({ data: { unread: 20 } });
    } finally {
      await agentDisconnected(db(), 'node-a', desk.userId, now());
      await Promise.all(stops.map((stop) => stop()));
    }
  });
});

import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import type { ChatMessageInput } from '@shop/contract';
import { and, count, eq } from 'drizzle-orm';
import { chatMessages, goods, orders, users } from '../../../db/schema';
import type { Lang } from '../../../http/i18n';
import { createMember } from '../../../testing/buying-fixtures';
import { createAgent } from '../../../testing/chat-socket-client';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import type { ChatDelivery } from '../chat-delivery';
import { messagesAfter, messagesBefore } from './history-service';
import { postMessage } from './message-service';
import { agentConnected, agentDisconnected, anyAgentOnline, presenceDelivery, PRESENCE_FRESH_MS, refreshPresence } from './presence-service';
import { agentUnreadTotal, markRead } from './read-service';
import { agentSession, memberSession } from './session-service';
import type { Speaker } from './speaker';

const text = (value: string): ChatMessageInput => ({ kind: 'text', text: value });
const frames = (deliveries: ChatDelivery[], type: string) => deliveries.filter((delivery) => delivery.frame.type === type);

describe('chat services', () => {
  let t: TestApp;
  let clientIds = 0;
  const nextClientId = () => `client-${String(++clientIds).padStart(4, '0')}`;
  const now = () => t.clock.now();
  const db = () => t.connection.db;

  const member = async (name: string, lang: Lang = 'en-us'): Promise<Speaker> => {
    const { id } = await createMember(db(), name);
    return { role: 'member', userId: id, name, isAdmin: false, lang };
  };
  /** A back-office user answering: customer service, or an administrator (who holds everything). */
  const agent = async (name: string, role: 'agent' | 'admin' = 'agent'): Promise<Speaker> => {
    const created = await createAgent(db(), name, role === 'admin' ? 'administrator' : 'customer_service');
    return { role: 'agent', userId: created.id, name: created.name, isAdmin: role === 'admin', lang: 'en-us' };
  };
  const post = (speaker: Speaker, message: ChatMessageInput, conversationId?: number, clientId = nextClientId()) =>
    postMessage(db(), speaker, { clientId, conversationId, message }, now());

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  // Every test starts with nobody online: presence older than the freshness window no longer counts.
  afterEach(() => t.clock.advance(PRESENCE_FRESH_MS + 1000));

  it('stores a message once per client id, also when the resend races the first send', async () => {
    const shopper = await member('resender');
    const first = await post(shopper, text('hello there'), undefined, 'same-client-id');
    const again = await post(shopper, text('hello there'), undefined, 'same-client-id');
    expect(again).toEqual({ message: first.message, duplicate: true, deliveries: [] });
    const raced = await Promise.all([post(shopper, text('twice'), undefined, 'raced-client'), post(shopper, text('twice'), undefined, 'raced-client')]);
    expect(raced.map((result) => result.duplicate).sort()).toEqual([false, true]);
    expect(raced[0].message.id).toBe(raced[1].message.id);
    const [stored] = await db().select({ total: count() }).from(chatMessages).where(and(eq(chatMessages.senderId, shopper.userId), eq(chatMessages.clientId, 'raced-client')));
    expect(stored!.total).toBe(1);
  });

  it('answers once per message while no agent is online: a keyword reply in the member’s language, else the offline reply', async () => {
    const english = await member('night_owl');
    const shipping = await post(english, text('When is SHIPPING for my parcel?'));
    const [reply] = frames(shipping.deliveries, 'message').slice(1);
    expect(reply?.frame.data).toMatchObject({ sender: 'system', sender_name: 'Customer service', text: expect.stringMatching(/^Orders ship within 48 hours/) });
    expect(reply?.to).toEqual([{ member: english.userId }]);
    // Waiting for any agent: every agent's queue hears of it.
    expect(frames(shipping.deliveries, 'conversation')).toMatchObject([{ to: [{ agents: true }], frame: { data: { agent_id: null, status: 'open' } } }]);
    const other = await post(english, text('hello?'));
    expect(frames(other.deliveries, 'message')[1]?.frame.data).toMatchObject({ text: 'No agent is online now: leave your message and we will reply here as soon as we are back' });

    const chinese = await member('夜猫子', 'zh-cn');
    const refund = await post(chinese, text('退款多久到账'));
    expect(frames(refund.deliveries, 'message')[1]?.frame.data).toMatchObject({ sender_name: '在线客服', text: expect.stringMatching(/^您可以在订单详情中申请退款/) });
    const card = await post(chinese, { kind: 'goods', goods_id: 1 });
    expect(frames(card.deliveries, 'message')[1]?.frame.data).toMatchObject({ text: '客服暂时不在线，请留言，我们上线后会第一时间在这里回复您' });
    const history = await messagesBefore(db(), refund.message.conversation_id, undefined, 20, 'zh-cn');
    expect(history.list.map((message) => message.sender)).toEqual(['member', 'system', 'member', 'system']);
    // The instant reply is read as the member writes: no badge for it.
    expect((await memberSession(db(), chinese.userId, now())).unread).toBe(0);
  });

  it('hands a new conversation to the online agent with the fewest open ones, and keeps it with them while online', async () => {
    const busy = await agent('busy_agent');
    const free = await agent('free_agent');
    await agentConnected(db(), 'node-a', busy.userId, now());
    await agentConnected(db(), 'node-b', free.userId, now());
    const firstShopper = await member('first_in_line');
    const first = await post(firstShopper, text('hi'));
    // Both had no open conversation: the older account gets it.
    expect(frames(first.deliveries, 'message')[0]?.to).toEqual([{ member: firstShopper.userId }, { agent: busy.userId }]);
    expect(frames(first.deliveries, 'message')).toHaveLength(1);
    const second = await post(await member('second_in_line'), text('hi'));
    expect(frames(second.deliveries, 'conversation')[0]?.frame.data).toMatchObject({ agent_id: free.userId });
    const third = await post(await member('third_in_line'), text('hi'));
    expect(frames(third.deliveries, 'conversation')[0]?.frame.data).toMatchObject({ agent_id: busy.userId });

    const again = await post(firstShopper, text('still there?'));
    expect(frames(again.deliveries, 'conversation')).toEqual([]);
    expect(frames(again.deliveries, 'message')[0]?.to).toEqual([{ member: firstShopper.userId }, { agent: busy.userId }]);
    // Their agent went offline: the next message goes to whoever is online.
    expect(await agentDisconnected(db(), 'node-a', busy.userId, now())).toBe(true);
    const moved = await post(firstShopper, text('anyone?'));
    expect(frames(moved.deliveries, 'conversation')[0]?.frame.data).toMatchObject({ agent_id: free.userId });
    expect(frames(moved.deliveries, 'message')).toHaveLength(1);
    expect((await memberSession(db(), firstShopper.userId, now())).agent).toMatchObject({ id: free.userId, name: 'free_agent' });
    await agentDisconnected(db(), 'node-b', free.userId, now());
  });

  it('counts unread messages on both sides and never lowers a read marker', async () => {
    const desk = await agent('unread_agent');
    await agentConnected(db(), 'node-a', desk.userId, now());
    const shopper = await member('unread_shopper');
    // Conversations waiting for anyone (earlier tests') are in every agent's queue, and in their total.
    const waiting = await agentUnreadTotal(db(), desk.userId, false);
    const asked = await post(shopper, text('question one'));
    await post(shopper, text('question two'));
    const conversationId = asked.message.conversation_id;
    const [agentBadge] = frames((await post(shopper, text('question three'))).deliveries, 'unread').filter((delivery) => 'agent' in delivery.to[0]!);
    expect(agentBadge?.frame.data).toEqual({ conversation_id: conversationId, unread: 3, total: waiting + 3 });

    const read = await markRead(db(), desk, conversationId, asked.message.id);
    expect(read).toEqual([{ to: [{ agent: desk.userId }], frame: { type: 'unread', data: { conversation_id: conversationId, unread: 2, total: waiting + 2 } } }]);
    const answer = await post(desk, text('answer'), conversationId);
    expect(frames(answer.deliveries, 'unread')).toEqual([
      { to: [{ member: shopper.userId }], frame: { type: 'unread', data: { conversation_id: conversationId, unread: 1, total: 1 } } },
      { to: [{ agent: desk.userId }], frame: { type: 'unread', data: { conversation_id: conversationId, unread: 0, total: waiting } } },
    ]);
    expect((await memberSession(db(), shopper.userId, now())).unread).toBe(1);
    await markRead(db(), shopper, undefined, answer.message.id);
    await markRead(db(), shopper, undefined, 1);
    expect((await memberSession(db(), shopper.userId, now())).unread).toBe(0);
    await agentDisconnected(db(), 'node-a', desk.userId, now());
  });

  it('keeps every conversation to its member and its agent', async () => {
    const owner = await member('conversation_owner');
    const stranger = await member('stranger');
    const own = await post(owner, text('mine'));
    const conversationId = own.message.conversation_id;
    await post(stranger, text('theirs'));
    await expect(messagesAfter(db(), stranger, conversationId, 0)).rejects.toMatchObject({ httpStatus: 404 });
    await expect(markRead(db(), stranger, conversationId, own.message.id)).rejects.toMatchObject({ httpStatus: 404 });
    await expect(post(stranger, text('sneaking in'), conversationId)).rejects.toMatchObject({ httpStatus: 404 });
    await expect(messagesAfter(db(), await member('never_wrote'), undefined, 0)).rejects.toMatchObject({ httpStatus: 404 });

    const first = await agent('first_desk');
    const second = await agent('second_desk');
    await post(first, text('mine now'), conversationId);
    await expect(post(second, text('let me'), conversationId)).rejects.toMatchObject({ httpStatus: 403 });
    await expect(messagesAfter(db(), second, conversationId, 0)).rejects.toMatchObject({ httpStatus: 404 });
    await expect(post(second, text('where?'))).rejects.toMatchObject({ httpStatus: 400, options: { field: 'conversation_id' } });
    const boss = await agent('desk_boss', 'admin');
    const stepped = await post(boss, text('the manager here'), conversationId);
    expect(frames(stepped.deliveries, 'message')[0]?.to).toEqual([{ member: owner.userId }, { agent: first.userId }, { agent: boss.userId }]);
    expect((await messagesAfter(db(), owner, undefined, 0)).messages.map((message) => [message.sender, message.sender_name])).toEqual([
      ['member', 'conversation_owner'],
      ['system', 'Customer service'],
      ['agent', 'first_desk'],
      ['agent', 'desk_boss'],
    ]);
  });

  it('builds cards on the server: a product on the shelf, the member’s own order', async () => {
    const [demo] = await db().select().from(users).where(eq(users.username, 'demo'));
    const [lily] = await db().select().from(users).where(eq(users.username, 'lily'));
    const [demoOrder] = await db().select().from(orders).where(eq(orders.userId, demo!.id)).limit(1);
    const [lilyOrder] = await db().select().from(orders).where(eq(orders.userId, lily!.id)).limit(1);
    const demoSpeaker: Speaker = { role: 'member', userId: demo!.id, name: demo!.nickname, isAdmin: false, lang: 'zh-cn' };
    await expect(post(demoSpeaker, { kind: 'order', order_id: lilyOrder!.id })).rejects.toMatchObject({ httpStatus: 404 });
    const sent = await post(demoSpeaker, { kind: 'order', order_id: demoOrder!.id });
    expect(sent.message).toMatchObject({ kind: 'order', text: '', card: { type: 'order', id: demoOrder!.id, order_no: demoOrder!.orderNo, item_count: expect.any(Number) } });

    const desk = await agent('card_desk');
    await expect(post(desk, { kind: 'order', order_id: lilyOrder!.id }, sent.message.conversation_id)).rejects.toMatchObject({ httpStatus: 404 });
    expect((await post(desk, { kind: 'order', order_id: demoOrder!.id }, sent.message.conversation_id)).message.card).toMatchObject({ id: demoOrder!.id });
    const [offShelf] = await db().select().from(goods).where(eq(goods.status, 'off')).limit(1);
    await expect(post(demoSpeaker, { kind: 'goods', goods_id: offShelf!.id })).rejects.toMatchObject({ httpStatus: 404 });
    const [onShelf] = await db().select().from(goods).where(eq(goods.status, 'on')).limit(1);
    expect((await post(demoSpeaker, { kind: 'goods', goods_id: onShelf!.id })).message.card).toEqual({ type: 'goods', id: onShelf!.id, name: onShelf!.nameZh, image: onShelf!.image, price: expect.stringMatching(/^\d+\.\d{2}$/) });
    await expect(post(demoSpeaker, { kind: 'image', url: `/homeapi/upload/file/${'a'.repeat(64)}.png` })).rejects.toMatchObject({ httpStatus: 400, options: { field: 'url' } });
  });

  it('syncs in order after a reconnect, a page at a time', async () => {
    const shopper = await member('chatterbox');
    const ids: number[] = [];
    for (let index = 0; index < 60; index += 1) ids.push((await post(shopper, text(`line ${index}`))).message.id);
    // Nobody online: each line got its automatic reply, 120 messages in all.
    const pages = [await messagesAfter(db(), shopper, undefined, 0)];
    while (pages.at(-1)!.has_more) pages.push(await messagesAfter(db(), shopper, undefined, pages.at(-1)!.messages.at(-1)!.id));
    expect(pages.map((page) => page.messages.length)).toEqual([100, 20]);
    const all = pages.flatMap((page) => page.messages.map((message) => message.id));
    expect(all).toEqual([...all].sort((a, b) => a - b));
    expect(all.filter((id) => ids.includes(id))).toEqual(ids);
    const older = await messagesBefore(db(), pages[0]!.conversation_id, all[10], 4, 'en-us');
    expect(older).toMatchObject({ list: all.slice(6, 10).map((id) => ({ id })), has_more: true });
  });

  it('tracks agents online per node, and forgets a node that stopped refreshing', async () => {
    const desk = await agent('present_agent');
    expect(await anyAgentOnline(db(), now())).toBe(false);
    expect(await agentConnected(db(), 'node-a', desk.userId, now())).toBe(true);
    expect(await agentConnected(db(), 'node-b', desk.userId, now())).toBe(false);
    expect(await presenceDelivery(db(), now())).toEqual({ to: [{ members: true }], frame: { type: 'presence', data: { online: true, agent: null } } });
    expect(await agentDisconnected(db(), 'node-a', desk.userId, now())).toBe(false);
    t.clock.advance(PRESENCE_FRESH_MS - 1000);
    await refreshPresence(db(), 'node-b', [desk.userId], now());
    t.clock.advance(PRESENCE_FRESH_MS - 1000);
    expect(await anyAgentOnline(db(), now())).toBe(true);
    // node-b stops refreshing (it crashed): after the window the agent is offline.
    t.clock.advance(2000);
    expect(await anyAgentOnline(db(), now())).toBe(false);
    // A node no longer holding the agent's sockets zeroes its count.
    await agentConnected(db(), 'node-c', desk.userId, now());
    await refreshPresence(db(), 'node-c', [], now());
    expect(await anyAgentOnline(db(), now())).toBe(false);
    expect(await agentSession(db(), desk.userId)).toEqual({ user_id: desk.userId, name: 'present_agent' });
  });
});

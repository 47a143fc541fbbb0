import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { eq } from 'drizzle-orm';
import { chatConversations, chatMessages, staffRoles, staffUsers, users } from '../../db/schema';
import { createMember } from '../../testing/buying-fixtures';
import { testPng, uploadTestPhoto } from '../../testing/upload-fixtures';
import { call, createTestApp, signIn, signInStaff, type TestApp } from '../../testing/test-app';
import { CHAT_CHANNEL, type ChatDelivery } from './chat-delivery';
import { issueStaffSession } from '../staff/staff-session-service';
import { postMessage } from './chat/message-service';

describe('customer service over HTTP', () => {
  let t: TestApp;
  let demo: string;
  let agent1: string;
  let agent2: string;
  let admin: string;
  let warehouse: string;
  let ids: { demo: number; agent1: number; agent2: number; warehouse: number };
  let seededConversation: { conversation: typeof chatConversations.$inferSelect; messages: Array<typeof chatMessages.$inferSelect> };
  beforeAll(async () => {
    t = await createTestApp();
    // The agents are back-office users: the demo customer-service agents, and the administrator, who holds everything.
    [demo, agent1, agent2, admin, warehouse] = await Promise.all([
      signIn(t.app, 'demo', 'demo1234'),
      signInStaff(t.app, 'agent1', 'agent1234'),
      signInStaff(t.app, 'agent2', 'agent1234'),
      signInStaff(t.app, 'admin'),
      signInStaff(t.app, 'warehouse'),
    ]);
    const staff = await t.connection.db.select({ id: staffUsers.id, username: staffUsers.username }).from(staffUsers);
    const staffId = (name: string) => staff.find((row) => row.username === name)!.id;
    const [member] = await t.connection.db.select({ id: users.id }).from(users).where(eq(users.username, 'demo'));
    ids = { demo: member!.id, agent1: staffId('agent1'), agent2: staffId('agent2'), warehouse: staffId('warehouse') };
    const [conversation] = await t.connection.db.select().from(chatConversations).where(eq(chatConversations.memberId, ids.demo));
    seededConversation = { conversation: conversation!, messages: await t.connection.db.select().from(chatMessages).where(eq(chatMessages.conversationId, conversation!.id)) };
  });
  afterAll(() => t.close());
  // The demo's conversation as seeded in every test: tests transfer it, close it and write to it.
  beforeEach(async () => {
    const { conversation, messages } = seededConversation;
    await t.connection.db.delete(chatConversations).where(eq(chatConversations.id, conversation.id));
    await t.connection.db.insert(chatConversations).values(conversation);
    await t.connection.db.insert(chatMessages).values(messages);
  });

  const get = <Call extends string>(url: Call, token?: string, query?: Record<string, string>) => call(t.app, 'GET', url, { token, query, lang: 'en-us' });
  const post = <Call extends string>(url: Call, token: string, body: Record<string, unknown>) => call(t.app, 'POST', url, { token, body, lang: 'en-us' });

  it('shows the seeded demo conversation: one unread reply from the agent, its history a page at a time', async () => {
    const status = await get('service/status', demo);
    expect(status.body.data).toMatchObject({ online: false, agent: { id: ids.agent1, name: '小美 Mia' }, unread: 1 });
    expect((await get('service/unread', demo)).body.data).toEqual({ unread: 1 });
    const newest = await get('service/history', demo, { size: '4' });
    expect(newest.body.data.has_more).toBe(true);
    expect(newest.body.data.list.map((message) => message.kind)).toEqual(['text', 'order', 'text', 'text']);
    expect(newest.body.data.list.at(-1)).toMatchObject({ sender: 'agent', sender_name: '小美 Mia', conversation_id: status.body.data.conversation_id });
    const older = await get('service/history', demo, { size: '4', before_id: String(newest.body.data.list[0]!.id) });
    expect(older.body.data).toMatchObject({ list: [{ sender: 'member', kind: 'text' }, { sender: 'member', kind: 'goods', card: { type: 'goods' } }], has_more: false });
    const stranger = await createMember(t.connection.db, 'first_timer');
    expect((await get('service/status', stranger.token)).body.data).toEqual({ online: false, agent: null, conversation_id: null, unread: 0 });
    expect((await get('service/history', stranger.token)).body.data).toEqual({ list: [], has_more: false });
    expect((await get('service/history', demo, { size: '0' })).body.data.field).toBe('size');
  });

  it('keeps the desk to back-office users with the chat permission: 401 for visitors and members, 403 without it', async () => {
    for (const url of ['admin/service/queue', 'admin/service/agents', 'admin/service/phrases']) {
      expect((await get(url)).status).toBe(401);
      expect((await get(url, demo)).status).toBe(401);
      expect((await get(url, warehouse)).status).toBe(403);
    }
    expect((await get('admin/service/history', demo, { conversation_id: '1' })).status).toBe(401);
    expect((await get('service/status')).status).toBe(401);
    // The desk's token is no member's: the member's own calls refuse it.
    expect((await get('service/status', agent1)).status).toBe(401);
    const refused = await post('admin/service/transfer', warehouse, { conversation_id: 1, agent_id: ids.agent2 });
    expect([refused.status, refused.body.msg]).toEqual([403, 'You do not have permission to do this']);
    expect((await post('admin/service/close', demo, { conversation_id: 1 })).status).toBe(401);
    expect((await get('admin/service/queue', agent1, {})).status).toBe(200);
  });

  it('lists the agent’s queue, the member beside the chat, and the agents to transfer to', async () => {
    const queue = await get('admin/service/queue', agent1);
    const conversation = queue.body.data.list.find((row) => row.member.id === ids.demo)!;
    expect(conversation).toMatchObject({ status: 'open', agent_id: ids.agent1, unread: 0, member: { name: 'Demo' }, last_message: { sender: 'agent' } });
    // agent2 sees neither agent1's conversation nor its member.
    expect((await get('admin/service/queue', agent2)).body.data.list.map((row) => row.id)).not.toContain(conversation.id);
    expect((await get('admin/service/member', agent2, { conversation_id: String(conversation.id) })).status).toBe(404);
    expect((await get('admin/service/history', agent2, { conversation_id: String(conversation.id) })).status).toBe(404);
    expect((await get('admin/service/queue', admin)).body.data.list.map((row) => row.id)).toContain(conversation.id);

    const member = await get('admin/service/member', agent1, { conversation_id: String(conversation.id) });
    expect(member.body.data).toMatchObject({ id: ids.demo, name: 'Demo', mobile: '138****8000', order_count: 8 });
    expect(member.body.data.recent_orders).toHaveLength(5);
    expect(member.body.data.recent_orders[0]).toMatchObject({ status_text: expect.any(String), total: expect.stringMatching(/^\d+\.\d{2}$/) });
    const history = await get('admin/service/history', agent1, { conversation_id: String(conversation.id), size: '50' });
    expect(history.body.data.list).toHaveLength(6);
    expect((await get('admin/service/history', agent1, { conversation_id: 'abc' })).body.data.field).toBe('conversation_id');

    const agents = await get('admin/service/agents', agent1);
    expect(agents.body.data.list.map((agent) => [agent.name, agent.online, agent.open_count])).toEqual(
      expect.arrayContaining([
        ['小美 Mia', false, 1],
        ['阿杰 Jay', false, 0],
        ['Sam Service', false, 0],
        ['Admin', false, 0],
      ]),
    );
  });

  it('transfers a conversation: the member is told, both agents hear of it, the old agent loses it', async () => {
    const conversationId = (await get('service/status', demo)).body.data.conversation_id!;
    const heard: ChatDelivery[] = [];
    const stop = await t.connection.listen(CHAT_CHANNEL, (payload) => heard.push(...(JSON.parse(payload) as ChatDelivery[])));
    const bad = await post('admin/service/transfer', agent1, { conversation_id: conversationId });
    expect([bad.status, bad.body.data.field]).toEqual([400, 'agent_id']);
    // A back-office user who does not answer the chat is no agent to hand it to.
    const toMember = await post('admin/service/transfer', agent1, { conversation_id: conversationId, agent_id: ids.warehouse });
    expect([toMember.status, toMember.body.msg, toMember.body.data.field]).toEqual([400, 'Choose one of the customer-service agents', 'agent_id']);
    expect((await post('admin/service/transfer', agent1, { conversation_id: conversationId, agent_id: ids.agent1 })).body.data.field).toBe('agent_id');

    const moved = await post('admin/service/transfer', agent1, { conversation_id: conversationId, agent_id: ids.agent2 });
    expect(moved.body).toMatchObject({ msg: 'Conversation transferred', data: { id: conversationId, agent_id: ids.agent2, last_message: { sender: 'system', text: 'You are now talking to 阿杰 Jay' } } });
    expect((await get('service/unread', demo)).body.data.unread).toBe(2);
    expect((await get('service/status', demo)).body.data.agent).toMatchObject({ id: ids.agent2 });
    expect((await post('admin/service/transfer', agent1, { conversation_id: conversationId, agent_id: ids.agent1 })).status).toBe(404);
    expect((await get('admin/service/queue', agent2)).body.data.list.map((row) => row.id)).toContain(conversationId);
    expect((await get('admin/service/queue', agent1)).body.data.list.map((row) => row.id)).not.toContain(conversationId);

    await stop();
    const message = heard.find((delivery) => delivery.frame.type === 'message')!;
    expect(message.to).toEqual(expect.arrayContaining([{ member: ids.demo }, { agent: ids.agent1 }, { agent: ids.agent2 }]));
    expect(heard.find((delivery) => delivery.frame.type === 'conversation')).toMatchObject({ to: [{ agents: true }], frame: { data: { agent_id: ids.agent2 } } });
    expect(heard.filter((delivery) => delivery.frame.type === 'unread').map((delivery) => delivery.to[0])).toEqual(
      expect.arrayContaining([{ member: ids.demo }, { agent: ids.agent1 }, { agent: ids.agent2 }]),
    );
  });

  it('closes a conversation until the member writes again', async () => {
    const conversationId = (await get('service/status', demo)).body.data.conversation_id!;
    // Handed to agent2 first: only the agent who has it may close it.
    expect((await post('admin/service/transfer', agent1, { conversation_id: conversationId, agent_id: ids.agent2 })).body.code).toBe(1);
    expect((await post('admin/service/close', agent1, { conversation_id: conversationId })).status).toBe(404);
    const closed = await post('admin/service/close', agent2, { conversation_id: conversationId });
    expect(closed.body).toMatchObject({ msg: 'Conversation closed', data: { status: 'closed' } });
    expect((await get('admin/service/queue', agent2)).body.data.list.map((row) => row.id)).not.toContain(conversationId);
    await postMessage(t.connection.db, { role: 'member', userId: ids.demo, name: 'demo', isAdmin: false, lang: 'en-us' }, { clientId: 'reopen-0001', message: { kind: 'text', text: 'one more thing' } }, t.clock.now());
    expect((await get('admin/service/queue', agent1)).body.data.list.find((row) => row.id === conversationId)).toMatchObject({ status: 'open', agent_id: null, unread: 1 });
  });

  it('keeps shared quick phrases to administrators and each agent’s own to them', async () => {
    const shared = (await get('admin/service/phrases', agent1)).body.data.list;
    expect(shared).toHaveLength(12);
    expect(shared.every((phrase) => phrase.shared)).toBe(true);
    const own = await post('admin/service/phrase/save', agent1, { text: '  Let me check with the warehouse.  ', sort: 1 });
    expect(own.body).toMatchObject({ msg: 'Quick phrase saved', data: { text: 'Let me check with the warehouse.', shared: false, sort: 1 } });
    expect((await get('admin/service/phrases', agent1)).body.data.list.at(-1)).toMatchObject({ id: own.body.data.id });
    expect((await get('admin/service/phrases', agent2)).body.data.list.map((phrase) => phrase.id)).not.toContain(own.body.data.id);

    expect((await post('admin/service/phrase/save', agent1, { text: 'For everyone', shared: true })).status).toBe(403);
    expect((await post('admin/service/phrase/save', agent1, { id: shared[0]!.id, text: 'Edited' })).status).toBe(403);
    expect((await post('admin/service/phrase/delete', agent1, { id: shared[0]!.id })).status).toBe(403);
    expect((await post('admin/service/phrase/save', agent2, { id: own.body.data.id, text: 'Mine now' })).status).toBe(404);
    expect((await post('admin/service/phrase/delete', agent2, { id: own.body.data.id })).status).toBe(404);
    expect((await post('admin/service/phrase/save', agent1, { text: ' ' })).body.data.field).toBe('text');

    const edited = await post('admin/service/phrase/save', agent1, { id: own.body.data.id, text: 'Checking with the warehouse now.' });
    expect(edited.body.data).toMatchObject({ id: own.body.data.id, text: 'Checking with the warehouse now.', sort: 1 });
    expect((await post('admin/service/phrase/delete', agent1, { id: own.body.data.id })).body.msg).toBe('Quick phrase deleted');
    const everyone = await post('admin/service/phrase/save', admin, { text: 'Thanks for shopping with us!', shared: true });
    expect(everyone.body.data.shared).toBe(true);
    expect((await get('admin/service/phrases', agent2)).body.data.list.map((phrase) => phrase.id)).toContain(everyone.body.data.id);
    expect((await post('admin/service/phrase/save', admin, { id: shared[0]!.id, text: '您好！' })).body.data).toMatchObject({ shared: true, text: '您好！' });
  });

  it('sends an agent’s own pictures only: uploaded at admin/service/picture, not a member’s, not another agent’s', async () => {
    const conversationId = (await get('service/status', demo)).body.data.conversation_id!;
    const upload = (token: string, variant: number) =>
      t.app.inject({ method: 'POST', url: '/homeapi/admin/service/picture', headers: { authorization: `Bearer ${token}`, 'content-type': 'image/png' }, payload: testPng(variant) });
    expect((await upload(warehouse, 71)).statusCode).toBe(403);
    expect((await upload(demo, 71)).statusCode).toBe(401);
    const mine = (await upload(agent1, 71)).json<{ data: { url: string } }>().data.url;
    expect(mine).toMatch(/^\/homeapi\/upload\/file\/[0-9a-f]{64}\.png$/);
    const theirs = (await upload(agent2, 72)).json<{ data: { url: string } }>().data.url;
    const membersOwn = await uploadTestPhoto(t.app, demo, 73);
    const speaker = { role: 'agent' as const, userId: ids.agent1, name: '小美 Mia', isAdmin: false, lang: 'en-us' as const };
    const send = (url: string, clientId: string) => postMessage(t.connection.db, speaker, { clientId, conversationId, message: { kind: 'image', url } }, t.clock.now());
    expect((await send(mine, 'agent-picture-01')).message).toMatchObject({ kind: 'image', text: mine, sender: 'agent', sender_id: ids.agent1 });
    for (const [url, clientId] of [[theirs, 'agent-picture-02'], [membersOwn, 'agent-picture-03']] as const) {
      await expect(send(url, clientId)).rejects.toMatchObject({ messageKey: 'upload_not_found', options: { field: 'url' } });
    }
  });

  it('lets a back-office user answer once their role holds the chat permission, and lists them among the agents', async () => {
    const [role] = await t.connection.db.insert(staffRoles).values({ code: 'night_desk', nameZh: '夜班', nameEn: 'Night desk', permissions: ['order.view'] }).returning();
    const [helper] = await t.connection.db.insert(staffUsers).values({ username: 'night_helper', passwordHash: 'x', name: 'Nina Night', roleId: role!.id }).returning();
    const token = await issueStaffSession(t.connection.db, helper!.id, new Date());
    expect((await get('admin/service/queue', token)).status).toBe(403);
    expect((await get('admin/service/agents', agent1)).body.data.list.map((agent) => agent.id)).not.toContain(helper!.id);
    await t.connection.db.update(staffRoles).set({ permissions: ['order.view', 'chat.answer'] }).where(eq(staffRoles.id, role!.id));
    expect((await get('admin/service/queue', token)).status).toBe(200);
    expect((await get('admin/service/agents', agent1)).body.data.list.find((agent) => agent.id === helper!.id)).toMatchObject({ name: 'Nina Night', online: false, open_count: 0 });
    await t.connection.db.update(staffUsers).set({ status: 'disabled' }).where(eq(staffUsers.id, helper!.id));
    expect((await get('admin/service/agents', agent1)).body.data.list.map((agent) => agent.id)).not.toContain(helper!.id);
  });
});

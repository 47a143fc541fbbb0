import { CHAT_QUEUE_MAX, type ChatConversation, type ServiceAgent } from '@shop/contract';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { inTransaction, type Tx } from '../../../db/in-transaction';
import { chatConversations, chatMessages, users } from '../../../db/schema';
import { notFound, refused } from '../../../http/errors';
import { translate } from '../../../http/i18n';
import { publishDeliveries, type ChatDelivery } from '../chat-delivery';
import { agentMayAnswer, describeConversation, describeConversations, lockConversation, openConversationsSql, queueWhere } from './conversation-service';
import { describeMessage } from './describe-message';
import { userOnline } from './presence-service';
import { agentUnreadDeliveries, memberUnreadDelivery } from './read-service';
import type { Speaker } from './speaker';

const AGENT_ROLES = ['agent', 'admin'] as const;

/** The agent's queue: waiting conversations first, then their open ones by latest message (an administrator sees every open one). */
export function listQueue(db: Db, speaker: Speaker): Promise<ChatConversation[]> {
  return describeConversations(db, queueWhere(speaker.userId, speaker.isAdmin), speaker.lang, CHAT_QUEUE_MAX);
}

/** Everyone who may answer (agents, then administrators), online ones first, for the transfer list. */
export async function listAgents(db: Db, now: Date): Promise<ServiceAgent[]> {
  const rows = await db
    .select({
      id: users.id,
      name: users.nickname,
      avatar: users.avatar,
      online: sql<boolean>`${userOnline(db, now)}`,
      open_count: openConversationsSql,
    })
    .from(users)
    .where(inArray(users.role, AGENT_ROLES))
    .orderBy(sql`${users.role} = 'admin'`, asc(users.id));
  return rows.sort((a, b) => Number(b.online) - Number(a.online));
}

/** A conversation the agent may act on, locked; another agent's answers not found (an administrator may act on any). */
async function lockAgentsConversation(tx: Tx, speaker: Speaker, conversationId: number) {
  const conversation = await lockConversation(tx, conversationId);
  if (!agentMayAnswer(speaker, conversation)) throw notFound();
  return conversation;
}

/**
 * Hands a conversation to another agent, online or not: the member is told who answers them now (a
 * message from the shop, in the transferring agent's language), every agent's queue hears of it.
 */
export async function transferConversation(db: Db, speaker: Speaker, conversationId: number, agentId: number, now: Date): Promise<ChatConversation> {
  return inTransaction(db, async (tx) => {
    const conversation = await lockAgentsConversation(tx, speaker, conversationId);
    const [agent] = await tx
      .select({ id: users.id, name: users.nickname })
      .from(users)
      .where(and(eq(users.id, agentId), inArray(users.role, AGENT_ROLES)));
    if (!agent) throw refused('chat_agent_unknown', 'agent_id');
    if (conversation.agentId === agent.id) throw refused('chat_transfer_same', 'agent_id');
    const [notice] = await tx
      .insert(chatMessages)
      .values({ conversationId, sender: 'system', kind: 'text', body: translate(speaker.lang, 'chat_transferred', { name: agent.name }), createdAt: now })
      .returning();
    await tx
      .update(chatConversations)
      .set({ agentId: agent.id, status: 'open', lastMessageId: notice!.id, lastMessageAt: now })
      .where(eq(chatConversations.id, conversationId));
    const message = describeMessage({ ...notice!, senderName: null }, speaker.lang);
    const described = await describeConversation(tx, conversationId, speaker.lang);
    const agents = [...new Set([agent.id, speaker.userId, ...(conversation.agentId === null ? [] : [conversation.agentId])])];
    const deliveries: ChatDelivery[] = [
      { to: [{ member: conversation.memberId }, ...agents.map((id) => ({ agent: id }))], frame: { type: 'message', data: message } },
      { to: [{ agents: true }], frame: { type: 'conversation', data: described } },
      await memberUnreadDelivery(tx, conversation),
      ...(await agentUnreadDeliveries(tx, agents, conversationId)),
    ];
    await publishDeliveries(tx, deliveries);
    return described;
  });
}

/** Closes a conversation: it leaves the queues until the member writes again. */
export async function closeConversation(db: Db, speaker: Speaker, conversationId: number): Promise<ChatConversation> {
  return inTransaction(db, async (tx) => {
    const conversation = await lockAgentsConversation(tx, speaker, conversationId);
    await tx.update(chatConversations).set({ status: 'closed' }).where(eq(chatConversations.id, conversationId));
    const described = await describeConversation(tx, conversationId, speaker.lang);
    const agents = [...new Set([speaker.userId, ...(conversation.agentId === null ? [] : [conversation.agentId])])];
    await publishDeliveries(tx, [
      { to: [{ agents: true }], frame: { type: 'conversation', data: described } },
      ...(await agentUnreadDeliveries(tx, agents, conversationId)),
    ]);
    return described;
  });
}

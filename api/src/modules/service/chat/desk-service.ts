import { CHAT_QUEUE_MAX, type ChatConversation, type ServiceAgent } from '@shop/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { inTransaction, type Tx } from '../../../db/in-transaction';
import { chatConversations, chatMessages, staffRoles, staffUsers } from '../../../db/schema';
import { notFound, refused } from '../../../http/errors';
import { translate } from '../../../http/i18n';
import { publishDeliveries, type ChatDelivery } from '../chat-delivery';
import { agentMayAnswer, describeConversation, describeConversations, lockConversation, openConversationsSql, queueWhere } from './conversation-service';
import { describeMessage } from './describe-message';
import { AGENT_AVATAR, answersChat, isAdministrator } from './chat-agents';
import { agentOnline } from './presence-service';
import { agentUnreadDeliveries, memberUnreadDelivery } from './read-service';
import type { Speaker } from './speaker';

/** The agent's queue: waiting conversations first, then their open ones by latest message (an administrator sees every open one). */
export function listQueue(db: Db, speaker: Speaker): Promise<ChatConversation[]> {
  return describeConversations(db, queueWhere(speaker.userId, speaker.isAdmin), speaker.lang, CHAT_QUEUE_MAX);
}

/** Every back-office user who may answer (agents, then administrators), online ones first, for the transfer list. */
export async function listAgents(db: Db, now: Date): Promise<ServiceAgent[]> {
  const rows = await db
    .select({
      id: staffUsers.id,
      name: staffUsers.name,
      online: sql<boolean>`${agentOnline(db, now)}`,
      open_count: openConversationsSql,
    })
    .from(staffUsers)
    .innerJoin(staffRoles, eq(staffRoles.id, staffUsers.roleId))
    .where(answersChat)
    .orderBy(isAdministrator, asc(staffUsers.id));
  return rows.map((row) => ({ ...row, avatar: AGENT_AVATAR })).sort((a, b) => Number(b.online) - Number(a.online));
}

/** A conversation the agent may act on, locked; another agent's answers not found (an administrator may act on any). */
async function lockAgentsConversation(tx: Tx, speaker: Speaker, conversationId: number) {
  const conversation = await lockConversation(tx, conversationId);
  if (!agentMayAnswer(speaker, conversation)) throw notFound();
  return conversation;
}

/**
 * Hands a conversation to another agent (a back-office user who answers the chat), online or not: the member is told who answers them now (a
 * message from the shop, in the transferring agent's language), every agent's queue hears of it.
 */
export async function transferConversation(db: Db, speaker: Speaker, conversationId: number, agentId: number, now: Date): Promise<ChatConversation> {
  return inTransaction(db, async (tx) => {
    const conversation = await lockAgentsConversation(tx, speaker, conversationId);
    const [agent] = await tx
      .select({ id: staffUsers.id, name: staffUsers.name })
      .from(staffUsers)
      .innerJoin(staffRoles, eq(staffRoles.id, staffUsers.roleId))
      .where(and(eq(staffUsers.id, agentId), answersChat));
    if (!agent) throw refused('chat_agent_unknown', 'agent_id');
    if (conversation.staffId === agent.id) throw refused('chat_transfer_same', 'agent_id');
    const [notice] = await tx
      .insert(chatMessages)
      .values({ conversationId, sender: 'system', kind: 'text', body: translate(speaker.lang, 'chat_transferred', { name: agent.name }), createdAt: now })
      .returning();
    await tx
      .update(chatConversations)
      .set({ staffId: agent.id, status: 'open', lastMessageId: notice!.id, lastMessageAt: now })
      .where(eq(chatConversations.id, conversationId));
    const message = describeMessage({ ...notice!, senderName: null }, speaker.lang);
    const described = await describeConversation(tx, conversationId, speaker.lang);
    const agents = [...new Set([agent.id, speaker.userId, ...(conversation.staffId === null ? [] : [conversation.staffId])])];
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
    const agents = [...new Set([speaker.userId, ...(conversation.staffId === null ? [] : [conversation.staffId])])];
    await publishDeliveries(tx, [
      { to: [{ agents: true }], frame: { type: 'conversation', data: described } },
      ...(await agentUnreadDeliveries(tx, agents, conversationId)),
    ]);
    return described;
  });
}

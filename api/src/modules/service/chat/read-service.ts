import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { inTransaction } from '../../../db/in-transaction';
import { chatConversations, staffRoles, staffUsers } from '../../../db/schema';
import type { ChatDelivery, ChatTarget } from '../chat-delivery';
import { agentUnreadSql, findSpeakersConversation, lockConversation, memberUnreadSql, queueWhere, type ConversationRow } from './conversation-service';
import { isAdministrator } from './chat-agents';
import type { Speaker } from './speaker';

/** What the member has not read yet: the agents' and the shop's messages after their read marker (0 without a conversation). */
export async function memberUnreadCount(db: Db, memberId: number): Promise<number> {
  const [row] = await db.select({ unread: memberUnreadSql }).from(chatConversations).where(eq(chatConversations.memberId, memberId));
  return row?.unread ?? 0;
}

/** The member messages an agent has not read over their whole queue (queueWhere). */
export async function agentUnreadTotal(db: Db, agentId: number, isAdmin: boolean): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${agentUnreadSql}), 0)::int` })
    .from(chatConversations)
    .where(queueWhere(agentId, isAdmin));
  return row?.total ?? 0;
}

/** An `unread` frame for one reader's sockets. */
export const unreadDelivery = (to: ChatTarget, conversationId: number, unread: number, total: number): ChatDelivery => ({
  to: [to],
  frame: { type: 'unread', data: { conversation_id: conversationId, unread, total } },
});

/** The member's unread count, for their sockets. */
export async function memberUnreadDelivery(db: Db, conversation: ConversationRow): Promise<ChatDelivery> {
  const unread = await memberUnreadCount(db, conversation.memberId);
  return unreadDelivery({ member: conversation.memberId }, conversation.id, unread, unread);
}

/**
 * One agent's unread count of a conversation and over their queue (queueWhere, read from the agent's
 * own row so an administrator counts every open one), for their sockets: one statement, as it runs
 * for every message.
 */
export async function agentUnreadDelivery(db: Db, agentId: number, conversationId: number): Promise<ChatDelivery> {
  const [row] = await db
    .select({
      unread: sql<number>`(select count(*) from chat_messages m join chat_conversations c on c.id = m.conversation_id
        where c.id = ${conversationId} and m.sender = 'member' and m.id > c.agent_read_id)::int`,
      total: sql<number>`(select count(*) from chat_messages m join chat_conversations c on c.id = m.conversation_id
        where c.status = 'open' and (${isAdministrator} or c.staff_id = ${staffUsers.id} or c.staff_id is null)
          and m.sender = 'member' and m.id > c.agent_read_id)::int`,
    })
    .from(staffUsers)
    .innerJoin(staffRoles, eq(staffRoles.id, staffUsers.roleId))
    .where(eq(staffUsers.id, agentId));
  return unreadDelivery({ agent: agentId }, conversationId, row?.unread ?? 0, row?.total ?? 0);
}

/** agentUnreadDelivery for several agents, one after the other (see there). */
export async function agentUnreadDeliveries(db: Db, agentIds: readonly number[], conversationId: number): Promise<ChatDelivery[]> {
  const deliveries: ChatDelivery[] = [];
  for (const agentId of agentIds) deliveries.push(await agentUnreadDelivery(db, agentId, conversationId));
  return deliveries;
}

/**
 * The speaker has seen their conversation up to `lastId`: their read marker rises to it (never falls, never
 * passes the last message), and their sockets hear the new unread counts.
 */
export async function markRead(db: Db, speaker: Speaker, conversationId: number | undefined, lastId: number): Promise<ChatDelivery[]> {
  return inTransaction(db, async (tx) => {
    const found = await findSpeakersConversation(tx, speaker, conversationId);
    const conversation = await lockConversation(tx, found.id);
    const upTo = Math.min(lastId, conversation.lastMessageId ?? 0);
    if (speaker.role === 'member') {
      await tx
        .update(chatConversations)
        .set({ memberReadId: sql`greatest(${chatConversations.memberReadId}, ${upTo})` })
        .where(eq(chatConversations.id, conversation.id));
      return [await memberUnreadDelivery(tx, conversation)];
    }
    await tx
      .update(chatConversations)
      .set({ agentReadId: sql`greatest(${chatConversations.agentReadId}, ${upTo})` })
      .where(eq(chatConversations.id, conversation.id));
    return [await agentUnreadDelivery(tx, speaker.userId, conversation.id)];
  });
}

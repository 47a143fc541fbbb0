import type { ChatConversation } from '@shop/contract';
import { and, asc, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import type { Tx } from '../../../db/in-transaction';
import { chatConversations, chatMessages, staffRoles, staffUsers, users } from '../../../db/schema';
import { notFound } from '../../../http/errors';
import type { Lang } from '../../../http/i18n';
import { describeMessage, namedRow, selectNamedMessages } from './describe-message';
import { answersChat, isAdministrator } from './chat-agents';
import { agentOnline } from './presence-service';
import type { Speaker } from './speaker';

export type ConversationRow = typeof chatConversations.$inferSelect;

// These correlated subqueries name the outer table themselves: drizzle writes a single table's columns
// unqualified ("id"), which inside the subquery would mean the subquery's own column.

/** The agent's side of a conversation: the member's messages after the agent's read marker. */
export const agentUnreadSql = sql<number>`(select count(*) from chat_messages m where m.conversation_id = chat_conversations.id and m.sender = 'member' and m.id > chat_conversations.agent_read_id)::int`;
/** The member's side: the agents' and the shop's messages after the member's read marker. */
export const memberUnreadSql = sql<number>`(select count(*) from chat_messages m where m.conversation_id = chat_conversations.id and m.sender <> 'member' and m.id > chat_conversations.member_read_id)::int`;
/** How many open conversations an agent (a row of staff_users) has. */
export const openConversationsSql = sql<number>`(select count(*) from chat_conversations c where c.staff_id = staff_users.id and c.status = 'open')::int`;

/** Conversations an agent works on: their own open ones and those waiting for anyone; an administrator's: every open one. */
export function queueWhere(agentId: number, isAdmin: boolean): SQL | undefined {
  const open = eq(chatConversations.status, 'open');
  return isAdmin ? open : and(open, or(eq(chatConversations.staffId, agentId), isNull(chatConversations.staffId)));
}

export async function findMemberConversation(db: Db, memberId: number): Promise<ConversationRow | null> {
  const [row] = await db.select().from(chatConversations).where(eq(chatConversations.memberId, memberId));
  return row ?? null;
}

/** The member's conversation, locked until the transaction ends; made on their first message. */
export async function lockMemberConversation(tx: Tx, memberId: number, now: Date): Promise<{ conversation: ConversationRow; created: boolean }> {
  const created = await tx.insert(chatConversations).values({ memberId, createdAt: now }).onConflictDoNothing().returning({ id: chatConversations.id });
  const [conversation] = await tx.select().from(chatConversations).where(eq(chatConversations.memberId, memberId)).for('update');
  return { conversation: conversation!, created: created.length > 0 };
}

/** A conversation by id, locked until the transaction ends. */
export async function lockConversation(tx: Tx, id: number): Promise<ConversationRow> {
  const [conversation] = await tx.select().from(chatConversations).where(eq(chatConversations.id, id)).for('update');
  if (!conversation) throw notFound();
  return conversation;
}

/** Whether the agent may read and answer it: theirs, waiting for anyone, or any at all for an administrator. */
export const agentMayAnswer = (speaker: Pick<Speaker, 'userId' | 'isAdmin'>, conversation: ConversationRow) =>
  speaker.isAdmin || conversation.staffId === null || conversation.staffId === speaker.userId;

/**
 * The conversation a speaker names: a member's own (naming another's, or having none, is not found);
 * for an agent one they may answer, others' answering not found like unknown ids.
 */
export async function findSpeakersConversation(db: Db, speaker: Speaker, conversationId: number | undefined): Promise<ConversationRow> {
  if (speaker.role === 'member') {
    const own = await findMemberConversation(db, speaker.userId);
    if (!own || (conversationId !== undefined && conversationId !== own.id)) throw notFound();
    return own;
  }
  if (conversationId === undefined) throw notFound();
  const [conversation] = await db.select().from(chatConversations).where(eq(chatConversations.id, conversationId));
  if (!conversation || !agentMayAnswer(speaker, conversation)) throw notFound();
  return conversation;
}

/**
 * The online agent (a back-office user who answers the chat) with the fewest open conversations (ties:
 * the longest-serving account); administrators answer only when no other agent is online. Null when
 * nobody is online.
 */
export async function pickOnlineAgent(db: Db, now: Date): Promise<number | null> {
  const [row] = await db
    .select({ id: staffUsers.id })
    .from(staffUsers)
    .innerJoin(staffRoles, eq(staffRoles.id, staffUsers.roleId))
    .where(and(answersChat, agentOnline(db, now)))
    .orderBy(isAdministrator, openConversationsSql, asc(staffUsers.id))
    .limit(1);
  return row?.id ?? null;
}

/** Conversations as the agents' queue shows them, with the member, the last message and the agent's unread count. */
export async function describeConversations(db: Db, where: SQL | undefined, lang: Lang, limit: number): Promise<ChatConversation[]> {
  const rows = await db
    .select({
      conversation: chatConversations,
      memberName: users.nickname,
      memberAvatar: users.avatar,
      unread: agentUnreadSql,
    })
    .from(chatConversations)
    .innerJoin(users, eq(users.id, chatConversations.memberId))
    .where(where)
    // Waiting ones first, as nobody answers them yet; then the most recently active.
    .orderBy(sql`${chatConversations.staffId} is null desc`, sql`${chatConversations.lastMessageAt} desc nulls last`, desc(chatConversations.id))
    .limit(limit);
  const lastIds = rows.map((row) => row.conversation.lastMessageId).filter((id): id is number => id !== null);
  const lastMessages = lastIds.length === 0 ? [] : (await selectNamedMessages(db).where(inArray(chatMessages.id, lastIds))).map(namedRow);
  return rows.map(({ conversation, memberName, memberAvatar, unread }) => {
    const last = lastMessages.find((message) => message.id === conversation.lastMessageId);
    return {
      id: conversation.id,
      status: conversation.status,
      member: { id: conversation.memberId, name: memberName, avatar: memberAvatar },
      agent_id: conversation.staffId,
      last_message: last ? describeMessage(last, lang) : null,
      unread,
      created_at: conversation.createdAt.toISOString(),
    };
  });
}

/** One conversation as the agents' queue shows it. */
export async function describeConversation(db: Db, conversationId: number, lang: Lang): Promise<ChatConversation> {
  const [conversation] = await describeConversations(db, eq(chatConversations.id, conversationId), lang, 1);
  if (!conversation) throw notFound();
  return conversation;
}

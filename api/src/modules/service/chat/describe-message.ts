import type { ChatCard, ChatMessage } from '@shop/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { chatMessages, staffUsers, users } from '../../../db/schema';
import { translate, type Lang } from '../../../http/i18n';

export type ChatMessageRow = typeof chatMessages.$inferSelect;
/** A stored message with its writer's name: a member's nickname, an agent's back-office name (null for the shop's own messages). */
export type NamedMessageRow = ChatMessageRow & { senderName: string | null };

/** Messages with their writers' names; callers add the where, order and limit. */
export const selectNamedMessages = (db: Db) =>
  db
    .select({ message: chatMessages, senderName: sql<string | null>`coalesce(${users.nickname}, ${staffUsers.name})` })
    .from(chatMessages)
    .leftJoin(users, eq(users.id, chatMessages.senderId))
    .leftJoin(staffUsers, eq(staffUsers.id, chatMessages.staffId));

export const namedRow = (row: { message: ChatMessageRow; senderName: string | null }): NamedMessageRow => ({
  ...row.message,
  senderName: row.senderName,
});

/** A stored message as the contract sends it; the shop's own messages are signed "Customer service" in `lang`. */
export function describeMessage(row: NamedMessageRow, lang: Lang): ChatMessage {
  return {
    id: row.id,
    conversation_id: row.conversationId,
    client_id: row.clientId,
    sender: row.sender,
    sender_id: row.sender === 'agent' ? row.staffId : row.sender === 'member' ? row.senderId : null,
    sender_name: row.sender === 'system' || row.senderName === null ? translate(lang, 'chat_system_name') : row.senderName,
    kind: row.kind,
    text: row.body,
    card: (row.card as ChatCard | null) ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

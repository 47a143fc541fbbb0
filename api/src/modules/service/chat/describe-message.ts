import type { ChatCard, ChatMessage } from '@shop/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { chatMessages, users } from '../../../db/schema';
import { translate, type Lang } from '../../../http/i18n';

export type ChatMessageRow = typeof chatMessages.$inferSelect;
/** A stored message with its writer's nickname (null for the shop's own messages). */
export type NamedMessageRow = ChatMessageRow & { senderName: string | null };

/** Messages with their writers' nicknames; callers add the where, order and limit. */
export const selectNamedMessages = (db: Db) =>
  db
    .select({ message: chatMessages, senderName: users.nickname })
    .from(chatMessages)
    .leftJoin(users, eq(users.id, chatMessages.senderId));

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
    sender_id: row.sender === 'system' ? null : row.senderId,
    sender_name: row.sender === 'system' || row.senderName === null ? translate(lang, 'chat_system_name') : row.senderName,
    kind: row.kind,
    text: row.body,
    card: (row.card as ChatCard | null) ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

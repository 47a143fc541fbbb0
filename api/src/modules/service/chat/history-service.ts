import { CHAT_SYNC_MAX, type ChatMessage, type ChatServerFrame } from '@shop/contract';
import { and, asc, desc, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { chatMessages } from '../../../db/schema';
import type { Lang } from '../../../http/i18n';
import { findSpeakersConversation } from './conversation-service';
import { describeMessage, namedRow, selectNamedMessages } from './describe-message';
import type { Speaker } from './speaker';

export type SyncData = Extract<ChatServerFrame, { type: 'sync' }>['data'];
export type HistoryPage = { list: ChatMessage[]; has_more: boolean };

/** After a reconnect: the messages after `afterId`, oldest first, at most CHAT_SYNC_MAX (`has_more` says ask again). */
export async function messagesAfter(db: Db, speaker: Speaker, conversationId: number | undefined, afterId: number): Promise<SyncData> {
  const conversation = await findSpeakersConversation(db, speaker, conversationId);
  const rows = await selectNamedMessages(db)
    .where(and(eq(chatMessages.conversationId, conversation.id), gt(chatMessages.id, afterId)))
    .orderBy(asc(chatMessages.id))
    .limit(CHAT_SYNC_MAX + 1);
  return {
    conversation_id: conversation.id,
    messages: rows.slice(0, CHAT_SYNC_MAX).map((row) => describeMessage(namedRow(row), speaker.lang)),
    has_more: rows.length > CHAT_SYNC_MAX,
  };
}

/**
 * Scrolling up: the `size` messages before `beforeId` (the newest ones without it), oldest first, and
 * whether older ones remain.
 */
export async function messagesBefore(db: Db, conversationId: number, beforeId: number | undefined, size: number, lang: Lang): Promise<HistoryPage> {
  const rows = await selectNamedMessages(db)
    .where(and(eq(chatMessages.conversationId, conversationId), beforeId === undefined ? undefined : lt(chatMessages.id, beforeId)))
    .orderBy(desc(chatMessages.id))
    .limit(size + 1);
  return {
    list: rows
      .slice(0, size)
      .reverse()
      .map((row) => describeMessage(namedRow(row), lang)),
    has_more: rows.length > size,
  };
}

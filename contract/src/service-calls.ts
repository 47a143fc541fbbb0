import { z } from 'zod';
import { countValue, isoTime, listOf, recordId, yuan } from './answer-fields';
import { bodyIdField, idField, noInput } from './field-rules';
import { chatAgent, chatConversation, chatMessage, chatOrderCard } from './service-chat';

/** Customer service over HTTP, beside the socket: the member's status, history and unread count; the agents' desk. */

/** Messages one page of chat history holds by default, and at most. */
export const CHAT_HISTORY_PAGE = 20;
export const CHAT_HISTORY_PAGE_MAX = 50;
/** Conversations the agents' queue lists at most (waiting ones first, then the most recently active). */
export const CHAT_QUEUE_MAX = 100;
/** Quick phrases an agent keeps of their own, and the shop keeps shared. */
export const CHAT_PHRASES_MAX = 50;
/** The longest quick phrase, in characters. */
export const CHAT_PHRASE_MAX_LENGTH = 500;

const historyPaging = {
  /** Messages before this id (scrolling up); without it the newest. */
  before_id: idField.optional(),
  size: z.coerce.number().int().min(1).max(CHAT_HISTORY_PAGE_MAX).default(CHAT_HISTORY_PAGE),
};

// ---- member ----

export const serviceStatusQuery = noInput;
/** service/status: whether an agent is online, who answers the member, their conversation and unread count (as the socket's `login`). */
export const serviceStatus = z.object({
  online: z.boolean(),
  agent: chatAgent.nullable(),
  conversation_id: recordId.nullable(),
  unread: countValue,
});
export type ServiceStatus = z.infer<typeof serviceStatus>;

/** service/history: one page of the member's conversation. */
export const serviceHistoryQuery = z.object(historyPaging);
export type ServiceHistoryQuery = z.infer<typeof serviceHistoryQuery>;
/** A page of chat history: `list` oldest first; `has_more` when older messages remain (ask with before_id = the first id). */
export const chatHistoryPage = z.object({ list: z.array(chatMessage), has_more: z.boolean() });
export type ChatHistoryPage = z.infer<typeof chatHistoryPage>;

export const serviceUnreadQuery = noInput;
/** service/unread: the member's unread messages (0 for a member who never wrote). */
export const serviceUnread = z.object({ unread: countValue });
export type ServiceUnread = z.infer<typeof serviceUnread>;

// ---- agents (admin/service/…) ----

export const adminServiceQueueQuery = noInput;
/** admin/service/queue: the agent's open conversations and those waiting for anyone (an administrator: every open one). */
export const adminServiceQueueAnswer = listOf(chatConversation);
export type AdminServiceQueueAnswer = z.infer<typeof adminServiceQueueAnswer>;

export const adminServiceHistoryQuery = z.object({ conversation_id: idField, ...historyPaging });
export type AdminServiceHistoryQuery = z.infer<typeof adminServiceHistoryQuery>;

export const adminServiceMemberQuery = z.object({ conversation_id: idField });
export type AdminServiceMemberQuery = z.infer<typeof adminServiceMemberQuery>;
/** One of the member's orders beside the chat: what an order card shows. */
export const serviceMemberOrder = chatOrderCard.omit({ type: true });
export type ServiceMemberOrder = z.infer<typeof serviceMemberOrder>;
/** admin/service/member: who the agent is talking to, and their latest orders. */
export const serviceMemberProfile = z.object({
  id: recordId,
  name: z.string(),
  avatar: z.string(),
  /** Masked: 138****8000. */
  mobile: z.string(),
  joined_at: isoTime,
  order_count: countValue,
  /** Paid on every order, less what was refunded. */
  spent: yuan,
  recent_orders: z.array(serviceMemberOrder),
});
export type ServiceMemberProfile = z.infer<typeof serviceMemberProfile>;

export const adminServiceAgentsQuery = noInput;
/** An agent as the transfer list shows them. */
export const serviceAgent = z.object({ id: recordId, name: z.string(), avatar: z.string(), online: z.boolean(), open_count: countValue });
export type ServiceAgent = z.infer<typeof serviceAgent>;
export const adminServiceAgentsAnswer = listOf(serviceAgent);
export type AdminServiceAgentsAnswer = z.infer<typeof adminServiceAgentsAnswer>;

/** admin/service/transfer: hands the conversation to another agent, online or not. */
export const adminServiceTransferBody = z.object({ conversation_id: bodyIdField, agent_id: bodyIdField });
export type AdminServiceTransferBody = z.infer<typeof adminServiceTransferBody>;

/** admin/service/close: the conversation leaves the queue until the member writes again. */
export const adminServiceCloseBody = z.object({ conversation_id: bodyIdField });
export type AdminServiceCloseBody = z.infer<typeof adminServiceCloseBody>;

export const adminServicePhrasesQuery = noInput;
/** A quick phrase: `shared` ones every agent sees (only administrators edit them), the others the agent's own. */
export const chatPhrase = z.object({ id: recordId, text: z.string(), sort: z.number().int(), shared: z.boolean() });
export type ChatPhrase = z.infer<typeof chatPhrase>;
export const adminServicePhrasesAnswer = listOf(chatPhrase);
export type AdminServicePhrasesAnswer = z.infer<typeof adminServicePhrasesAnswer>;

/** admin/service/phrase/save: without `id` a new phrase, with it an edit; `shared` (administrators only) makes it everyone's. */
export const adminServicePhraseSaveBody = z.object({
  id: bodyIdField.optional(),
  text: z.string().trim().min(1).max(CHAT_PHRASE_MAX_LENGTH),
  sort: z.number().int().min(0).max(9999).optional(),
  shared: z.boolean().optional(),
});
export type AdminServicePhraseSaveBody = z.infer<typeof adminServicePhraseSaveBody>;

export const adminServicePhraseDeleteBody = z.object({ id: bodyIdField });
export type AdminServicePhraseDeleteBody = z.infer<typeof adminServicePhraseDeleteBody>;

import { z } from 'zod';
import { CHAT_CONVERSATION_STATES, CHAT_MESSAGE_KINDS, CHAT_SENDERS } from './enums';
import { countValue, isoTime, recordId, yuan } from './answer-fields';
import { bodyIdField } from './field-rules';
import { uploadedImageUrl } from './upload';

/**
 * Customer-service chat: the messages, the HTTP calls beside the socket, and the socket's frames.
 * The socket is GET /homeapi/service/socket; every frame is JSON `{type, data}` (docs/api/service.md).
 */

/** The longest text a chat message may carry, in characters. */
export const CHAT_TEXT_MAX = 1000;
/** The largest frame a client may send, in bytes; a larger one is refused with `too_large`, the socket kept. */
export const CHAT_FRAME_MAX_BYTES = 8 * 1024;
/** A socket that sends nothing (not even a ping) for this long is closed; clients ping every CHAT_PING_MS. */
export const CHAT_IDLE_CLOSE_MS = 12_000;
export const CHAT_PING_MS = 5_000;
/** A socket must sign in (login or agent_login) within this long after it opens. */
export const CHAT_LOGIN_WITHIN_MS = 10_000;
/** Messages one socket may send per CHAT_RATE_WINDOW_MS; more are refused with `rate_limited`. */
export const CHAT_RATE_LIMIT = 20;
export const CHAT_RATE_WINDOW_MS = 10_000;

/** Close codes the server uses (4000–4999 are the application's). */
export const CHAT_CLOSE = { notSignedIn: 4401, notAnAgent: 4403, idle: 4408, replaced: 4409 } as const;

/** Why the server refused a frame; the socket stays open unless the close codes above say otherwise. */
export const CHAT_ERROR_CODES = ['bad_frame', 'too_large', 'rate_limited', 'not_signed_in', 'forbidden', 'not_found', 'invalid'] as const;
export type ChatErrorCode = (typeof CHAT_ERROR_CODES)[number];

/** A product as a chat card shows it, fixed when the card was sent. */
export const chatGoodsCard = z.object({ type: z.literal('goods'), id: recordId, name: z.string(), image: z.string(), price: yuan });
/** One of the member's orders as a chat card shows it, fixed when the card was sent. */
export const chatOrderCard = z.object({
  type: z.literal('order'),
  id: recordId,
  order_no: z.string(),
  status_text: z.string(),
  total: yuan,
  image: z.string(),
  item_count: countValue,
  created_at: isoTime,
});
export const chatCard = z.discriminatedUnion('type', [chatGoodsCard, chatOrderCard]);
export type ChatCard = z.infer<typeof chatCard>;

/** A stored chat message. `text` is the text (kind text), the picture's URL (image), or empty (cards). */
export const chatMessage = z.object({
  id: recordId,
  conversation_id: recordId,
  client_id: z.string().nullable(),
  sender: z.enum(CHAT_SENDERS),
  /** The member (a member id) or agent (a back-office user id) who wrote it, null for the shop's own messages: how a desk knows its own. */
  sender_id: recordId.nullable(),
  sender_name: z.string(),
  kind: z.enum(CHAT_MESSAGE_KINDS),
  text: z.string(),
  card: chatCard.nullable(),
  created_at: isoTime,
});
export type ChatMessage = z.infer<typeof chatMessage>;

/** What a member or an agent sends: one of text, an uploaded picture, a product or one of the member's orders. */
export const chatMessageInput = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('text'), text: z.string().trim().min(1).max(CHAT_TEXT_MAX) }),
  z.object({ kind: z.literal('image'), url: uploadedImageUrl }),
  z.object({ kind: z.literal('goods'), goods_id: bodyIdField }),
  z.object({ kind: z.literal('order'), order_id: bodyIdField }),
]);
export type ChatMessageInput = z.infer<typeof chatMessageInput>;

/** The agent a member is talking to, as the member sees them. */
export const chatAgent = z.object({ id: recordId, name: z.string(), avatar: z.string() });

/** A conversation as an agent's queue lists it. */
export const chatConversation = z.object({
  id: recordId,
  status: z.enum(CHAT_CONVERSATION_STATES),
  member: z.object({ id: recordId, name: z.string(), avatar: z.string() }),
  agent_id: recordId.nullable(),
  last_message: chatMessage.nullable(),
  unread: countValue,
  created_at: isoTime,
});
export type ChatConversation = z.infer<typeof chatConversation>;

/** A socket signs in with the token (never in the URL, which servers log) and says which language refusals and automatic replies use. */
const signInData = z.object({ token: z.string().min(1).max(200), lang: z.enum(['zh-cn', 'en-us']).optional() });

// ---- socket frames: client → server ----
export const chatClientFrame = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ping') }),
  /** A member signs in with the token of user/login. */
  z.object({ type: z.literal('login'), data: signInData }),
  /** An agent (a back-office user whose role holds `chat.answer`) signs in with their back-office token. */
  z.object({ type: z.literal('agent_login'), data: signInData }),
  /**
   * A message. `client_id` is the sender's own id for it (a UUID): sent again after a reconnect, it is
   * acknowledged with the stored message and not stored or delivered twice. Agents name the conversation.
   */
  z.object({
    type: z.literal('message'),
    data: z.object({ client_id: z.string().min(8).max(64), conversation_id: bodyIdField.optional(), message: chatMessageInput }),
  }),
  /** Everything the sender has seen up to `last_id`: the unread count drops. */
  z.object({ type: z.literal('read'), data: z.object({ conversation_id: bodyIdField.optional(), last_id: z.number().int().min(0) }) }),
  /** After a reconnect: the messages after `after_id` (at most CHAT_SYNC_MAX; ask again while `has_more`). */
  z.object({ type: z.literal('sync'), data: z.object({ conversation_id: bodyIdField.optional(), after_id: z.number().int().min(0) }) }),
]);
export type ChatClientFrame = z.infer<typeof chatClientFrame>;
export const CHAT_SYNC_MAX = 100;

// ---- socket frames: server → client ----
export const chatServerFrame = z.discriminatedUnion('type', [
  z.object({ type: z.literal('pong'), data: z.object({ now: isoTime }) }),
  /** A member is signed in: their conversation (null until the first message), whether an agent is online, unread count. */
  z.object({
    type: z.literal('login'),
    data: z.object({ user_id: recordId, conversation_id: recordId.nullable(), online: z.boolean(), agent: chatAgent.nullable(), unread: countValue }),
  }),
  /** An agent is signed in: their back-office user id and the name members see. */
  z.object({ type: z.literal('agent_login'), data: z.object({ user_id: recordId, name: z.string() }) }),
  /** The sender's message is stored (first time or again): the same message every time for one client_id. */
  z.object({ type: z.literal('ack'), data: z.object({ client_id: z.string(), message: chatMessage }) }),
  /** A new message in one of the socket's conversations (including the sender's own, on their other sockets). */
  z.object({ type: z.literal('message'), data: chatMessage }),
  z.object({ type: z.literal('sync'), data: z.object({ conversation_id: recordId, messages: z.array(chatMessage), has_more: z.boolean() }) }),
  /** Unread messages of one conversation for this user (agents: also `total` over their queue). */
  z.object({ type: z.literal('unread'), data: z.object({ conversation_id: recordId, unread: countValue, total: countValue }) }),
  /** Members: whether an agent is online now, and who answers them. */
  z.object({ type: z.literal('presence'), data: z.object({ online: z.boolean(), agent: chatAgent.nullable() }) }),
  /** Agents: a conversation entered, changed or left their queue (assigned, transferred, closed). */
  z.object({ type: z.literal('conversation'), data: chatConversation }),
  z.object({
    type: z.literal('error'),
    data: z.object({ code: z.enum(CHAT_ERROR_CODES), reason: z.string(), field: z.string().nullable(), client_id: z.string().nullable() }),
  }),
]);
export type ChatServerFrame = z.infer<typeof chatServerFrame>;

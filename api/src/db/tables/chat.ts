// Customer-service chat.
import { CHAT_CONVERSATION_STATES, CHAT_MESSAGE_KINDS, CHAT_SENDERS } from '@shop/contract';
import { sql } from 'drizzle-orm';
import { bigserial, bigint, check, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './members';
import { staffUsers } from './staff';

/** A member's one conversation with the shop's customer service, and the agent who has it. */
export const chatConversations = pgTable(
  'chat_conversations',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' })
      .unique('chat_conversations_member_unique'),
    /** The back-office user answering; null while it waits for one (no agent was online). */
    staffId: integer('staff_id').references(() => staffUsers.id, { onDelete: 'set null' }),
    status: varchar('status', { length: 8, enum: CHAT_CONVERSATION_STATES }).notNull().default('open'),
    lastMessageId: bigint('last_message_id', { mode: 'number' }),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
    /** The last message each side has seen: unread counts are the other side's messages after it. */
    memberReadId: bigint('member_read_id', { mode: 'number' }).notNull().default(0),
    agentReadId: bigint('agent_read_id', { mode: 'number' }).notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('chat_conversations_staff_idx').on(t.staffId, t.status),
    check('chat_conversations_status_check', sql`${t.status} in ('open', 'closed')`),
  ],
);

/** Every chat message, stored before it is delivered; `clientId` makes a resent message land once. */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    sender: varchar('sender', { length: 8, enum: CHAT_SENDERS }).notNull(),
    /** The member who wrote a member's message; null for the agents' and the shop's. */
    senderId: integer('sender_id').references(() => users.id, { onDelete: 'set null' }),
    /** The back-office user who wrote an agent's message. */
    staffId: integer('staff_id').references(() => staffUsers.id, { onDelete: 'set null' }),
    kind: varchar('kind', { length: 8, enum: CHAT_MESSAGE_KINDS }).notNull(),
    /** The text, or the picture's address. */
    body: text('body').notNull().default(''),
    /** A product or order card as it was when sent. */
    card: jsonb('card'),
    /** The sender's own id for the message, unique per sender: a resend after a reconnect is acknowledged, not stored again. */
    clientId: varchar('client_id', { length: 64 }),
    createdAt: createdAt(),
  },
  (t) => [
    index('chat_messages_conversation_idx').on(t.conversationId, t.id),
    uniqueIndex('chat_messages_client_unique').on(t.senderId, t.clientId).where(sql`${t.clientId} is not null`),
    // The agents' own ids for their messages are unique per back-office user.
    uniqueIndex('chat_messages_staff_client_unique').on(t.staffId, t.clientId).where(sql`${t.clientId} is not null`),
    check('chat_messages_sender_check', sql`${t.sender} in ('member', 'agent', 'system')`),
    check('chat_messages_kind_check', sql`${t.kind} in ('text', 'image', 'goods', 'order')`),
  ],
);

/** Agents (back-office users) online, per API node: a node counts its own sockets and refreshes `seenAt`; a stale row means the node is gone. */
export const chatPresence = pgTable(
  'chat_agent_presence',
  {
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    nodeId: varchar('node_id', { length: 64 }).notNull(),
    connections: integer('connections').notNull().default(0),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.staffId, t.nodeId], name: 'chat_agent_presence_pkey' })],
);

/** Quick phrases: shared by every agent (staffId null) or an agent's own. */
export const chatPhrases = pgTable(
  'chat_phrases',
  {
    id: serial('id').primaryKey(),
    /** The back-office user whose own phrase it is; null for a shared one. */
    staffId: integer('staff_id').references(() => staffUsers.id, { onDelete: 'cascade' }),
    text: varchar('text', { length: 500 }).notNull(),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('chat_phrases_staff_idx').on(t.staffId)],
);

/**
 * Pictures agents uploaded for the chat (admin/service/picture): an agent's picture message must be
 * one of their own, as a member's must be one of the member's uploads.
 */
export const chatAgentPictures = pgTable(
  'chat_agent_pictures',
  {
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    /** The stored file's name: its SHA-256 and extension, as in uploads. */
    fileName: varchar('file_name', { length: 80 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.staffId, t.fileName], name: 'chat_agent_pictures_pkey' })],
);

/** Keyword replies the shop sends when no agent is online. */
export const chatAutoReplies = pgTable('chat_auto_replies', {
  id: serial('id').primaryKey(),
  keywordZh: varchar('keyword_zh', { length: 40 }).notNull(),
  keywordEn: varchar('keyword_en', { length: 40 }).notNull(),
  replyZh: varchar('reply_zh', { length: 500 }).notNull(),
  replyEn: varchar('reply_en', { length: 500 }).notNull(),
  sort: integer('sort').notNull().default(0),
});

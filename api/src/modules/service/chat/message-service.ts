import type { ChatCard, ChatMessage, ChatMessageInput } from '@shop/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { inTransaction, type Tx } from '../../../db/in-transaction';
import { chatConversations, chatMessages } from '../../../db/schema';
import { forbidden, notFound, refused } from '../../../http/errors';
import { assertOwnUploads } from '../../upload';
import type { ChatDelivery } from '../chat-delivery';
import { assertAgentPicture } from './agent-pictures';
import { autoReplyText } from './auto-reply';
import { goodsCard, orderCard } from './chat-cards';
import { agentMayAnswer, describeConversation, lockConversation, lockMemberConversation, pickOnlineAgent, type ConversationRow } from './conversation-service';
import { describeMessage, namedRow, selectNamedMessages, type NamedMessageRow } from './describe-message';
import { isAgentOnline } from './presence-service';
import { agentUnreadDelivery, memberUnreadDelivery, unreadDelivery } from './read-service';
import type { Speaker } from './speaker';

export type PostMessageInput = { clientId: string; conversationId?: number; message: ChatMessageInput };
/** The stored message; `duplicate` when the client id was sent before (then nothing is delivered again). */
export type PostedMessage = { message: ChatMessage; duplicate: boolean; deliveries: ChatDelivery[] };

type Content = { kind: ChatMessageInput['kind']; body: string; card: ChatCard | null };

/** What a message stores: text as typed, the picture's address (one the speaker uploaded), or a card built here from the shop's own data. */
async function messageContent(tx: Tx, speaker: Speaker, memberId: number, input: ChatMessageInput): Promise<Content> {
  switch (input.kind) {
    case 'text':
      return { kind: 'text', body: input.text, card: null };
    case 'image':
      // A member sends their own upload/image pictures, an agent their own admin/service/picture ones.
      if (speaker.role === 'agent') await assertAgentPicture(tx, speaker.userId, input.url, 'url');
      else await assertOwnUploads(tx, speaker.userId, [input.url], 'url');
      return { kind: 'image', body: input.url, card: null };
    case 'goods':
      return { kind: 'goods', body: '', card: await goodsCard(tx, input.goods_id, speaker.lang) };
    case 'order':
      return { kind: 'order', body: '', card: await orderCard(tx, memberId, input.order_id, speaker.lang) };
  }
}

/** The column naming the speaker as a message's writer: members in sender_id, agents (back-office users) in staff_id. */
const writerColumn = (speaker: Speaker) => (speaker.role === 'agent' ? chatMessages.staffId : chatMessages.senderId);

async function storedByClientId(tx: Tx, speaker: Speaker, clientId: string): Promise<NamedMessageRow | null> {
  const [row] = await selectNamedMessages(tx).where(and(eq(writerColumn(speaker), speaker.userId), eq(chatMessages.clientId, clientId)));
  return row ? namedRow(row) : null;
}

/**
 * Stores the speaker's message once per client id: null when that client id is already stored (a
 * resend racing the first send; the unique index decides).
 */
async function insertOnce(tx: Tx, speaker: Speaker, conversationId: number, clientId: string, content: Content, now: Date): Promise<NamedMessageRow | null> {
  const [row] = await tx
    .insert(chatMessages)
    .values({ conversationId, sender: speaker.role, ...(speaker.role === 'agent' ? { staffId: speaker.userId } : { senderId: speaker.userId }), kind: content.kind, body: content.body, card: content.card, clientId, createdAt: now })
    .onConflictDoNothing()
    .returning();
  return row ? { ...row, senderName: speaker.name } : null;
}

async function duplicateOf(tx: Tx, speaker: Speaker, clientId: string): Promise<PostedMessage> {
  const stored = await storedByClientId(tx, speaker, clientId);
  return { message: describeMessage(stored!, speaker.lang), duplicate: true, deliveries: [] };
}

const messageFrame = (to: ChatDelivery['to'], message: ChatMessage): ChatDelivery => ({ to, frame: { type: 'message', data: message } });

/** Every agent's socket hears that the conversation changed: whose it is, whether it waits, its last message. */
const conversationDelivery = async (tx: Tx, conversationId: number, speaker: Speaker): Promise<ChatDelivery> => ({
  to: [{ agents: true }],
  frame: { type: 'conversation', data: await describeConversation(tx, conversationId, speaker.lang) },
});

/**
 * A member's message: opens (or reopens) their conversation; keeps their agent while online, else hands it
 * to the online agent with the fewest open conversations; with nobody online it waits for any agent, and the
 * shop answers once (a keyword reply or the standard offline reply, in the member's language).
 */
async function postMemberMessage(tx: Tx, speaker: Speaker, input: PostMessageInput, now: Date): Promise<PostedMessage> {
  const { conversation, created } = await lockMemberConversation(tx, speaker.userId, now);
  if (input.conversationId !== undefined && input.conversationId !== conversation.id) throw notFound();
  // No look-up first: the unique client id decides, so the usual case (a new message) costs one insert.
  const content = await messageContent(tx, speaker, speaker.userId, input.message);
  const stored = await insertOnce(tx, speaker, conversation.id, input.clientId, content, now);
  if (!stored) return duplicateOf(tx, speaker, input.clientId);

  const keepsAgent = conversation.staffId !== null && (await isAgentOnline(tx, conversation.staffId, now));
  const agentId = keepsAgent ? conversation.staffId : await pickOnlineAgent(tx, now);
  const autoReply = agentId === null ? await insertAutoReply(tx, conversation.id, content, speaker, now) : null;
  const lastId = autoReply?.id ?? stored.id;
  // The member is looking at the chat as they write, so their own message and the instant reply count as read.
  await tx
    .update(chatConversations)
    .set({ status: 'open', staffId: agentId, lastMessageId: lastId, lastMessageAt: now, memberReadId: lastId })
    .where(eq(chatConversations.id, conversation.id));

  const message = describeMessage(stored, speaker.lang);
  const deliveries = [messageFrame([{ member: speaker.userId }, ...(agentId === null ? [] : [{ agent: agentId }])], message)];
  if (autoReply) deliveries.push(messageFrame([{ member: speaker.userId }], describeMessage(autoReply, speaker.lang)));
  const changed = created || conversation.status !== 'open' || conversation.staffId !== agentId;
  if (changed || agentId === null) deliveries.push(await conversationDelivery(tx, conversation.id, speaker));
  // The member has just read everything up to their message (and the instant reply): nothing to count.
  deliveries.push(unreadDelivery({ member: speaker.userId }, conversation.id, 0, 0));
  if (agentId !== null) deliveries.push(await agentUnreadDelivery(tx, agentId, conversation.id));
  return { message, duplicate: false, deliveries };
}

async function insertAutoReply(tx: Tx, conversationId: number, content: Content, speaker: Speaker, now: Date): Promise<NamedMessageRow> {
  const body = await autoReplyText(tx, content.kind === 'text' ? content.body : '', speaker.lang);
  const [row] = await tx.insert(chatMessages).values({ conversationId, sender: 'system', kind: 'text', body, createdAt: now }).returning();
  return { ...row!, senderName: null };
}

/**
 * An agent's message in a conversation they may answer (theirs, a waiting one, which becomes theirs, or
 * any for an administrator); another agent's is forbidden. A closed conversation opens again.
 */
async function postAgentMessage(tx: Tx, speaker: Speaker, input: PostMessageInput, now: Date): Promise<PostedMessage> {
  if (input.conversationId === undefined) throw refused('field_required', 'conversation_id');
  const conversation: ConversationRow = await lockConversation(tx, input.conversationId);
  if (!agentMayAnswer(speaker, conversation)) throw forbidden();
  const content = await messageContent(tx, speaker, conversation.memberId, input.message);
  const stored = await insertOnce(tx, speaker, conversation.id, input.clientId, content, now);
  if (!stored) return duplicateOf(tx, speaker, input.clientId);

  const agentId = conversation.staffId ?? speaker.userId;
  await tx
    .update(chatConversations)
    .set({ status: 'open', staffId: agentId, lastMessageId: stored.id, lastMessageAt: now, agentReadId: stored.id })
    .where(eq(chatConversations.id, conversation.id));

  const message = describeMessage(stored, speaker.lang);
  const agents = agentId === speaker.userId ? [{ agent: agentId }] : [{ agent: agentId }, { agent: speaker.userId }];
  const deliveries = [messageFrame([{ member: conversation.memberId }, ...agents], message)];
  if (conversation.staffId !== agentId || conversation.status !== 'open') deliveries.push(await conversationDelivery(tx, conversation.id, speaker));
  deliveries.push(await memberUnreadDelivery(tx, conversation));
  deliveries.push(await agentUnreadDelivery(tx, speaker.userId, conversation.id));
  return { message, duplicate: false, deliveries };
}

/**
 * Stores a message from a member or an agent, in one transaction with everything it changes (the
 * conversation, its agent, an automatic reply), and answers the frames to deliver. A client id sent
 * before answers the stored message with nothing to deliver. Publishes nothing itself: the caller hands
 * `deliveries` to publishDeliveries.
 */
export async function postMessage(db: Db, speaker: Speaker, input: PostMessageInput, now: Date): Promise<PostedMessage> {
  return inTransaction(db, (tx) => (speaker.role === 'member' ? postMemberMessage(tx, speaker, input, now) : postAgentMessage(tx, speaker, input, now)));
}

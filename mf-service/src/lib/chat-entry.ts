import type { ChatCard, ChatMessage, ChatMessageKind, ChatSender } from '@shop/contract';
import type { OutboxEntry } from './chat-socket';

/** One line of a chat as the list shows it: a stored message, or one of the outbox still on its way. */
export interface ChatEntry {
  /** Stable across the message's life: the client id while pending (and after, when the server kept it), else the message id. */
  key: string;
  id: number | null;
  sender: ChatSender;
  /** Who wrote it; null for the shop's own messages and for the page's own messages still on their way. */
  senderId: number | null;
  senderName: string;
  kind: ChatMessageKind;
  /** The text, or the picture's URL. */
  text: string;
  card: ChatCard | null;
  createdAt: string;
  state: 'sent' | 'pending' | 'failed';
  /** Why the server refused a failed message. */
  reason: string | null;
  clientId: string | null;
}

export function entryOfMessage(message: ChatMessage): ChatEntry {
  return {
    key: message.client_id ? `c:${message.client_id}` : `m:${message.id}`,
    id: message.id,
    sender: message.sender,
    senderId: message.sender_id,
    senderName: message.sender_name,
    kind: message.kind,
    text: message.text,
    card: message.card,
    createdAt: message.created_at,
    state: 'sent',
    reason: null,
    clientId: message.client_id,
  };
}

/** An unacknowledged message of `sender` (the page's own side). */
export function entryOfOutbox(entry: OutboxEntry, sender: ChatSender, senderName: string): ChatEntry {
  const { message } = entry;
  return {
    key: `c:${entry.clientId}`,
    id: null,
    sender,
    senderId: null,
    senderName,
    kind: message.kind,
    text: message.kind === 'text' ? message.text : message.kind === 'image' ? message.url : '',
    card: entry.card,
    createdAt: entry.createdAt,
    state: entry.state,
    reason: entry.reason,
    clientId: entry.clientId,
  };
}

/** Stored messages in order (by id, each once), then what is still on its way, skipping any the server has meanwhile stored. */
export function chatEntries(messages: Iterable<ChatMessage>, outbox: readonly OutboxEntry[], sender: ChatSender, senderName: string): ChatEntry[] {
  const byId = new Map<number, ChatMessage>();
  for (const message of messages) byId.set(message.id, message);
  const stored = [...byId.values()].sort((a, b) => a.id - b.id);
  const storedClientIds = new Set(stored.map((m) => m.client_id).filter(Boolean));
  return [
    ...stored.map(entryOfMessage),
    ...outbox.filter((e) => !storedClientIds.has(e.clientId)).map((e) => entryOfOutbox(e, sender, senderName)),
  ];
}

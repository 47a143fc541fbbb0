import type { AdminServiceQueueAnswer as Queue, ChatConversation, ChatMessage } from '@shop/contract';

export interface QueueSections {
  /** No agent yet: whoever answers first takes it. */
  waiting: ChatConversation[];
  mine: ChatConversation[];
  /** Other agents' conversations (only admins see them). */
  others: ChatConversation[];
}

const lastActivity = (conversation: ChatConversation) => Date.parse(conversation.last_message?.created_at ?? conversation.created_at);
const newestFirst = (a: ChatConversation, b: ChatConversation) => lastActivity(b) - lastActivity(a) || b.id - a.id;

/** The queue as the desk lists it: waiting conversations first, then the agent's own, then others'; the latest activity first in each. */
export function queueSections(list: readonly ChatConversation[], agentId: number): QueueSections {
  const sorted = [...list].sort(newestFirst);
  return {
    waiting: sorted.filter((c) => c.agent_id === null),
    mine: sorted.filter((c) => c.agent_id === agentId),
    others: sorted.filter((c) => c.agent_id !== null && c.agent_id !== agentId),
  };
}

export const totalUnread = (list: readonly ChatConversation[]) => list.reduce((sum, c) => sum + c.unread, 0);

/** A `conversation` frame: it enters or changes in the queue, or leaves it (closed, or gone to another agent). */
export function withConversation(queue: Queue, conversation: ChatConversation, agentId: number, isAdmin: boolean): Queue {
  const rest = queue.list.filter((c) => c.id !== conversation.id);
  const listed = conversation.status === 'open' && (isAdmin || conversation.agent_id === null || conversation.agent_id === agentId);
  return { ...queue, list: listed ? [conversation, ...rest] : rest };
}

/** A delivered message becomes its conversation's last one; `unseen`: the member wrote it and the agent is not looking. */
export function withMessage(queue: Queue, message: ChatMessage, unseen: boolean): Queue {
  return {
    ...queue,
    list: queue.list.map((c) => {
      if (c.id !== message.conversation_id || (c.last_message && c.last_message.id >= message.id)) return c;
      return { ...c, last_message: message, unread: c.unread + (unseen ? 1 : 0) };
    }),
  };
}

export function withUnread(queue: Queue, conversationId: number, unread: number): Queue {
  return { ...queue, list: queue.list.map((c) => (c.id === conversationId && c.unread !== unread ? { ...c, unread } : c)) };
}

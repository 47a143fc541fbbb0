import { useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { AdminServiceQueueAnswer } from '@shop/contract';
import { useChatFrame, useChatMessages } from '@/hooks/use-chat-socket';
import { consoleKeys } from '../api/console-keys';
import { withConversation, withMessage, withUnread } from '../lib/queue-updates';
import { useDeskContext } from './desk-context';
import { useQueueCache } from './use-queue-cache';

/** Keeps the queue and the open conversations current from the socket's frames. */
export function useDeskFrames() {
  const { socket, store, agentId, isAdmin } = useDeskContext();
  const queryClient = useQueryClient();
  const updateQueue = useQueueCache();
  const signedInBefore = useRef(false);

  useChatMessages(socket, (message) => {
    store.getState().receive(message);
    const queue = queryClient.getQueryData<AdminServiceQueueAnswer>(consoleKeys.queue());
    if (queue && !queue.list.some((c) => c.id === message.conversation_id)) {
      void queryClient.invalidateQueries({ queryKey: consoleKeys.queue() });
      return;
    }
    const watching = store.getState().active === message.conversation_id && document.visibilityState === 'visible';
    updateQueue((q) => withMessage(q, message, message.sender === 'member' && !watching));
  });
  useChatFrame(socket, 'conversation', (conversation) => updateQueue((q) => withConversation(q, conversation, agentId, isAdmin)));
  useChatFrame(socket, 'unread', ({ conversation_id, unread }) => updateQueue((q) => withUnread(q, conversation_id, unread)));
  useChatFrame(socket, 'agent_login', () => {
    // Signed in again after a drop: the queue may have changed meanwhile (the open conversations catch up with `sync`).
    if (signedInBefore.current) void queryClient.invalidateQueries({ queryKey: consoleKeys.queue() });
    signedInBefore.current = true;
  });
}

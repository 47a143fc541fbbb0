import type { ChatConversation } from '@shop/contract';
import { useQueue } from '../api/get-queue';
import { useDesk } from './desk-context';

/** An open conversation as the queue has it now, or as it was when opened once it has left the queue. */
export function useOpenConversation(conversationId: number): ChatConversation | undefined {
  const queued = useQueue().data?.list.find((c) => c.id === conversationId);
  const opened = useDesk((s) => s.opened[conversationId]);
  return queued ?? opened;
}

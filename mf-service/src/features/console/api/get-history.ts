import { useInfiniteQuery } from '@tanstack/react-query';
import { CHAT_HISTORY_PAGE, type AdminServiceHistoryQuery, type ChatHistoryPage, endpoints } from '@shop/contract';
import { staffHttp } from '@shop/shared';
import { consoleKeys } from './console-keys';

/** One page of a conversation's messages before `before_id` (the newest page without it), each page ascending. */
export async function getHistory(query: AdminServiceHistoryQuery): Promise<ChatHistoryPage> {
  const { data } = await staffHttp.call(endpoints.getServiceConversationHistory, query);
  return data;
}

/**
 * A conversation's history, newest page first; the next page is the one before the oldest message shown.
 * Never stale: what arrives later comes over the socket.
 */
export function useHistory(conversationId: number) {
  return useInfiniteQuery({
    queryKey: consoleKeys.history(conversationId),
    queryFn: ({ pageParam }) => getHistory({ conversation_id: conversationId, before_id: pageParam, size: CHAT_HISTORY_PAGE }),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (page) => (page.has_more ? page.list[0]?.id : undefined),
    staleTime: Infinity,
  });
}

import { useInfiniteQuery } from '@tanstack/react-query';
import { type ChatHistoryPage, endpoints } from '@shop/contract';
import { http } from '@shop/shared';
import { chatKeys } from './chat-keys';

/** `service/history`: one page of the member's conversation, oldest first; `beforeId` pages back. */
export async function getHistory(beforeId: number | null): Promise<ChatHistoryPage> {
  return (await http.call(endpoints.getServiceHistory, beforeId ? { before_id: beforeId } : {})).data;
}

/** The conversation, newest page first; `fetchNextPage` loads the page before the oldest one shown. */
export function useHistory() {
  return useInfiniteQuery({
    queryKey: chatKeys.history(),
    queryFn: ({ pageParam }) => getHistory(pageParam),
    initialPageParam: null as number | null,
    getNextPageParam: (page) => (page.has_more && page.list[0] ? page.list[0].id : undefined),
    // New messages come over the socket into the page's own state: a page opened again asks afresh.
    staleTime: 0,
  });
}

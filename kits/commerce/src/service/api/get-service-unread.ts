import { useQuery } from '@tanstack/react-query';
import { endpoints } from '@shop/contract';
import { http, sharedQueryKeys, useAuthStore } from '@shop/shared';

/** How often the badge asks again while the page is visible; a focus of the window asks at once. */
export const SERVICE_UNREAD_POLL_MS = 30_000;

/** `service/unread`: how many messages of customer service the member has not seen. */
export async function getServiceUnread(): Promise<number> {
  const { data } = await http.call(endpoints.getServiceUnread);
  return data.unread;
}

/**
 * The customer-service unread count for the badge: polled for a signed-in member, 0 for a visitor
 * (never asked). Its key is `sharedQueryKeys.serviceUnread` under the member's id: the chat page
 * sets or invalidates it when the socket says the count changed, so the badge follows at once.
 */
export function useServiceUnread(): number {
  const signedIn = useAuthStore((s) => Boolean(s.token));
  const memberId = useAuthStore((s) => s.user?.id ?? 'member');
  const { data } = useQuery({
    queryKey: [...sharedQueryKeys.serviceUnread, memberId],
    queryFn: getServiceUnread,
    enabled: signedIn,
    staleTime: 5_000,
    refetchInterval: SERVICE_UNREAD_POLL_MS,
    refetchOnWindowFocus: true,
  });
  return signedIn ? (data ?? 0) : 0;
}

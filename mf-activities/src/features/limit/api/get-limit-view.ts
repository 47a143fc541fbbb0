import { useQuery } from '@tanstack/react-query';
import { endpoints, type LimitDetail } from '@shop/contract';
import { http } from '@shop/shared';
import { activityKeys } from '@/lib/activity-keys';

/** `activity/limit/view`: an offer with the member's "limit N, M left"; an unknown id answers 404 (the client redirects). */
export async function getLimitView(id: number): Promise<LimitDetail> {
  const { data } = await http.call(endpoints.viewLimitActivity, { id });
  return data;
}

/** Asked again on every visit: what the member may still buy changes with each order they place or cancel. */
export function useLimitView(id: number) {
  return useQuery({ queryKey: activityKeys.view('limit', id), queryFn: () => getLimitView(id), staleTime: 0 });
}

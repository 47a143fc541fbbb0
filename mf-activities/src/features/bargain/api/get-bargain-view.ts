import { useQuery } from '@tanstack/react-query';
import { type BargainView, endpoints } from '@shop/contract';
import { http } from '@shop/shared';
import { activityKeys } from '@/lib/activity-keys';

/** `activity/bargain/view`: a bargain activity with the member's own bargain on it; an unknown id answers 404 (the client redirects). */
export async function getBargainView(id: number): Promise<BargainView> {
  const { data } = await http.call(endpoints.viewBargainActivity, { id });
  return data;
}

/** Asked again on every visit: friends may have cut the member's bargain since. */
export function useBargainView(id: number) {
  return useQuery({ queryKey: activityKeys.view('bargain', id), queryFn: () => getBargainView(id), staleTime: 0 });
}

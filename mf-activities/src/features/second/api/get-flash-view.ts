import { useQuery } from '@tanstack/react-query';
import { endpoints, type FlashDetail } from '@shop/contract';
import { http } from '@shop/shared';
import { activityKeys } from '@/lib/activity-keys';
import { withSaleTimes } from '../lib/sale-times';

/** `activity/second/view`: the activity, its slot today and the member's limit; an unknown id answers 404. */
export async function getFlashView(id: number): Promise<FlashDetail> {
  const { data } = await http.call(endpoints.viewFlashActivity, { id });
  return data;
}

/** Asked again on every visit: stock goes fast in a flash sale, and the member's limit moves with their orders. */
export function useFlashView(id: number) {
  return useQuery({ queryKey: activityKeys.view('second', id), queryFn: () => getFlashView(id), staleTime: 0, select: withSaleTimes });
}

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type ActivityListQuery, type BargainListAnswer, endpoints } from '@shop/contract';
import { http } from '@shop/shared';
import { activityKeys } from '@/lib/activity-keys';

export async function getBargainList(query: ActivityListQuery): Promise<BargainListAnswer> {
  const { data } = await http.call(endpoints.listBargainActivities, query);
  return data;
}

/** One page of the bargain activities; the previous page stays shown while the next loads. */
export function useBargainList(page: number) {
  const query: ActivityListQuery = { page, size: 20 };
  return useQuery({ queryKey: activityKeys.list('bargain', query), queryFn: () => getBargainList(query), placeholderData: keepPreviousData });
}

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type ActivityListQuery, endpoints, type LimitListAnswer } from '@shop/contract';
import { http } from '@shop/shared';
import { activityKeys } from '@/lib/activity-keys';

export async function getLimitList(query: ActivityListQuery): Promise<LimitListAnswer> {
  const { data } = await http.call(endpoints.listLimitActivities, query);
  return data;
}

/** One page of the purchase-limit offers; the previous page stays shown while the next loads. */
export function useLimitList(page: number) {
  const query: ActivityListQuery = { page, size: 20 };
  return useQuery({ queryKey: activityKeys.list('limit', query), queryFn: () => getLimitList(query), placeholderData: keepPreviousData });
}

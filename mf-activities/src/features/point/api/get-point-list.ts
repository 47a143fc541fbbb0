import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type ActivityListQuery, endpoints, type PointListAnswer } from '@shop/contract';
import { http } from '@shop/shared';
import { activityKeys } from '@/lib/activity-keys';

export async function getPointList(query: ActivityListQuery): Promise<PointListAnswer> {
  const { data } = await http.call(endpoints.listPointActivities, query);
  return data;
}

/**
 * One page of the points mall with the member's points, asked again on every visit (an exchange
 * changes the points); the previous page stays shown while the next loads.
 */
export function usePointList(page: number) {
  const query: ActivityListQuery = { page, size: 20 };
  return useQuery({ queryKey: activityKeys.list('point', query), queryFn: () => getPointList(query), placeholderData: keepPreviousData, staleTime: 0 });
}

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type ActivityListQuery, endpoints, type GroupListAnswer } from '@shop/contract';
import { http } from '@shop/shared';
import { activityKeys } from '@/lib/activity-keys';

export async function getGroupList(query: ActivityListQuery): Promise<GroupListAnswer> {
  const { data } = await http.call(endpoints.listGroupActivities, query);
  return data;
}

/** One page of the group-buying activities; the previous page stays shown while the next loads. */
export function useGroupList(page: number) {
  const query: ActivityListQuery = { page, size: 20 };
  return useQuery({ queryKey: activityKeys.list('group', query), queryFn: () => getGroupList(query), placeholderData: keepPreviousData });
}

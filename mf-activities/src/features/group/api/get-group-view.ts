import { useQuery } from '@tanstack/react-query';
import { endpoints, type GroupView } from '@shop/contract';
import { http } from '@shop/shared';
import { activityKeys } from '@/lib/activity-keys';

/** `activity/group/view`: the activity with its open groups; an unknown id answers 404 (the client redirects). */
export async function getGroupView(id: number): Promise<GroupView> {
  const { data } = await http.call(endpoints.viewGroupActivity, { id });
  return data;
}

/** Asked again on every visit: groups fill, open and close all the time. */
export function useGroupView(id: number) {
  return useQuery({ queryKey: activityKeys.view('group', id), queryFn: () => getGroupView(id), staleTime: 0 });
}

import { useQuery } from '@tanstack/react-query';
import { endpoints, type GroupDetail } from '@shop/contract';
import { http } from '@shop/shared';
import { groupKeys } from './group-keys';

/** `activity/group/detail`: a group's shareable page, as the viewer sees it; an unknown id answers 404 (the client redirects). */
export async function getGroupDetail(groupId: number): Promise<GroupDetail> {
  const { data } = await http.call(endpoints.viewGroup, { group_id: groupId });
  return data;
}

/** A group opened from its link (`?group_id=`); asked again on every visit, since members keep joining and paying. */
export function useGroupDetail(groupId: number | null) {
  return useQuery({
    queryKey: groupKeys.detail(groupId ?? 0),
    queryFn: () => getGroupDetail(groupId!),
    enabled: groupId !== null,
    staleTime: 0,
  });
}

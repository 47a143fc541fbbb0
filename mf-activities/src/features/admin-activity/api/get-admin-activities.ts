import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type AdminActivityListAnswer, type AdminActivityListQuery, endpoints } from '@shop/contract';
import { staffHttp } from '@shop/shared';
import { adminActivityKeys } from './admin-activity-keys';

export async function getAdminActivities(query: AdminActivityListQuery): Promise<AdminActivityListAnswer> {
  const { data } = await staffHttp.call(endpoints.listAdminActivities, query);
  return data;
}

/** One page of a type's activities; the previous page stays on screen while the next loads. */
export function useAdminActivities(query: AdminActivityListQuery) {
  return useQuery({ queryKey: adminActivityKeys.list(query), queryFn: () => getAdminActivities(query), placeholderData: keepPreviousData });
}

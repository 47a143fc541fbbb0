import { useQuery } from '@tanstack/react-query';
import { type AdminActivityDetail, endpoints } from '@shop/contract';
import { staffHttp } from '@shop/shared';
import { adminActivityKeys } from './admin-activity-keys';

export async function getAdminActivity(id: number): Promise<AdminActivityDetail> {
  const { data } = await staffHttp.call(endpoints.getAdminActivity, { id }, { showsNotFound: true });
  return data;
}

/** The activity being edited; nothing is asked for a new one (`id` null). */
export function useAdminActivity(id: number | null) {
  return useQuery({ queryKey: adminActivityKeys.detail(id ?? 0), queryFn: () => getAdminActivity(id!), enabled: id !== null, staleTime: 0 });
}

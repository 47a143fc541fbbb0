import { useQuery } from '@tanstack/react-query';
import { type AdminFlashSlotListAnswer, endpoints } from '@shop/contract';
import { staffHttp } from '@shop/shared';
import { adminActivityKeys } from './admin-activity-keys';

export async function getAdminFlashSlots(): Promise<AdminFlashSlotListAnswer> {
  const { data } = await staffHttp.call(endpoints.listAdminFlashSlots);
  return data;
}

/** The daily flash-sale slots, asked for only while a flash sale is being edited. */
export function useAdminFlashSlots(enabled: boolean) {
  return useQuery({ queryKey: adminActivityKeys.slots(), queryFn: getAdminFlashSlots, enabled, staleTime: 5 * 60_000 });
}

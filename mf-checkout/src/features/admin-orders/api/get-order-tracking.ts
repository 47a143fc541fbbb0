import { useQuery } from '@tanstack/react-query';
import { type AdminOrderTracking, endpoints } from '@shop/contract';
import { staffHttp } from '@shop/shared';
import { adminOrderKeys } from '@/lib/admin-order-keys';

export async function getOrderTracking(id: number): Promise<AdminOrderTracking> {
  const { data } = await staffHttp.call(endpoints.getOrderTrackingForStaff, { id });
  return data;
}

/** Under the order's detail key, so that reading the order again (after shipping it) reads its parcel too. */
export const orderTrackingKey = (id: number) => [...adminOrderKeys.detail(id), 'tracking'] as const;

export function useOrderTracking(id: number, enabled: boolean) {
  return useQuery({ queryKey: orderTrackingKey(id), queryFn: () => getOrderTracking(id), enabled, staleTime: 0 });
}

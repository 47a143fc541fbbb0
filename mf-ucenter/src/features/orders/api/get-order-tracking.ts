import { useQuery } from '@tanstack/react-query';
import { endpoints, type OrderTracking } from '@shop/contract';
import { http } from '@shop/shared';
import { orderKeys } from '@/lib/order-keys';

/** Where one of the member's parcels is: its courier, number and events, newest first. */
export async function getOrderTracking(id: number): Promise<OrderTracking> {
  const answer = await http.call(endpoints.getOrderTracking, { id });
  return answer.data;
}

/** Under the order's detail key, so that whatever reads the order again reads its parcel too. */
export const orderTrackingKey = (id: number) => [...orderKeys.detail(id), 'tracking'] as const;

export function useOrderTracking(id: number, enabled: boolean) {
  return useQuery({ queryKey: orderTrackingKey(id), queryFn: () => getOrderTracking(id), enabled });
}

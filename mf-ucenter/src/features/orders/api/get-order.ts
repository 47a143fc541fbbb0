import { useQuery } from '@tanstack/react-query';
import { endpoints, type OrderDetail } from '@shop/contract';
import { http } from '@shop/shared';
import { orderKeys } from '@/lib/order-keys';

/** Every field of one order; another member's or an unknown id answers 404 (the client then leaves). */
export async function getOrder(id: number): Promise<OrderDetail> {
  const answer = await http.call(endpoints.getOrder, { id });
  return answer.data;
}

export function useOrder(id: number) {
  return useQuery({ queryKey: orderKeys.detail(id), queryFn: () => getOrder(id) });
}

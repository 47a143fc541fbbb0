import { useQuery } from '@tanstack/react-query';
import { endpoints, type OrderPrintout } from '@shop/contract';
import { http } from '@shop/shared';
import { orderKeys } from '@/lib/order-keys';

/** The member's packing slip of one of their orders, as order/print answers it. */
export async function getOrderPrintout(id: number): Promise<OrderPrintout> {
  const answer = await http.call(endpoints.printOrder, { id, kind: 'slip' });
  return answer.data;
}

/** Asked for when the preview opens, and again each time it does (it says when it was printed). */
export function useOrderPrintout(id: number, open: boolean) {
  return useQuery({ queryKey: [...orderKeys.detail(id), 'print'], queryFn: () => getOrderPrintout(id), enabled: open, staleTime: 0, gcTime: 0 });
}

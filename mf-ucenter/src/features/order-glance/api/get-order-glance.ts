import { useQuery } from '@tanstack/react-query';
import { endpoints, type OrderListAnswer } from '@shop/contract';
import { http } from '@shop/shared';
import { orderKeys } from '@/lib/order-keys';

/** How many of the newest orders the member centre shows. */
export const LATEST_ORDERS = 3;

/** The member's newest orders and the count behind every tab of the order list, in one call. */
export async function getOrderGlance(): Promise<OrderListAnswer> {
  const answer = await http.call(endpoints.listOrders, { status: 'all', page: 1, size: LATEST_ORDERS });
  return answer.data;
}

/**
 * The member centre's view of the orders. Under `orders`, so whatever moves an order (paying,
 * cancelling, confirming receipt, an after-sales request) reaches it; read again on every visit.
 */
export function useOrderGlance() {
  return useQuery({ queryKey: orderKeys.glance(), queryFn: getOrderGlance, staleTime: 0 });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreatedOrder } from '@shop/contract';
import { http, refreshCartCount } from '@shop/shared';
import { cartKeys } from '@/lib/cart-keys';
import type { ConfirmBody } from '../types';

/** Places the order: the server re-prices, reserves stock and keeps it unpaid for 30 minutes. */
export async function createOrder(body: ConfirmBody): Promise<CreatedOrder> {
  const { data } = await http.post<CreatedOrder>('order/create', body);
  return data;
}

/**
 * A cart order takes its rows out of the cart: the cached cart is dropped rather than shown stale
 * on the next visit, and the shell's badge follows cart/count.
 */
export function useCreateOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOrder,
    onSuccess: (_order, body) => {
      if (body.type !== 'cart') return;
      queryClient.removeQueries({ queryKey: cartKeys.all });
      refreshCartCount().catch(() => undefined);
    },
  });
}

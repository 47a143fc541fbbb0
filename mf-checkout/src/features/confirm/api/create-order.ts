import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CreatedOrder, endpoints } from '@shop/contract';
import { http, refreshCartCount, sharedQueryKeys } from '@shop/shared';
import { cartKeys } from '@/lib/cart-keys';
import { isActivitySource } from '../lib/confirm-body';
import type { ConfirmBody } from '../lib/types';

/**
 * Places the order: the server re-prices, reserves stock and keeps it unpaid for 30 minutes (a
 * points-only exchange is placed paid). A refusal is explained beside the submit button.
 */
export async function createOrder(body: ConfirmBody): Promise<CreatedOrder> {
  const { data } = await http.call(endpoints.placeOrder, body, { showsRefusal: true });
  return data;
}

/**
 * A new order joins the member centre's orders and its counts, and a coupon it spends leaves the
 * member's unused coupons; a points exchange is placed paid from the points. An activity order changes
 * what is left of the activity and what the member may still buy: its pages are asked again. A cart
 * order takes its rows out of the cart: the cached cart is dropped rather than shown stale on the next
 * visit, and the shell's badge follows cart/count.
 */
export function useCreateOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOrder,
    onSuccess: (_order, body) => {
      void queryClient.invalidateQueries({ queryKey: sharedQueryKeys.orders });
      void queryClient.invalidateQueries({ queryKey: sharedQueryKeys.member });
      if (body.coupon_id != null) void queryClient.invalidateQueries({ queryKey: sharedQueryKeys.coupons });
      if (body.type === 'point') void queryClient.invalidateQueries({ queryKey: sharedQueryKeys.wallet });
      if (isActivitySource(body)) void queryClient.invalidateQueries({ queryKey: sharedQueryKeys.activities });
      if (body.type !== 'cart') return;
      queryClient.removeQueries({ queryKey: cartKeys.all });
      refreshCartCount().catch(() => undefined);
    },
  });
}

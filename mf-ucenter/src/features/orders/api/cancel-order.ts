import { http } from '@shop/shared';

/** Pending payment only; the server releases the stock and the coupon. */
export function cancelOrder(id: number) {
  return http.post<unknown>('order/cancel', { id });
}

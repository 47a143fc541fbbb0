import { http } from '@shop/shared';

/** Pending receipt only; the order then waits for a review. */
export function confirmReceipt(id: number) {
  return http.post<unknown>('order/confirm_receipt', { id });
}

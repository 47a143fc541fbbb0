import { useQuery } from '@tanstack/react-query';
import { endpoints, type RefundListAnswer } from '@shop/contract';
import { http } from '@shop/shared';
import { refundKeys } from '@/lib/refund-keys';

/** Enough for every request one order can have had in practice; they are few. */
const ORDER_REFUNDS_SIZE = 50;

/** The after-sales requests of one of the member's orders, newest first. */
export async function getOrderRefunds(orderId: number): Promise<RefundListAnswer> {
  const answer = await http.call(endpoints.listRefunds, { order_id: orderId, page: 1, size: ORDER_REFUNDS_SIZE });
  return answer.data;
}

/** Read by the order detail and by the refund page of an order that cannot ask now; `enabled` waits for what decides it. */
export function useOrderRefunds(orderId: number, enabled = true) {
  return useQuery({ queryKey: refundKeys.ofOrder(orderId), queryFn: () => getOrderRefunds(orderId), enabled });
}

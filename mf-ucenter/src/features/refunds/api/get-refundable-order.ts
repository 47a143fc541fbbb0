import { useQuery } from '@tanstack/react-query';
import { endpoints, type RefundableOrder } from '@shop/contract';
import { http } from '@shop/shared';
import { refundKeys } from '@/lib/refund-keys';

/** What of one of the member's orders can be asked back; another member's order answers 404 (the client then leaves). */
export async function getRefundableOrder(orderId: number): Promise<RefundableOrder> {
  const answer = await http.call(endpoints.getRefundableOrder, { order_id: orderId });
  return answer.data;
}

/** Always read afresh: what can be asked back changes with every request and decision. */
export function useRefundableOrder(orderId: number) {
  return useQuery({ queryKey: refundKeys.refundable(orderId), queryFn: () => getRefundableOrder(orderId), staleTime: 0 });
}

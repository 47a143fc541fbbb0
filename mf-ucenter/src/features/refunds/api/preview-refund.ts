import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { endpoints, type RefundItemInput, type RefundPreviewBody, type RefundQuote } from '@shop/contract';
import { http } from '@shop/shared';
import { refundKeys } from '@/lib/refund-keys';

/** What these units would pay back, in the server's figures; stores nothing. A refusal is shown by the form, not toasted. */
export async function previewRefund(body: RefundPreviewBody): Promise<RefundQuote> {
  const answer = await http.call(endpoints.previewRefund, body, { showsRefusal: true });
  return answer.data;
}

/** The amount for the units chosen; the last amount stays shown while the next is asked for. Nothing is asked with no units chosen. */
export function useRefundPreview(orderId: number, items: RefundItemInput[]) {
  return useQuery({
    queryKey: refundKeys.preview(orderId, items),
    queryFn: () => previewRefund({ order_id: orderId, items }),
    enabled: items.length > 0,
    placeholderData: keepPreviousData,
  });
}

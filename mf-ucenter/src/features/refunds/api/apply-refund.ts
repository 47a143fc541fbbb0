import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints, type RefundApplyBody, type RefundRequest } from '@shop/contract';
import { http } from '@shop/shared';
import { invalidateAfterSales } from './invalidate-after-sales';

/** Stores the request; the form shows a refusal under the field it names, so the client does not toast it. */
export async function applyRefund(body: RefundApplyBody): Promise<RefundRequest> {
  const answer = await http.call(endpoints.applyForRefund, body, { showsRefusal: true });
  return answer.data;
}

/** Asking moves the order to refund: the after-sales queries and the order's are read again. */
export function useApplyRefund() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyRefund,
    onSuccess: () => invalidateAfterSales(queryClient),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints, type RefundRequest } from '@shop/contract';
import { http } from '@shop/shared';
import { invalidateAfterSales } from './invalidate-after-sales';

/** Withdraws a pending request; the server gives the order its earlier status back. */
export async function cancelRefund(id: number): Promise<RefundRequest> {
  const answer = await http.call(endpoints.cancelRefund, { id });
  return answer.data;
}

/** Taken or refused (decided meanwhile), the requests and the orders on screen are read again. */
export function useCancelRefund() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelRefund,
    onSettled: () => invalidateAfterSales(queryClient),
  });
}

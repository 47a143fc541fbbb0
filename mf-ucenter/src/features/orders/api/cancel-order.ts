import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '@shop/contract';
import { http } from '@shop/shared';
import { invalidateOrder } from './invalidate-order';

/** Pending payment only; the server releases the stock and the coupon. */
export async function cancelOrder(id: number): Promise<void> {
  await http.call(endpoints.cancelOrder, { id });
}

export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: cancelOrder, onSettled: (_answer, _error, id) => invalidateOrder(queryClient, id) });
}

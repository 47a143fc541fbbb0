import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '@shop/contract';
import { http } from '@shop/shared';
import { invalidateOrder } from './invalidate-order';

/** Pending receipt only; the order then waits for a review. */
export async function confirmReceipt(id: number): Promise<void> {
  await http.call(endpoints.confirmReceipt, { id });
}

export function useConfirmReceipt() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: confirmReceipt, onSettled: (_answer, _error, id) => invalidateOrder(queryClient, id) });
}

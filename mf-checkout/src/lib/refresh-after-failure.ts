import type { QueryClient } from '@tanstack/react-query';
import { RESULT_CODE } from '@shop/contract';
import { ApiError, reportFailure } from '@shop/shared';
import { adminOrderKeys, adminRefundKeys } from './admin-order-keys';

/**
 * After a refused change (another operator got there first, the order moved on) the client has
 * toasted the server's words; the orders and refunds on screen are read again, so the page shows
 * where things stand now instead of offering the same action again.
 */
export function refreshAfterFailure(queryClient: QueryClient, error: unknown, fallback: string): void {
  reportFailure(error, fallback);
  if (error instanceof ApiError && error.code === RESULT_CODE.refused) {
    void queryClient.invalidateQueries({ queryKey: adminOrderKeys.all });
    void queryClient.invalidateQueries({ queryKey: adminRefundKeys.all });
  }
}

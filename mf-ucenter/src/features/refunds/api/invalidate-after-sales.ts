import type { QueryClient } from '@tanstack/react-query';
import { orderKeys } from '@/lib/order-keys';
import { refundKeys } from '@/lib/refund-keys';

/**
 * A request asked for or withdrawn moves its order: the after-sales queries and the orders (their
 * statuses and tab counts) are read again. Resolves once what is on screen is fresh.
 */
export function invalidateAfterSales(queryClient: QueryClient) {
  return Promise.all([queryClient.invalidateQueries({ queryKey: refundKeys.all }), queryClient.invalidateQueries({ queryKey: orderKeys.all })]);
}

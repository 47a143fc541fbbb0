import type { QueryClient } from '@tanstack/react-query';
import { orderKeys } from '@/lib/order-keys';
import { refundKeys } from '@/lib/refund-keys';

const isPreview = (key: readonly unknown[]) => key[0] === refundKeys.all[0] && key[1] === refundKeys.previews()[1];

/**
 * A request asked for or withdrawn moves its order: the after-sales queries and the orders (their
 * statuses and tab counts) are read again. Resolves once what is on screen is fresh.
 *
 * The amount previews are only marked stale, never asked again here: a quote is for a request not
 * yet made, and once the request exists the server refuses to quote the same units (409), while
 * the form that showed the quote is about to leave the screen. A form opened later asks afresh.
 */
export function invalidateAfterSales(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: refundKeys.all, predicate: (query) => !isPreview(query.queryKey) }),
    queryClient.invalidateQueries({ queryKey: refundKeys.previews(), refetchType: 'none' }),
    queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  ]);
}

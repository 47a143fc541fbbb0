import type { QueryClient } from '@tanstack/react-query';
import { orderKeys } from '@/lib/order-keys';

/**
 * After an action on one order, taken or refused (the order may have timed out meanwhile), its
 * detail and the lists with their tab counts are read again. Resolves once what is on screen is fresh.
 */
export function invalidateOrder(queryClient: QueryClient, id: number) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: orderKeys.detail(id) }),
    queryClient.invalidateQueries({ queryKey: orderKeys.lists() }),
  ]);
}

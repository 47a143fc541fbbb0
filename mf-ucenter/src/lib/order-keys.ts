import type { OrderTab } from '@shop/contract';
import { sharedQueryKeys } from '@shop/shared';

/**
 * The member's order queries. Every key starts with `orders`, so that one invalidation can reach the
 * lists, one order's detail, or both. In lib because after-sales requests move orders too.
 */
export const orderKeys = {
  all: sharedQueryKeys.orders,
  lists: () => [...orderKeys.all, 'list'] as const,
  list: (tab: OrderTab, page: number) => [...orderKeys.lists(), { tab, page }] as const,
  detail: (id: number) => [...orderKeys.all, 'detail', id] as const,
  /** The member centre's counts and newest orders. */
  glance: () => [...orderKeys.all, 'glance'] as const,
};

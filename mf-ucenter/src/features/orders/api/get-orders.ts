import { http } from '@shop/shared';
import { useRemoteData } from '../hooks/use-remote-data';
import type { OrderTab } from '../order-status';
import type { OrderPage } from '../types';

export const ORDERS_PAGE_SIZE = 10;

export function getOrders(tab: OrderTab, page: number) {
  return http.get<OrderPage>('order/list', { status: tab, page, size: ORDERS_PAGE_SIZE });
}

/** One page of the member's orders under a tab, with the count of every tab. */
export function useOrders(tab: OrderTab, page: number) {
  return useRemoteData(`${tab}:${page}`, () => getOrders(tab, page));
}

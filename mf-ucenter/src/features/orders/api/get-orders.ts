import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { endpoints, type OrderListAnswer, type OrderTab } from '@shop/contract';
import { http } from '@shop/shared';
import { orderKeys } from '@/lib/order-keys';

const ORDERS_PAGE_SIZE = 10;

export async function getOrders(tab: OrderTab, page: number): Promise<OrderListAnswer> {
  const answer = await http.call(endpoints.listOrders, { status: tab, page, size: ORDERS_PAGE_SIZE });
  return answer.data;
}

/**
 * One page of the member's orders under a tab, with the count of every tab. Moving to another page
 * or tab keeps the orders and counts shown until the next page answers.
 */
export function useOrders(tab: OrderTab, page: number) {
  return useQuery({
    queryKey: orderKeys.list(tab, page),
    queryFn: () => getOrders(tab, page),
    placeholderData: keepPreviousData,
  });
}

import { useQuery } from '@tanstack/react-query';
import { endpoints, type OrderSummary } from '@shop/contract';
import { http } from '@shop/shared';
import { chatKeys } from './chat-keys';

/** How many of the member's latest orders the order picker offers. */
export const RECENT_ORDERS = 5;

/** The member's latest orders (order/list, every status), for the composer's order picker. */
export async function getRecentOrders(): Promise<OrderSummary[]> {
  return (await http.call(endpoints.listOrders, { status: 'all', page: 1, size: RECENT_ORDERS })).data.list;
}

export function useRecentOrders() {
  return useQuery({ queryKey: chatKeys.recentOrders(), queryFn: getRecentOrders });
}

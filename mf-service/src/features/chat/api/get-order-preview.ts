import { useQuery } from '@tanstack/react-query';
import { type ChatCard, endpoints, type OrderSummary } from '@shop/contract';
import { http } from '@shop/shared';
import { chatKeys } from './chat-keys';

/** An order of the member's as the card the chat shows until the server stores the real one. */
export function orderCardOf(order: OrderSummary): Extract<ChatCard, { type: 'order' }> {
  return {
    type: 'order',
    id: order.id,
    order_no: order.order_no,
    status_text: order.status_text,
    total: order.payable,
    image: order.items[0]?.image ?? '',
    item_count: order.items.reduce((sum, item) => sum + item.quantity, 0),
    created_at: order.created_at,
  };
}

/** The order named by `?order_id=`, as the card the member is offered to send (order/detail); another's or an unknown one is simply not offered. */
export async function getOrderPreview(id: number): Promise<ChatCard> {
  const { data } = await http.call(endpoints.getOrder, { id }, { showsNotFound: true });
  return orderCardOf(data);
}

export function useOrderPreview(id: number | null) {
  return useQuery({ queryKey: chatKeys.order(id ?? 0), queryFn: () => getOrderPreview(id!), enabled: id != null });
}

import { http } from '@shop/shared';
import type { ConfirmBody, OrderPreview } from '../types';

/** The priced preview of an order; nothing is stored. */
export async function confirmOrder(body: ConfirmBody): Promise<OrderPreview> {
  const { data } = await http.post<OrderPreview>('order/confirm', body);
  return data;
}

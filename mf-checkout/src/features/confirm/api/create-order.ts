import { http } from '@shop/shared';
import type { ConfirmBody, CreatedOrder } from '../types';

/** Places the order: the server re-prices, reserves stock and keeps it unpaid for 30 minutes. */
export async function createOrder(body: ConfirmBody): Promise<CreatedOrder> {
  const { data } = await http.post<CreatedOrder>('order/create', body);
  return data;
}

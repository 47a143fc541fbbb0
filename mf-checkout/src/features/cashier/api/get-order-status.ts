import { http } from '@shop/shared';

/** The order's status code, read from order/detail while an online payment is awaited. */
export async function getOrderStatus(orderId: number): Promise<number> {
  const { data } = await http.get<{ status: number }>('order/detail', { id: orderId });
  return data.status;
}

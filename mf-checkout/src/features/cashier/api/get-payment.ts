import { http } from '@shop/shared';
import type { PaymentInfo } from '../types';

export async function getPayment(orderId: number): Promise<PaymentInfo> {
  const { data } = await http.get<PaymentInfo>('order/payment', { order_id: orderId });
  return data;
}

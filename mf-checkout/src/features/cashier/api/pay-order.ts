import { http } from '@shop/shared';
import type { MethodCode, PaymentAnswer } from '../types';

/** Balance pays at once; the sandbox answers a pay page and QR content to finish elsewhere. */
export async function payOrder(orderId: number, method: MethodCode): Promise<PaymentAnswer> {
  const { data } = await http.post<PaymentAnswer>('payment/index', { order_id: orderId, method });
  return data;
}

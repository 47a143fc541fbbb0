import type { PaymentMethod, PaymentResult } from '@shop/contract';
import type { Db } from '../../db/client';
import { refused } from '../../http/errors';
import { cancelExpiredOrders } from '../order';
import type { PaymentProviders } from '../payment-provider';
import { payWithBalance } from './wallet-service';

type PaymentRequest = { userId: number; orderId: number; method: PaymentMethod };

/**
 * payment/index: pays one of the member's orders from the balance at once, or starts an online
 * payment with the provider of `method` (`origin` makes its links absolute for QR codes). An order
 * whose payment window closed answers as not payable, and is cancelled (its stock given back) before
 * the answer: by the balance payment's refusal, else before the provider is asked.
 */
export async function payOrder(db: Db, providers: PaymentProviders, payment: PaymentRequest, now: Date, origin: string): Promise<PaymentResult> {
  const { userId, orderId, method } = payment;
  if (method === 'balance') {
    try {
      return await payWithBalance(db, userId, orderId, now);
    } catch (error) {
      await cancelExpiredOrders(db, now, userId);
      throw error;
    }
  }
  await cancelExpiredOrders(db, now, userId);
  const provider = providers.online.get(method);
  if (!provider) throw refused('payment_method_unavailable', 'method');
  const started = await provider.createPayment(db, { userId, orderId }, now, origin);
  return { status: 'pending', order_id: orderId, ...started, test_mode: provider.testMode };
}

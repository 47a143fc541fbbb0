import type { Db } from '../../../db/client';
import type { VerifiedNotification } from '../../payment-provider';
import { findGatewayPayment, findPaymentByNo } from '../gateway-service';

/**
 * Alipay knows a payment by the shop's payment number (out_trade_no) only; the order or top-up
 * number settlement compares is the payment's own, read from the shop's records.
 */
export async function withMerchantNo(db: Db, verified: VerifiedNotification): Promise<VerifiedNotification> {
  const payment = await findPaymentByNo(db, verified.paymentNo);
  const found = payment?.gatewayToken ? await findGatewayPayment(db, payment.gatewayToken, new Date()) : null;
  return { ...verified, orderNo: found?.merchantNo ?? '' };
}

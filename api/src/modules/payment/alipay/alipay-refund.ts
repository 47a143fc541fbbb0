import type { AlipaySdk } from 'alipay-sdk';
import { z } from 'zod';
import type { Db } from '../../../db/client';
import { conflict, refused } from '../../../http/errors';
import type { RefundRequest, VerifiedRefund } from '../../payment-provider';
import { findPaymentByNo } from '../gateway-service';
import { centsFromAlipay, yuanForAlipay } from './alipay-amount';
import { callAlipay, isSuccess } from './alipay-gateway';
import { instantFromAlipay } from './alipay-notify';

/**
 * What a refund came to, as Alipay's refund query answered it (signature checked by the SDK): the
 * trade, the shop's refund number (out_request_no) and the amount of that one refund.
 */
const alipayRefundAnswer = z.object({
  trade_no: z.string().min(1).max(64),
  out_trade_no: z.string().min(1).max(32),
  out_request_no: z.string().min(1).max(40),
  refund_amount: z.string(),
  refund_status: z.literal('REFUND_SUCCESS'),
  gmt_refund_pay: z.string().optional(),
});

/**
 * alipay.trade.refund under the shop's refund number as out_request_no: Alipay refunds once per
 * number (asking again answers fund_change N) and never more than was paid in all. Its answer only
 * gives the running total, so the refund is then read back with alipay.trade.fastpay.refund.query,
 * which names this refund and its amount.
 */
export async function refundOnAlipay(db: Db, sdk: AlipaySdk, request: RefundRequest): Promise<unknown> {
  const payment = await findPaymentByNo(db, request.paymentNo);
  // A late payment (money that came after its order closed) is given back whole; Alipay keeps the totals.
  if (!payment || payment.method !== 'alipay' || (payment.status !== 'paid' && payment.status !== 'late')) throw refused('notification_mismatch', 'payment_no');
  const refund = await callAlipay(sdk, 'alipay.trade.refund', {
    out_trade_no: payment.paymentNo,
    refund_amount: yuanForAlipay(request.amountCents),
    out_request_no: request.outRefundNo,
  });
  if (!isSuccess(refund)) {
    if (refund.sub_code === 'ACQ.REFUND_AMT_NOT_EQUAL_TOTAL') throw refused('amount_mismatch', 'amount_cents');
    throw conflict('refund_provider_refused', 'id');
  }
  const found = await callAlipay(sdk, 'alipay.trade.fastpay.refund.query', { out_trade_no: payment.paymentNo, out_request_no: request.outRefundNo });
  if (!isSuccess(found)) throw conflict('refund_provider_refused', 'id');
  return found;
}

/** Checks the refund query's shape and reads it exactly; the SDK has checked its signature. */
export function verifyAlipayRefund(body: unknown): VerifiedRefund {
  const parsed = alipayRefundAnswer.safeParse(body);
  if (!parsed.success) throw refused('sign_invalid', 'sign');
  const answer = parsed.data;
  const amountCents = centsFromAlipay(answer.refund_amount);
  if (amountCents === null || amountCents < 1) throw refused('amount_mismatch', 'amount_cents');
  return {
    refundNo: answer.trade_no.slice(0, 40),
    outRefundNo: answer.out_request_no,
    paymentNo: answer.out_trade_no,
    amountCents,
    refundedAt: instantFromAlipay(answer.gmt_refund_pay) ?? new Date().toISOString(),
  };
}

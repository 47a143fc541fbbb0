import { z } from 'zod';
import type { Db } from '../../../db/client';
import { conflict, refused } from '../../../http/errors';
import { findPaymentByNo } from '../gateway-service';
import type { RefundRequest, VerifiedRefund } from '../../payment-provider';
import type { WechatpayClient } from './client';

/** WeChat Pay's answer to a refund request (and the body of its refund notification). */
const refundAnswer = z.object({
  refund_id: z.string().min(1),
  out_refund_no: z.string().min(1),
  out_trade_no: z.string().min(1),
  status: z.enum(['SUCCESS', 'PROCESSING', 'CLOSED', 'ABNORMAL']),
  success_time: z.string().optional(),
  create_time: z.string(),
  amount: z.object({ refund: z.number().int().min(1), total: z.number().int().min(1), currency: z.literal('CNY') }),
});

/**
 * Asks WeChat Pay to give back all or part of a paid payment under our refund number
 * (POST /v3/refund/domestic/refunds): the same out_refund_no asked twice is one refund, and WeChat
 * Pay never gives back more than was paid. Answers its signed (SDK-verified) answer.
 */
export async function refundOnWechatpay(client: WechatpayClient, db: Db, request: RefundRequest): Promise<unknown> {
  const payment = await findPaymentByNo(db, request.paymentNo);
  if (!payment || payment.method !== 'wechat' || !['paid', 'late', 'refunded'].includes(payment.status)) throw refused('notification_mismatch', 'payment_no');
  if (request.amountCents < 1 || request.amountCents > payment.amountCents) throw refused('amount_mismatch', 'amount_cents');
  const answer = await client({
    method: 'post',
    path: 'v3/refund/domestic/refunds',
    data: {
      out_trade_no: payment.paymentNo,
      out_refund_no: request.outRefundNo,
      amount: { refund: request.amountCents, total: payment.amountCents, currency: 'CNY' },
    },
  });
  if (!answer.ok) throw conflict('wechatpay_refused', 'amount_cents');
  return answer.data;
}

/** Checks the refund answer's shape (its signature was checked on arrival) and maps it; a closed or abnormal refund gave nothing back. */
export function verifyWechatpayRefund(body: unknown): VerifiedRefund {
  const parsed = refundAnswer.safeParse(body);
  if (!parsed.success) throw refused('notification_mismatch', 'refund_id');
  const refund = parsed.data;
  if (refund.status === 'CLOSED' || refund.status === 'ABNORMAL') throw conflict('wechatpay_refused', 'amount_cents');
  return {
    refundNo: refund.refund_id,
    outRefundNo: refund.out_refund_no,
    paymentNo: refund.out_trade_no,
    amountCents: refund.amount.refund,
    refundedAt: refund.success_time ?? refund.create_time,
  };
}

/** A decrypted REFUND.* notification's resource: how one of our refunds ended. */
const refundNotice = z.object({
  mchid: z.string(),
  out_trade_no: z.string().min(1),
  out_refund_no: z.string().min(1),
  refund_id: z.string().min(1),
  refund_status: z.enum(['SUCCESS', 'CLOSED', 'ABNORMAL']),
  success_time: z.string().optional(),
  amount: z.object({ total: z.number().int(), refund: z.number().int() }),
});
export type WechatpayRefundNotice = z.infer<typeof refundNotice>;

/** Our merchant's refund notices only. */
export function ownRefundNotice(mchid: string, resource: unknown): WechatpayRefundNotice {
  const parsed = refundNotice.safeParse(resource);
  if (!parsed.success) throw refused('notification_mismatch', String(parsed.error.issues[0]?.path[0] ?? 'resource'));
  if (parsed.data.mchid !== mchid) throw refused('notification_mismatch', 'mchid');
  return parsed.data;
}

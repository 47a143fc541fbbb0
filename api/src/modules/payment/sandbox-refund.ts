import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq, ne, sum } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { refunds } from '../../db/schema';
import { refused } from '../../http/errors';
import { findPaymentByNo } from './gateway-service';
import type { RefundRequest, VerifiedRefund } from '../payment-provider';

/** The sandbox's refund notification: every field signed with HMAC-SHA256, like its payment notifications. */
const sandboxRefundNotice = z.object({
  refund_no: z.string().regex(/^SR[0-9a-f]{30}$/),
  out_refund_no: z.string().min(1).max(40),
  payment_no: z.string().min(1).max(32),
  amount_cents: z.number().int().min(1),
  refunded_at: z.iso.datetime(),
  sign: z.string().regex(/^[0-9a-f]{64}$/),
});
type SandboxRefundNotice = z.infer<typeof sandboxRefundNotice>;

const hmacHex = (secret: string, text: string) => createHmac('sha256', secret).update(text).digest('hex');

/** The signed text: every field but the signature, by name, as `key=value` joined with `&`. */
const refundSignedText = (notice: Omit<SandboxRefundNotice, 'sign'>) =>
  `amount_cents=${notice.amount_cents}&out_refund_no=${notice.out_refund_no}&payment_no=${notice.payment_no}&refund_no=${notice.refund_no}&refunded_at=${notice.refunded_at}`;

export function verifySandboxRefund(secret: string, body: unknown): VerifiedRefund {
  const parsed = sandboxRefundNotice.safeParse(body);
  if (!parsed.success) throw refused('sign_invalid', 'sign');
  const notice = parsed.data;
  const expected = new Uint8Array(Buffer.from(hmacHex(secret, refundSignedText(notice)), 'hex'));
  if (!timingSafeEqual(new Uint8Array(Buffer.from(notice.sign, 'hex')), expected)) throw refused('sign_invalid', 'sign');
  return { refundNo: notice.refund_no, outRefundNo: notice.out_refund_no, paymentNo: notice.payment_no, amountCents: notice.amount_cents, refundedAt: notice.refunded_at };
}

/** What the gateway already gave back of an order's payment through the shop's other approved refunds. */
async function refundedBefore(db: Db, orderId: number, outRefundNo: string): Promise<number> {
  const [row] = await db
    .select({ total: sum(refunds.amountCents) })
    .from(refunds)
    .where(and(eq(refunds.orderId, orderId), eq(refunds.status, 'approved'), eq(refunds.refundMethod, 'sandbox'), ne(refunds.refundNo, outRefundNo)));
  return Number(row?.total ?? 0);
}

/**
 * The sandbox gives back at once (no money moved in, so none moves out) and signs its notification.
 * Its refund number derives from the shop's, so asking twice answers the same refund.
 */
export async function refundOnSandbox(db: Db, secret: string, request: RefundRequest, now: Date): Promise<SandboxRefundNotice> {
  const payment = await findPaymentByNo(db, request.paymentNo);
  if (!payment || payment.method !== 'sandbox' || (payment.status !== 'paid' && payment.status !== 'late')) throw refused('notification_mismatch', 'payment_no');
  // A late payment never paid its order: nothing of it went back through the order's refunds.
  const before = payment.status === 'paid' && payment.orderId !== null ? await refundedBefore(db, payment.orderId, request.outRefundNo) : 0;
  const left = payment.amountCents - before;
  if (request.amountCents < 1 || request.amountCents > left) throw refused('amount_mismatch', 'amount_cents');
  const notice = {
    refund_no: `SR${hmacHex(secret, `refund:${request.outRefundNo}`).slice(0, 30)}`,
    out_refund_no: request.outRefundNo,
    payment_no: payment.paymentNo,
    amount_cents: request.amountCents,
    refunded_at: now.toISOString(),
  };
  return { ...notice, sign: hmacHex(secret, refundSignedText(notice)) };
}

import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { payments } from '../../db/schema';
import { latePaymentsRefunded } from '../metrics';
import type { OnlineMethod, PaymentProviders } from '../payment-provider';

/** The shop's refund number for money that came late: the payment's own number and a mark, so asking again asks for the same refund. */
export const lateRefundNo = (paymentNo: string) => `${paymentNo}LATE`;

type LatePayment = { paymentNo: string; method: OnlineMethod; amountCents: number };

/**
 * Gives back a payment whose money arrived when what it paid for could no longer be paid, through
 * the provider that took it, under a refund number derived from the payment (so a retry after a
 * crash or a second node's run refunds once), then records it as refunded. Answers whether it did.
 */
export async function refundLatePayment(db: Db, providers: PaymentProviders, late: LatePayment, now: Date): Promise<boolean> {
  const provider = providers.online.get(late.method);
  if (!provider) return false;
  const request = { paymentNo: late.paymentNo, outRefundNo: lateRefundNo(late.paymentNo), amountCents: late.amountCents };
  const verified = provider.verifyRefundNotification(await provider.refund(db, request, now));
  if (verified.paymentNo !== late.paymentNo || verified.outRefundNo !== request.outRefundNo || verified.amountCents !== late.amountCents) return false;
  const moved = await db
    .update(payments)
    .set({ status: 'refunded' })
    .where(and(eq(payments.paymentNo, late.paymentNo), eq(payments.status, 'late')))
    .returning({ id: payments.id });
  if (moved.length === 0) return false;
  latePaymentsRefunded.inc({ method: late.method });
  return true;
}

/** Every late payment of the configured providers, given back; answers how many. */
export async function refundLatePayments(db: Db, providers: PaymentProviders, now: Date, log: (error: unknown, paymentNo: string) => void): Promise<number> {
  const methods = [...providers.online.keys()];
  if (methods.length === 0) return 0;
  const rows = await db
    .select({ paymentNo: payments.paymentNo, method: payments.method, amountCents: payments.amountCents })
    .from(payments)
    .where(and(eq(payments.status, 'late'), inArray(payments.method, methods)))
    .limit(50);
  let refunded = 0;
  for (const row of rows) {
    try {
      if (await refundLatePayment(db, providers, { ...row, method: row.method as OnlineMethod }, now)) refunded += 1;
    } catch (error) {
      log(error, row.paymentNo);
    }
  }
  return refunded;
}

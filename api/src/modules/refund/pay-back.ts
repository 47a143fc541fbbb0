import type { PaymentMethod } from '@shop/contract';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/in-transaction';
import { payments } from '../../db/schema';
import { conflict, refused } from '../../http/errors';
import type { OrderRow } from '../order';
import type { PaymentProviders } from '../payment-provider';
import { creditWallet } from '../wallet';

type Refund = { id: number; refundNo: string; amountCents: number };
type PaidBack = { method: PaymentMethod; providerRefundNo: string | null };

/** Wallet money goes back to the wallet: the balance and a ledger row naming the refund (unique, so once). */
async function backToWallet(tx: Tx, refund: Refund, order: OrderRow, now: Date): Promise<PaidBack> {
  await creditWallet(tx, {
    userId: order.userId,
    orderId: order.id,
    refundId: refund.id,
    amountCents: refund.amountCents,
    description: { zh: `订单退款 ${order.orderNo}`, en: `Refund for order ${order.orderNo}` },
    at: now,
  });
  return { method: 'balance', providerRefundNo: null };
}

/**
 * Online money goes back through the provider that took it: the shop asks for the refund under its
 * own refund number and acts only on the provider's notification once its signature checks out and
 * it names this payment, this refund and this amount.
 */
async function backThroughProvider(tx: Tx, providers: PaymentProviders, method: Exclude<PaymentMethod, 'balance'>, refund: Refund, order: OrderRow, now: Date): Promise<PaidBack> {
  const provider = providers.online.get(method);
  if (!provider) throw conflict('refund_provider_unavailable', 'id');
  const [payment] = await tx
    .select({ paymentNo: payments.paymentNo })
    .from(payments)
    .where(and(eq(payments.orderId, order.id), eq(payments.method, method), eq(payments.status, 'paid')));
  if (!payment) throw conflict('refund_provider_unavailable', 'id');
  const notification = await provider.refund(tx, { paymentNo: payment.paymentNo, outRefundNo: refund.refundNo, amountCents: refund.amountCents }, now);
  const verified = provider.verifyRefundNotification(notification);
  if (verified.paymentNo !== payment.paymentNo || verified.outRefundNo !== refund.refundNo) throw refused('notification_mismatch', 'payment_no');
  if (verified.amountCents !== refund.amountCents) throw refused('amount_mismatch', 'amount_cents');
  return { method, providerRefundNo: verified.refundNo };
}

/** Pays an approved refund back to where the order's money came from, inside the approval's transaction. */
export function payBack(tx: Tx, providers: PaymentProviders, refund: Refund, order: OrderRow, now: Date): Promise<PaidBack> {
  const method = order.paymentMethod;
  if (method === null) throw conflict('refund_provider_unavailable', 'id');
  return method === 'balance' ? backToWallet(tx, refund, order, now) : backThroughProvider(tx, providers, method, refund, order, now);
}

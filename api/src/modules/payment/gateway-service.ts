import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { NotificationReceipt, PaymentMethod, SandboxNotification } from '@shop/contract';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { inTransaction } from '../../db/in-transaction';
import { orders, payments, processedNotifications } from '../../db/schema';
import { AppError, refused } from '../../http/errors';
import { isPayable, markOrderPaid, whyUnpayable } from '../order/lifecycle-service';
import { findOwnOrder } from '../order/find-own-order';
import type { VerifiedNotification } from './payment-provider';
import { newPaymentNo } from './wallet-service';

export const SANDBOX_PAY_PATH = '/homeapi/sandbox/pay';

/** A notification before it is signed. */
type GatewayNotification = Omit<SandboxNotification, 'sign'>;

/** The signed text: every field but the signature, by name, as `key=value` joined with `&`. */
const signedText = (notification: GatewayNotification) =>
  `amount_cents=${notification.amount_cents}&order_no=${notification.order_no}&paid_at=${notification.paid_at}&payment_no=${notification.payment_no}`;

export function signNotification(secret: string, notification: GatewayNotification): string {
  return createHmac('sha256', secret).update(signedText(notification)).digest('hex');
}

function hasValidSignature(secret: string, notification: SandboxNotification): boolean {
  const expected = new Uint8Array(Buffer.from(signNotification(secret, notification), 'hex'));
  const given = new Uint8Array(Buffer.from(notification.sign, 'hex'));
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * payment/index with an online method: a pending payment for the order's payable amount, reused
 * while the amount is the same, whose token opens the provider's pay page.
 */
export async function startGatewayPayment(db: Db, method: PaymentMethod, member: { userId: number; orderId: number }, now: Date): Promise<{ token: string }> {
  const { userId, orderId } = member;
  const order = await findOwnOrder(db, userId, orderId);
  if (!isPayable(order, now)) throw whyUnpayable(order);
  const [pending] = await db
    .select({ token: payments.gatewayToken })
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.method, method), eq(payments.status, 'pending'), eq(payments.amountCents, order.payableCents)))
    .orderBy(desc(payments.id))
    .limit(1);
  if (pending?.token) return { token: pending.token };
  const token = randomBytes(24).toString('base64url');
  await db.insert(payments).values({
    paymentNo: newPaymentNo(now),
    orderId,
    method,
    amountCents: order.payableCents,
    gatewayToken: token,
    createdAt: now,
  });
  return { token };
}

/** The sandbox's check of a notification: its HMAC-SHA256 signature under the gateway secret. */
export function verifySandboxNotification(secret: string, notification: SandboxNotification): VerifiedNotification {
  if (!hasValidSignature(secret, notification)) throw refused('sign_invalid', 'sign');
  return {
    paymentNo: notification.payment_no,
    orderNo: notification.order_no,
    amountCents: notification.amount_cents,
    paidAt: notification.paid_at,
    signature: notification.sign,
  };
}

/**
 * A provider's verified notification says a payment went through. An unknown payment, another
 * provider's, another order's number or an amount other than the order's payable changes nothing
 * and is refused. A notification already acted on is answered as success again without acting.
 * Otherwise, in one transaction: record the notification, mark the order paid (only if still
 * unpaid and unexpired) and the payment settled.
 */
export async function settleGatewayPayment(db: Db, method: PaymentMethod, notification: VerifiedNotification, now: Date): Promise<Omit<NotificationReceipt, 'status'>> {
  return inTransaction(db, async (tx) => {
    const [payment] = await tx.select().from(payments).where(eq(payments.paymentNo, notification.paymentNo)).for('update');
    if (!payment || payment.method !== method) throw refused('notification_mismatch', 'payment_no');
    const [order] = await tx.select().from(orders).where(eq(orders.id, payment.orderId));
    if (!order || order.orderNo !== notification.orderNo) throw refused('notification_mismatch', 'order_no');
    if (notification.amountCents !== payment.amountCents || notification.amountCents !== order.payableCents) {
      throw refused('amount_mismatch', 'amount_cents');
    }
    const recorded = await tx
      .insert(processedNotifications)
      .values({ paymentNo: payment.paymentNo, sign: notification.signature, processedAt: now })
      .onConflictDoNothing()
      .returning({ paymentNo: processedNotifications.paymentNo });
    if (recorded.length === 0 || payment.status === 'paid') return { order_id: order.id, replayed: true };
    if (!(await markOrderPaid(tx, order, method, now))) throw whyUnpayable((await tx.select().from(orders).where(eq(orders.id, order.id)))[0]!);
    await tx.update(payments).set({ status: 'paid', paidAt: now }).where(eq(payments.id, payment.id));
    return { order_id: order.id, replayed: false };
  });
}

export async function findGatewayPayment(db: Db, token: string) {
  const [row] = await db
    .select({ payment: payments, order: orders })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(eq(payments.gatewayToken, token));
  return row ?? null;
}

/**
 * The pay page's Pay button: the sandbox gateway signs a notification for the payment and delivers
 * it through verification and settlement, the very code path an external gateway's POST takes.
 */
export async function payOnSandboxPage(db: Db, secret: string, token: string, now: Date): Promise<{ orderId: number; paid: boolean } | null> {
  const found = await findGatewayPayment(db, token);
  if (!found) return null;
  if (found.payment.status === 'paid') return { orderId: found.order.id, paid: true };
  if (!isPayable(found.order, now)) return { orderId: found.order.id, paid: false };
  const notification: GatewayNotification = {
    payment_no: found.payment.paymentNo,
    order_no: found.order.orderNo,
    amount_cents: found.payment.amountCents,
    paid_at: now.toISOString(),
  };
  try {
    const verified = verifySandboxNotification(secret, { ...notification, sign: signNotification(secret, notification) });
    await settleGatewayPayment(db, 'sandbox', verified, now);
    return { orderId: found.order.id, paid: true };
  } catch (error) {
    if (error instanceof AppError) return { orderId: found.order.id, paid: false };
    throw error;
  }
}

/** A payment as the shop recorded it, by its number. */
export async function findPaymentByNo(db: Db, paymentNo: string) {
  const [row] = await db.select().from(payments).where(eq(payments.paymentNo, paymentNo));
  return row ?? null;
}

import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { PaymentMethod, SandboxNotification } from '@shop/contract';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { inTransaction, type Tx } from '../../db/in-transaction';
import { orders, payments, processedNotifications, recharges } from '../../db/schema';
import { AppError, refused } from '../../http/errors';
import { findOwnOrderRow, isPayable, markOrderPaid, whyUnpayable } from '../order';
import { assertRechargePayable, creditRecharge, findOwnRecharge, isRechargePayable } from '../wallet';
import type { PaymentPurpose, VerifiedNotification } from '../payment-provider';
import { paymentsSettled } from '../metrics';
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

/** The amount an online payment must carry: the order's payable amount, or the top-up's amount. */
async function amountToPay(db: Db, target: { userId: number } & PaymentPurpose, now: Date): Promise<number> {
  if ('orderId' in target) {
    const order = await findOwnOrderRow(db, target.userId, target.orderId);
    if (!isPayable(order, now)) throw whyUnpayable(order);
    return order.payableCents;
  }
  const recharge = await findOwnRecharge(db, target.userId, target.rechargeId);
  assertRechargePayable(recharge, now);
  return recharge.amountCents;
}

/**
 * An online payment for one of the member's orders (payment/index) or top-ups (recharge/create): a
 * pending payment for the amount due, reused while the amount is the same, whose token opens the
 * provider's pay page.
 */
export async function startGatewayPayment(db: Db, method: PaymentMethod, target: { userId: number } & PaymentPurpose, now: Date): Promise<{ token: string }> {
  const amountCents = await amountToPay(db, target, now);
  const paysFor = 'orderId' in target ? eq(payments.orderId, target.orderId) : eq(payments.rechargeId, target.rechargeId);
  const [pending] = await db
    .select({ token: payments.gatewayToken })
    .from(payments)
    .where(and(paysFor, eq(payments.method, method), eq(payments.status, 'pending'), eq(payments.amountCents, amountCents)))
    .orderBy(desc(payments.id))
    .limit(1);
  if (pending?.token) return { token: pending.token };
  const token = randomBytes(24).toString('base64url');
  await db.insert(payments).values({
    paymentNo: newPaymentNo(now),
    orderId: 'orderId' in target ? target.orderId : null,
    rechargeId: 'rechargeId' in target ? target.rechargeId : null,
    method,
    amountCents,
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

type PaymentRow = typeof payments.$inferSelect;
/**
 * What a notification settled: the order paid or the top-up credited, whether it was a replay, and
 * whether the money came late (for an order or top-up that could no longer be paid: it goes back).
 */
type Settled = ({ order_id: number } | { recharge_id: number }) & { replayed: boolean; late: boolean };

/** Money that came when its order or top-up could no longer be paid, given back or about to be. */
const cameLate = (payment: PaymentRow) => payment.status === 'late' || payment.status === 'refunded';

/** Records the notification; false when it was recorded before (a replay). */
async function recordNotification(tx: Tx, payment: PaymentRow, notification: VerifiedNotification, now: Date): Promise<boolean> {
  const recorded = await tx
    .insert(processedNotifications)
    .values({ paymentNo: payment.paymentNo, sign: notification.signature, processedAt: now })
    .onConflictDoNothing()
    .returning({ paymentNo: processedNotifications.paymentNo });
  return recorded.length > 0 && payment.status !== 'paid' && !cameLate(payment);
}

/** The payment went through at the provider: paid, or late when what it paid for could no longer be paid. */
const markPaymentSettled = (tx: Tx, payment: PaymentRow, notification: VerifiedNotification, status: 'paid' | 'late', now: Date) =>
  tx
    .update(payments)
    .set({ status, paidAt: now, providerTradeNo: notification.tradeNo ?? null })
    .where(eq(payments.id, payment.id));

/** An order's payment: the order moves to paid only if still unpaid and unexpired. */
async function settleOrderPayment(tx: Tx, payment: PaymentRow & { orderId: number }, notification: VerifiedNotification, now: Date): Promise<Settled> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, payment.orderId));
  if (!order || order.orderNo !== notification.orderNo) throw refused('notification_mismatch', 'order_no');
  if (notification.amountCents !== payment.amountCents || notification.amountCents !== order.payableCents) {
    throw refused('amount_mismatch', 'amount_cents');
  }
  if (!(await recordNotification(tx, payment, notification, now))) return { order_id: order.id, replayed: true, late: cameLate(payment) };
  // Paid after the window closed, after a cancellation, or a second time: the money is the member's.
  const late = !(await markOrderPaid(tx, order, payment.method, now));
  await markPaymentSettled(tx, payment, notification, late ? 'late' : 'paid', now);
  return { order_id: order.id, replayed: false, late };
}

/** A top-up's payment: the balance is credited only if the top-up is still pending and unexpired. */
async function settleRechargePayment(tx: Tx, payment: PaymentRow & { rechargeId: number }, notification: VerifiedNotification, now: Date): Promise<Settled> {
  const [recharge] = await tx.select().from(recharges).where(eq(recharges.id, payment.rechargeId)).for('update');
  if (!recharge || recharge.rechargeNo !== notification.orderNo) throw refused('notification_mismatch', 'order_no');
  if (notification.amountCents !== payment.amountCents || notification.amountCents !== recharge.amountCents) {
    throw refused('amount_mismatch', 'amount_cents');
  }
  if (!(await recordNotification(tx, payment, notification, now))) return { recharge_id: recharge.id, replayed: true, late: cameLate(payment) };
  const late = !(await creditRecharge(tx, recharge, now));
  await markPaymentSettled(tx, payment, notification, late ? 'late' : 'paid', now);
  return { recharge_id: recharge.id, replayed: false, late };
}

/**
 * A provider's verified notification says a payment went through. An unknown payment, another
 * provider's, another order's or top-up's number, or an amount other than the one due changes
 * nothing and is refused. A notification already acted on is answered as success again without
 * acting. Otherwise, in one transaction with the payment row locked (so duplicates delivered at
 * once queue behind each other): record the notification, then mark the order paid or credit the
 * top-up to the balance, and the payment settled. Money that arrives when the order or top-up can
 * no longer be paid (expired, cancelled, paid another way) marks the payment `late`: it is taken,
 * so it is acknowledged, and refundLatePayment gives it back.
 */
export async function settleGatewayPayment(db: Db, method: PaymentMethod, notification: VerifiedNotification, now: Date): Promise<Settled> {
  const settled = await inTransaction(db, async (tx) => {
    const [payment] = await tx.select().from(payments).where(eq(payments.paymentNo, notification.paymentNo)).for('update');
    if (!payment || payment.method !== method) throw refused('notification_mismatch', 'payment_no');
    const { orderId, rechargeId } = payment;
    if (orderId !== null) return settleOrderPayment(tx, { ...payment, orderId }, notification, now);
    if (rechargeId !== null) return settleRechargePayment(tx, { ...payment, rechargeId }, notification, now);
    throw refused('notification_mismatch', 'payment_no');
  });
  // Once committed, and once per payment: a replayed notification, or money that came late, is not a sale.
  if (!settled.replayed && !settled.late) paymentsSettled.inc({ method, purpose: 'order_id' in settled ? 'order' : 'recharge' });
  return settled;
}

/** A gateway payment by its pay-page token: what it pays for, that record's number, and whether it can still be paid. */
export type GatewayPayment = {
  payment: PaymentRow;
  purpose: PaymentPurpose;
  /** The number the gateway knows it by: the order's, or the top-up's. */
  merchantNo: string;
  payable: boolean;
};

export async function findGatewayPayment(db: Db, token: string, now: Date): Promise<GatewayPayment | null> {
  const [row] = await db
    .select({ payment: payments, order: orders, recharge: recharges })
    .from(payments)
    .leftJoin(orders, eq(orders.id, payments.orderId))
    .leftJoin(recharges, eq(recharges.id, payments.rechargeId))
    .where(eq(payments.gatewayToken, token));
  if (!row) return null;
  const { payment, order, recharge } = row;
  const pending = payment.status === 'pending';
  if (order) return { payment, purpose: { orderId: order.id }, merchantNo: order.orderNo, payable: pending && isPayable(order, now) };
  if (recharge) return { payment, purpose: { rechargeId: recharge.id }, merchantNo: recharge.rechargeNo, payable: pending && isRechargePayable(recharge, now) };
  return null;
}

/**
 * The pay page's Pay button: the sandbox gateway signs a notification for the payment and delivers
 * it through verification and settlement, the very code path an external gateway's POST takes.
 */
export async function payOnSandboxPage(db: Db, secret: string, token: string, now: Date): Promise<(PaymentPurpose & { paid: boolean }) | null> {
  const found = await findGatewayPayment(db, token, now);
  if (!found) return null;
  const { payment, purpose } = found;
  if (payment.status === 'paid') return { ...purpose, paid: true };
  if (!found.payable) return { ...purpose, paid: false };
  const notification: GatewayNotification = {
    payment_no: payment.paymentNo,
    order_no: found.merchantNo,
    amount_cents: payment.amountCents,
    paid_at: now.toISOString(),
  };
  try {
    const verified = verifySandboxNotification(secret, { ...notification, sign: signNotification(secret, notification) });
    const settled = await settleGatewayPayment(db, 'sandbox', verified, now);
    return { ...purpose, paid: !settled.late };
  } catch (error) {
    if (error instanceof AppError) return { ...purpose, paid: false };
    throw error;
  }
}

/** A payment as the shop recorded it, by its number. */
export async function findPaymentByNo(db: Db, paymentNo: string) {
  const [row] = await db.select().from(payments).where(eq(payments.paymentNo, paymentNo));
  return row ?? null;
}

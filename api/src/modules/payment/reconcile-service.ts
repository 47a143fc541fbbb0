import { and, asc, eq, inArray, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders, payments, recharges } from '../../db/schema';
import { isPayable } from '../order';
import type { OnlineMethod, PaymentProvider, PaymentProviders } from '../payment-provider';
import { isRechargePayable } from '../wallet';
import { settleGatewayPayment } from './gateway-service';
import { refundLatePayment, refundLatePayments } from './late-payment-refund';

/** A provider's notification normally arrives within seconds; a payment pending longer than this is asked about. */
export const ASK_PROVIDER_AFTER_MS = 2 * 60_000;
/** How many pending payments one run asks about, oldest first; the next minute's run takes the rest. */
const BATCH = 100;

type Pending = { paymentNo: string; method: OnlineMethod; merchantNo: string; payable: boolean };
type Logger = (error: unknown, paymentNo: string) => void;

async function pendingPayments(db: Db, methods: OnlineMethod[], now: Date): Promise<Pending[]> {
  const rows = await db
    .select({ payment: payments, order: orders, recharge: recharges })
    .from(payments)
    .leftJoin(orders, eq(orders.id, payments.orderId))
    .leftJoin(recharges, eq(recharges.id, payments.rechargeId))
    .where(and(eq(payments.status, 'pending'), inArray(payments.method, methods), lt(payments.createdAt, new Date(now.getTime() - ASK_PROVIDER_AFTER_MS))))
    .orderBy(asc(payments.id))
    .limit(BATCH);
  return rows.flatMap(({ payment, order, recharge }) => {
    const method = payment.method as OnlineMethod;
    if (order) return [{ paymentNo: payment.paymentNo, method, merchantNo: order.orderNo, payable: isPayable(order, now) }];
    if (recharge) return [{ paymentNo: payment.paymentNo, method, merchantNo: recharge.rechargeNo, payable: isRechargePayable(recharge, now) }];
    return [];
  });
}

const markClosed = (db: Db, paymentNo: string) => db.update(payments).set({ status: 'closed' }).where(and(eq(payments.paymentNo, paymentNo), eq(payments.status, 'pending'))).returning({ id: payments.id });

/** One pending payment: paid at the provider (a notification went missing), closed there, or to be closed now. */
async function reconcileOne(db: Db, providers: PaymentProviders, provider: PaymentProvider, pending: Pending, now: Date): Promise<boolean> {
  const state = await provider.query(db, pending.paymentNo);
  if (state?.status === 'paid') {
    // The provider's signed answer is about our payment number; what it paid for is ours to name.
    const settled = await settleGatewayPayment(db, pending.method, { ...state.paid, orderNo: pending.merchantNo }, now);
    if (settled.late && !settled.replayed) await refundLatePayment(db, providers, { paymentNo: pending.paymentNo, method: pending.method, amountCents: state.amount_cents }, now);
    return !settled.replayed;
  }
  if (state?.status === 'closed' || state === null) return pending.payable ? false : (await markClosed(db, pending.paymentNo)).length > 0;
  if (pending.payable) return false;
  // The window is over: the shopper's code must stop working at the provider too.
  await provider.close(db, pending.paymentNo);
  return (await markClosed(db, pending.paymentNo)).length > 0;
}

/**
 * The money always reconciles: every pending online payment older than a couple of minutes is asked
 * about at its provider. Paid there settles it as its notification would have (once, however often
 * asked); a payment whose order or top-up can no longer be paid is closed at the provider; money that
 * came late goes back. Answers how many payments moved; one payment's failure (a provider down) is
 * logged and left for the next run.
 */
export async function reconcilePayments(db: Db, providers: PaymentProviders, now: Date, log: Logger): Promise<number> {
  const methods = [...providers.online.keys()];
  if (methods.length === 0) return 0;
  let moved = 0;
  for (const pending of await pendingPayments(db, methods, now)) {
    try {
      if (await reconcileOne(db, providers, providers.online.get(pending.method)!, pending, now)) moved += 1;
    } catch (error) {
      log(error, pending.paymentNo);
    }
  }
  return moved + (await refundLatePayments(db, providers, now, log));
}

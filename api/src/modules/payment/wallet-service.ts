import { RESULT_CODE } from '@shop/contract';
import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/client';
import { inTransaction } from '../../db/in-transaction';
import { payments } from '../../db/schema';
import { AppError } from '../../http/errors';
import { findOwnOrderRow, markOwnOrderPaid, whyUnpayable } from '../order';
import { debitWalletAlongside, type LedgerStatement } from '../wallet';
import { paymentsSettled } from '../metrics';

/** P + China-time timestamp + random hex: unique without a lookup, readable by support staff. */
export function newPaymentNo(now: Date): string {
  const stamp = new Date(now.getTime() + 8 * 60 * 60 * 1000).toISOString().replace(/\D/g, '').slice(0, 14);
  return `P${stamp}${randomBytes(8).toString('hex')}`;
}

const insufficientBalance = () => new AppError(400, RESULT_CODE.refused, 'balance_insufficient', { field: 'method' });

/**
 * Pays an order from the member's balance. One transaction: the order moves to paid only if it is
 * still unpaid and unexpired, the wallet's ledger takes the amount only if the balance covers it,
 * and its row and the payment record are written with them; any miss rolls back everything. Two
 * submissions of the same order therefore charge once: the second finds the order already paid.
 */
export async function payWithBalance(db: Db, userId: number, orderId: number, now: Date): Promise<{ status: 'paid'; order_id: number }> {
  const paid = await inTransaction(db, async (tx) => {
    const order = await markOwnOrderPaid(tx, userId, orderId, 'balance', now);
    if (!order) throw whyUnpayable(await findOwnOrderRow(tx, userId, orderId));
    const entry = {
      userId,
      orderId,
      amountCents: order.payableCents,
      description: { zh: `订单支付 ${order.orderNo}`, en: `Payment for order ${order.orderNo}` },
      at: now,
    };
    // The ledger row and the payment record in one statement.
    const paymentRecord = (ledger: LedgerStatement) =>
      tx.with(ledger).insert(payments).values({
        paymentNo: newPaymentNo(now),
        orderId,
        method: 'balance',
        amountCents: order.payableCents,
        status: 'paid',
        paidAt: now,
        createdAt: now,
      });
    if ((await debitWalletAlongside(tx, entry, paymentRecord)) === null) throw insufficientBalance();
    return { status: 'paid' as const, order_id: orderId };
  });
  paymentsSettled.inc({ method: 'balance', purpose: 'order' });
  return paid;
}

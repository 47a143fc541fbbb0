import { ORDER_STATUS } from '@shop/contract';
import type { FastifyRequest } from 'fastify';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { inTransaction, type Tx } from '../../db/in-transaction';
import { orderItems, orders, refundItems, refunds } from '../../db/schema';
import { conflict, notFound } from '../../http/errors';
import { recordAudit } from '../audit';
import type { PaymentProviders } from '../payment-provider';
import type { Staff } from '../staff';
import { activityOrders, moveGoodsSales } from '../order';
import { returnToStock } from '../stock';
import { refundsCompleted } from '../metrics';
import { payBack } from './pay-back';
import { restocks } from './refund-rules';

/**
 * A pending request, locked for the rest of the transaction: two decisions on one request run one
 * after the other, and the second finds it decided. `userId` scopes it to its member (null: the back office).
 */
async function lockPendingRefund(tx: Tx, id: number, userId: number | null) {
  const [refund] = await tx
    .select()
    .from(refunds)
    .where(and(eq(refunds.id, id), userId === null ? undefined : eq(refunds.userId, userId)))
    .for('update');
  if (!refund) throw notFound();
  if (refund.status !== 'pending') throw conflict('refund_not_pending', 'id');
  return refund;
}

/** The back-office user deciding, and the request they decide in (for the audit log's address). */
export type Reviewer = { staff: Staff; request: FastifyRequest };

/** The audit row of a decision, written in the decision's transaction. */
function auditDecision(tx: Tx, reviewer: Reviewer, refund: typeof refunds.$inferSelect, after: Record<string, unknown>) {
  const entry = { action: `refund.${after.status === 'approved' ? 'approve' : 'reject'}`, targetType: 'refund', targetId: refund.id, before: { status: refund.status }, after };
  return recordAudit(tx, reviewer.staff, entry, reviewer.request);
}

/** The order goes back to the status it had when the request was made. */
async function restoreOrder(tx: Tx, orderId: number): Promise<void> {
  await tx
    .update(orders)
    .set({ status: sql`${orders.statusBeforeRefund}`, statusBeforeRefund: null })
    .where(and(eq(orders.id, orderId), eq(orders.status, ORDER_STATUS.refund), isNotNull(orders.statusBeforeRefund)));
}

/** refund/cancel: the member withdraws a pending request; the order returns to where it was. */
export async function cancelRefund(db: Db, userId: number, id: number, now: Date): Promise<void> {
  await inTransaction(db, async (tx) => {
    const refund = await lockPendingRefund(tx, id, userId);
    await tx.update(refunds).set({ status: 'cancelled', cancelledAt: now }).where(eq(refunds.id, refund.id));
    await restoreOrder(tx, refund.orderId);
  });
}

/** admin/refund/reject: the shop refuses a pending request, saying why; the order returns to where it was. */
export async function rejectRefund(db: Db, id: number, note: string, now: Date, reviewer: Reviewer): Promise<void> {
  await inTransaction(db, async (tx) => {
    const refund = await lockPendingRefund(tx, id, null);
    await tx.update(refunds).set({ status: 'rejected', handledAt: now, merchantNote: note }).where(eq(refunds.id, refund.id));
    await restoreOrder(tx, refund.orderId);
    await auditDecision(tx, reviewer, refund, { status: 'rejected', note });
  });
}

/**
 * admin/refund/approve, in one transaction with the request and its order locked: pays the amount
 * back where the money came from, restocks the SKUs when the goods come back, counts the refunded
 * units and cents on the lines and the order, and settles the order: refunded (6) once every unit
 * is, else back to the status it had. Any failure (the provider refusing, say) changes nothing.
 */
export async function approveRefund(db: Db, providers: PaymentProviders, id: number, note: string, now: Date, reviewer: Reviewer): Promise<void> {
  const method = await inTransaction(db, async (tx) => {
    const refund = await lockPendingRefund(tx, id, null);
    const [order] = await tx.select().from(orders).where(eq(orders.id, refund.orderId)).for('update');
    if (!order || order.statusBeforeRefund === null) throw conflict('refund_not_pending', 'id');
    const lines = await tx
      .select({ orderItemId: refundItems.orderItemId, quantity: refundItems.quantity, amountCents: refundItems.amountCents, skuId: orderItems.skuId, goodsId: orderItems.goodsId })
      .from(refundItems)
      .innerJoin(orderItems, eq(orderItems.id, refundItems.orderItemId))
      .where(eq(refundItems.refundId, refund.id));

    const paid = await payBack(tx, providers, refund, order, now);
    if (restocks(refund.kind, order.statusBeforeRefund, order.delivery)) {
      await returnToStock(tx, lines);
    }
    await moveGoodsSales(tx, lines, -1);
    for (const line of lines) {
      await tx
        .update(orderItems)
        .set({ refundedQuantity: sql`${orderItems.refundedQuantity} + ${line.quantity}`, refundedCents: sql`${orderItems.refundedCents} + ${line.amountCents}` })
        .where(eq(orderItems.id, line.orderItemId));
    }
    const [left] = await tx
      .select({ units: sql<number>`coalesce(sum(${orderItems.quantity} - ${orderItems.refundedQuantity}), 0)::int` })
      .from(orderItems)
      .where(eq(orderItems.orderId, order.id));
    await tx
      .update(orders)
      .set({
        refundedCents: sql`${orders.refundedCents} + ${refund.amountCents}`,
        status: left!.units === 0 ? ORDER_STATUS.refund : order.statusBeforeRefund,
        statusBeforeRefund: null,
      })
      .where(eq(orders.id, order.id));
    if (left!.units === 0 && order.activityType !== null) await activityOrders().refundedInFull(tx, order, now);
    await tx
      .update(refunds)
      .set({ status: 'approved', handledAt: now, merchantNote: note, refundMethod: paid.method, providerRefundNo: paid.providerRefundNo })
      .where(eq(refunds.id, refund.id));
    await auditDecision(tx, reviewer, refund, { status: 'approved', note, amount_cents: refund.amountCents, refund_method: paid.method });
    return paid.method;
  });
  refundsCompleted.inc({ method });
}

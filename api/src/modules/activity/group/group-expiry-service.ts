import { ORDER_STATUS } from '@shop/contract';
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { inTransaction, type Tx } from '../../../db/in-transaction';
import { activityGroups, groupMembers, orderItems, orders, refundItems, refunds } from '../../../db/schema';
import { cancelUnpaid, formatOrderNo, moveGoodsSales, nextSerialId, type OrderRow } from '../../order';
import type { PaymentProviders } from '../../payment-provider';
import { payBack, restocks } from '../../refund';
import { returnToActivity, returnToStock } from '../../stock';
import { LIVE_SEATS } from './group-checkout';

/**
 * The units of a paid order not refunded yet go back: to the warehouse when they never left it, and
 * to the activity (its `sold` goes down). In SKU order, like every stock change.
 */
async function giveBackUnits(tx: Tx, order: OrderRow, lines: Array<typeof orderItems.$inferSelect>): Promise<void> {
  const units = lines.map((line) => ({ skuId: line.skuId, quantity: line.quantity - line.refundedQuantity }));
  if (restocks('refund', order.statusBeforeRefund ?? order.status, order.delivery)) await returnToStock(tx, units);
  await returnToActivity(tx, order.activityId!, units);
  await moveGoodsSales(
    tx,
    lines.map((line) => ({ goodsId: line.goodsId, quantity: line.quantity - line.refundedQuantity })),
    -1,
  );
}

/**
 * Pays a paid member of a failed group back, whole, to where the money came from: an approved
 * refund of everything not refunded yet (a request the member left open is withdrawn first), paid
 * back through payBack (the wallet ledger names the refund, once), the units back in stock, the
 * lines and the order counted refunded (status 6). The order is locked by the caller.
 */
async function refundSeat(tx: Tx, providers: PaymentProviders, orderId: number, now: Date): Promise<void> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
  await tx
    .update(refunds)
    .set({ status: 'cancelled', cancelledAt: now })
    .where(and(eq(refunds.orderId, orderId), eq(refunds.status, 'pending')));
  const amountCents = order!.paidCents - order!.refundedCents;
  if (amountCents > 0) {
    const lines = await tx.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.id));
    const id = await nextSerialId(tx, 'refunds');
    const refund = { id, refundNo: `R${formatOrderNo(now, id)}`, amountCents };
    await tx.insert(refunds).values({
      ...refund,
      orderId,
      userId: order!.userId,
      kind: 'refund',
      status: 'approved',
      // A reason of the shop's own: the pages word it in the member's language.
      reason: 'group_failed',
      merchantNote: '',
      handledAt: now,
      createdAt: now,
    });
    const open = lines.filter((line) => line.quantity > line.refundedQuantity);
    if (open.length > 0) {
      await tx
        .insert(refundItems)
        .values(open.map((line) => ({ refundId: id, orderItemId: line.id, quantity: line.quantity - line.refundedQuantity, amountCents: line.paidCents - line.refundedCents })));
    }
    const paid = await payBack(tx, providers, refund, order!, now);
    await tx.update(refunds).set({ refundMethod: paid.method, providerRefundNo: paid.providerRefundNo }).where(eq(refunds.id, id));
    await giveBackUnits(tx, order!, lines);
    await tx
      .update(orderItems)
      .set({ refundedQuantity: sql`${orderItems.quantity}`, refundedCents: sql`${orderItems.paidCents}` })
      .where(eq(orderItems.orderId, orderId));
  }
  await tx.update(orders).set({ status: ORDER_STATUS.refund, statusBeforeRefund: null, refundedCents: order!.paidCents }).where(eq(orders.id, orderId));
  await tx.update(groupMembers).set({ status: 'refunded' }).where(eq(groupMembers.orderId, orderId));
}

/**
 * Fails one group whose window has closed, in one transaction: the group locked (skipped when
 * another node is settling it), then its members' orders. An order another transaction holds is
 * being paid or cancelled right now, and that transaction may be waiting for this group: the group
 * is left for the next run instead of waiting. Every paid member is refunded, every unpaid order
 * cancelled (stock, coupon and seat released); the group's status guard makes all of it happen once.
 */
function failGroup(db: Db, providers: PaymentProviders, groupId: number, now: Date): Promise<boolean> {
  return inTransaction(db, async (tx) => {
    const [group] = await tx
      .select({ id: activityGroups.id })
      .from(activityGroups)
      .where(and(eq(activityGroups.id, groupId), eq(activityGroups.status, 'open'), lte(activityGroups.expiresAt, now)))
      .for('update', { skipLocked: true });
    if (!group) return false;
    const live = and(eq(groupMembers.groupId, groupId), inArray(groupMembers.status, [...LIVE_SEATS]));
    const held = await tx.select({ orderId: groupMembers.orderId }).from(groupMembers).where(live);
    if (held.length > 0) {
      const orderIds = held.map((seat) => seat.orderId);
      const locked = await tx.select({ id: orders.id }).from(orders).where(inArray(orders.id, orderIds)).orderBy(asc(orders.id)).for('update', { skipLocked: true });
      if (locked.length < orderIds.length) return false;
    }
    await tx.update(activityGroups).set({ status: 'failed', settledAt: now }).where(eq(activityGroups.id, groupId));
    // Read again now that the orders are locked: a payment that committed meanwhile has made its seat paid.
    const seats = await tx.select({ orderId: groupMembers.orderId, status: groupMembers.status }).from(groupMembers).where(live).orderBy(asc(groupMembers.id));
    for (const seat of seats) {
      if (seat.status === 'paid') await refundSeat(tx, providers, seat.orderId, now);
      else await cancelUnpaid(tx, seat.orderId, now);
    }
    return true;
  });
}

/**
 * Settles every open group whose window has closed (of one activity when `activityId` is given):
 * it failed, since a group succeeds the moment its last seat is paid inside its window. Runs on a
 * timer on every API node, and before the group pages are read so that they are never stale.
 * Answers how many groups this call failed; throws once every due group was tried if any could not
 * be settled (each such group stays open, to be tried again).
 */
export async function settleExpiredGroups(db: Db, providers: PaymentProviders, now: Date, activityId?: number): Promise<number> {
  const due = await db
    .select({ id: activityGroups.id })
    .from(activityGroups)
    .where(and(eq(activityGroups.status, 'open'), lte(activityGroups.expiresAt, now), activityId === undefined ? undefined : eq(activityGroups.activityId, activityId)))
    .orderBy(asc(activityGroups.expiresAt))
    .limit(200);
  let failed = 0;
  const errors: unknown[] = [];
  for (const { id } of due) {
    // One group that cannot be paid back now (its provider down) must not hold up the groups behind it.
    try {
      if (await failGroup(db, providers, id, now)) failed += 1;
    } catch (error) {
      errors.push(error);
    }
  }
  if (errors.length > 0) throw new AggregateError(errors, `${errors.length} of ${due.length} expired groups could not be settled`);
  return failed;
}

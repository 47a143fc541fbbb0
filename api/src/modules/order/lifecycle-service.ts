import { randomInt } from 'node:crypto';
import { and, asc, eq, gt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cartItems, memberCoupons, orders, type OrderStatus, type PaymentMethod } from '../../db/schema';
import { AppError, notFound, refused, ResultCode } from '../../http/errors';
import type { MessageKey } from '../../http/i18n';
import { countCartRows } from '../cart/service';
import { loadSkuDetails } from '../goods/sku-service';
import { findOwnOrder, type OrderRow } from './query-service';
import { releaseStock } from './stock-service';
import type { ShipOrderInput } from './schemas';

const stateConflict = (messageKey: MessageKey) => new AppError(409, ResultCode.refused, messageKey, { field: 'id' });

/** Moves an order from one status to the next only if it is still in the first: the guard against races. */
async function moveStatus(tx: Db, orderId: number, from: OrderStatus, values: Partial<typeof orders.$inferInsert> & { status: OrderStatus }) {
  const [moved] = await tx
    .update(orders)
    .set(values)
    .where(and(eq(orders.id, orderId), eq(orders.status, from)))
    .returning();
  return moved ?? null;
}

/** An eight-digit code the member shows at the store. */
const pickupCode = () => String(randomInt(10_000_000, 100_000_000));

/**
 * Marks an unpaid, unexpired order paid, inside the caller's transaction. Answers false when the
 * order was paid, cancelled or expired meanwhile, so the caller can roll back its charge.
 */
export async function markOrderPaid(tx: Db, order: OrderRow, method: PaymentMethod, now: Date): Promise<boolean> {
  const [paid] = await tx
    .update(orders)
    .set({
      status: 1,
      paidCents: sql`${orders.payableCents}`,
      paidAt: now,
      paymentMethod: method,
      pickupCode: order.delivery === 'pickup' ? pickupCode() : null,
    })
    .where(and(eq(orders.id, order.id), eq(orders.status, 0), gt(orders.expiresAt, now)))
    .returning({ id: orders.id });
  return Boolean(paid);
}

export const isPayable = (order: OrderRow, now: Date) => order.status === 0 && order.expiresAt.getTime() > now.getTime();

/** The refusal for an order markOrderPaid would not touch: cancelled or expired, else already paid. */
export function whyUnpayable(order: OrderRow): AppError {
  return stateConflict(order.status === 0 || order.status === 5 ? 'order_not_payable' : 'order_already_paid');
}

/** Cancels an unpaid order and gives back its stock and coupon, exactly once even when raced. */
async function cancelUnpaid(tx: Db, orderId: number, now: Date): Promise<boolean> {
  const cancelled = await moveStatus(tx, orderId, 0, { status: 5, cancelledAt: now });
  if (!cancelled) return false;
  await releaseStock(tx, orderId);
  await tx.update(memberCoupons).set({ usedAt: null, usedOrderId: null }).where(eq(memberCoupons.usedOrderId, orderId));
  return true;
}

export async function cancelOrder(db: Db, userId: number, id: number, now: Date): Promise<void> {
  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    await findOwnOrder(tx, userId, id);
    if (!(await cancelUnpaid(tx, id, now))) throw stateConflict('order_not_cancellable');
  });
}

/**
 * Cancels every unpaid order whose payment window has closed (only `userId`'s when given), each in
 * its own transaction. Runs on a timer on every API node and before a member's orders are read or paid.
 */
export async function cancelExpiredOrders(db: Db, now: Date, userId?: number): Promise<number> {
  const due = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.status, 0), lte(orders.expiresAt, now), userId === undefined ? undefined : eq(orders.userId, userId)))
    .orderBy(asc(orders.expiresAt))
    .limit(500);
  let cancelled = 0;
  for (const { id } of due) {
    if (await cancelIfNotLocked(db, id, now)) cancelled += 1;
  }
  return cancelled;
}

/**
 * Every API node sweeps on its own timer: an order another node is cancelling right now is locked,
 * so it is skipped rather than waited for; the status guard in cancelUnpaid still holds if both get it.
 */
function cancelIfNotLocked(db: Db, orderId: number, now: Date): Promise<boolean> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const [locked] = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.status, 0)))
      .for('update', { skipLocked: true });
    return locked ? cancelUnpaid(tx, orderId, now) : false;
  });
}

export async function confirmReceipt(db: Db, userId: number, id: number, now: Date): Promise<void> {
  await findOwnOrder(db, userId, id);
  if (!(await moveStatus(db, id, 2, { status: 3, receivedAt: now }))) throw stateConflict('order_not_receivable');
}

/** Back office: a paid express order leaves with a courier; a paid pickup order is ready at its store. */
export async function shipOrder(db: Db, input: ShipOrderInput, now: Date): Promise<void> {
  const [order] = await db.select().from(orders).where(eq(orders.id, input.id));
  if (!order) throw notFound();
  if (order.status !== 1) throw stateConflict('order_not_shippable');
  const express = order.delivery === 'express';
  if (express && !input.company) throw refused('express_required', 'company');
  if (express && !input.tracking_no) throw refused('express_required', 'tracking_no');
  const shipped = await moveStatus(db, order.id, 1, {
    status: 2,
    shippedAt: now,
    expressCompany: express ? input.company! : null,
    trackingNo: express ? input.tracking_no! : null,
  });
  if (!shipped) throw stateConflict('order_not_shippable');
}

/** Puts an order's SKUs back in the cart, each bounded by its current stock; gone or sold-out SKUs are skipped. */
export async function orderAgain(db: Db, userId: number, id: number): Promise<{ count: number }> {
  const order = await findOwnOrder(db, userId, id);
  const skus = await loadSkuDetails(
    db,
    order.items.map((item) => item.skuId),
  );
  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    for (const item of order.items) {
      const sku = skus.get(item.skuId);
      if (!sku?.onShelf || sku.stock === 0) continue;
      await tx
        .insert(cartItems)
        .values({ userId, goodsId: sku.goodsId, skuId: sku.skuId, quantity: Math.min(item.quantity, sku.stock) })
        .onConflictDoUpdate({
          target: [cartItems.userId, cartItems.skuId],
          set: {
            quantity: sql`least(${cartItems.quantity} + ${item.quantity}, ${sku.stock})`,
            selected: true,
          },
        });
    }
  });
  return { count: await countCartRows(db, userId) };
}

import { ORDER_STATUS, RESULT_CODE, type CartCountAnswer, type PaymentMethod } from '@shop/contract';
import { and, eq, gt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { inTransaction, type Tx } from '../../db/in-transaction';
import { cartItems, orders } from '../../db/schema';
import { AppError } from '../../http/errors';
import type { MessageKey } from '../../http/i18n';
import { countCartRows } from '../cart';
import { loadSkuDetails } from '../sku';
import { cancelUnpaid } from './expiry-service';
import { findOwnOrder, type OrderRow } from './find-own-order';
import { countOrderSales } from './goods-sales';
import { moveStatus } from './move-status';
import { pickupCode } from './pickup-code';
import { activityOrders } from './activity-orders';

const stateConflict = (messageKey: MessageKey) => new AppError(409, RESULT_CODE.refused, messageKey, { field: 'id' });


/**
 * Marks an unpaid, unexpired order paid (a pickup order gets its pickup code), inside the caller's
 * transaction, in one conditional UPDATE. Answers the paid order, or null when it was paid,
 * cancelled or expired meanwhile (or is not `userId`'s), so the caller can roll back its charge.
 */
async function markPaid(tx: Tx, which: SQL, method: PaymentMethod, now: Date): Promise<OrderRow | null> {
  const [paid] = await tx
    .update(orders)
    .set({
      status: ORDER_STATUS.unshipped,
      paidCents: sql`${orders.payableCents}`,
      paidAt: now,
      paymentMethod: method,
      pickupCode: sql`case when ${orders.delivery} = 'pickup' then ${pickupCode()}::text end`,
    })
    .where(and(which, eq(orders.status, ORDER_STATUS.unpaid), gt(orders.expiresAt, now)))
    .returning();
  if (!paid) return null;
  await countOrderSales(tx, paid.id);
  if (paid.activityType !== null) await activityOrders().paid(tx, paid, now);
  return paid;
}

/** markPaid for an order already read (a gateway's notification): true when it moved to paid. */
export async function markOrderPaid(tx: Tx, order: Pick<OrderRow, 'id'>, method: PaymentMethod, now: Date): Promise<boolean> {
  return (await markPaid(tx, eq(orders.id, order.id), method, now)) !== null;
}

/** markPaid for one of `userId`'s orders, unread: the order is read and moved in the same round trip. */
export function markOwnOrderPaid(tx: Tx, userId: number, orderId: number, method: PaymentMethod, now: Date): Promise<OrderRow | null> {
  return markPaid(tx, and(eq(orders.id, orderId), eq(orders.userId, userId))!, method, now);
}

export const isPayable = (order: OrderRow, now: Date) => order.status === ORDER_STATUS.unpaid && order.expiresAt.getTime() > now.getTime();

/** The refusal for an order markOrderPaid would not touch: cancelled or expired, else already paid. */
export function whyUnpayable(order: OrderRow): AppError {
  const unpaid = order.status === ORDER_STATUS.unpaid || order.status === ORDER_STATUS.cancelled;
  return stateConflict(unpaid ? 'order_not_payable' : 'order_already_paid');
}

export async function cancelOrder(db: Db, userId: number, id: number, now: Date): Promise<void> {
  await inTransaction(db, async (tx) => {
    await findOwnOrder(tx, userId, id);
    if (!(await cancelUnpaid(tx, id, now))) throw stateConflict('order_not_cancellable');
  });
}

export async function confirmReceipt(db: Db, userId: number, id: number, now: Date): Promise<void> {
  await findOwnOrder(db, userId, id);
  const received = await moveStatus(db, id, ORDER_STATUS.unreceived, { status: ORDER_STATUS.unreviewed, receivedAt: now });
  if (!received) throw stateConflict('order_not_receivable');
}

/** Puts an order's SKUs back in the cart, each bounded by its current stock; gone or sold-out SKUs are skipped. */
export async function orderAgain(db: Db, userId: number, id: number): Promise<CartCountAnswer> {
  const order = await findOwnOrder(db, userId, id);
  const skus = await loadSkuDetails(
    db,
    order.items.map((item) => item.skuId),
  );
  await inTransaction(db, async (tx) => {
    for (const item of order.items) {
      const sku = skus.get(item.skuId);
      if (!sku?.onShelf || sku.stock === 0) continue;
      await tx
        .insert(cartItems)
        // Like cart/add, the row remembers the price and stock it was put in at.
        .values({ userId, goodsId: sku.goodsId, skuId: sku.skuId, quantity: Math.min(item.quantity, sku.stock), addedPriceCents: sku.priceCents, addedStock: sku.stock })
        .onConflictDoUpdate({
          target: [cartItems.userId, cartItems.skuId],
          set: {
            quantity: sql`least(${cartItems.quantity} + ${item.quantity}, ${sku.stock})`,
            selected: true,
            addedPriceCents: sku.priceCents,
            addedStock: sku.stock,
          },
        });
    }
  });
  return { count: await countCartRows(db, userId) };
}

import { ORDER_STATUS } from '@shop/contract';
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/in-transaction';
import { orderItems, orders, users } from '../../db/schema';
import { notFound, refused } from '../../http/errors';

/** How long an order stays payable, and how much one member may hold unpaid (docs/checkout-limits.md). */
export type CheckoutPolicy = {
  /** PAYMENT_WINDOW_MINUTES: unpaid orders are cancelled this long after they are placed. */
  paymentWindowMs: number;
  /** FLASH_SALE_PAYMENT_WINDOW_MINUTES: a flash-sale order's window, shorter, so unpaid units go back to other buyers soon. */
  flashSalePaymentWindowMs: number;
  /** MAX_UNPAID_ORDERS: a member's payable unpaid orders, the new one included. */
  maxUnpaidOrders: number;
  /** MAX_UNPAID_UNITS_PER_SKU: units of one SKU a member may hold in unpaid orders, the new one included. */
  maxUnpaidUnitsPerSku: number;
};

export const DEFAULT_CHECKOUT_POLICY: CheckoutPolicy = {
  paymentWindowMs: 30 * 60 * 1000,
  flashSalePaymentWindowMs: 15 * 60 * 1000,
  maxUnpaidOrders: 5,
  maxUnpaidUnitsPerSku: 10,
};

/**
 * Locks the member's row for the rest of the order's transaction, so that a member's concurrent
 * orders are counted by assertWithinUnpaidCaps one after another, and takes the new order's id in
 * the same round trip (an id taken by an order that is then refused is skipped, as on any rollback).
 */
export async function lockMemberForOrder(tx: Tx, userId: number): Promise<{ orderId: number }> {
  const [row] = await tx
    .select({ orderId: sql<number | string | bigint>`nextval(pg_get_serial_sequence('orders', 'id'))` })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  if (!row) throw notFound();
  return { orderId: Number(row.orderId) };
}

/**
 * Refuses an order that would let the member hoard stock with unpaid orders. Runs inside the order's
 * transaction once lockMemberForOrder holds the member's row, so its counts see every order of the
 * member's that committed before.
 */
export async function assertWithinUnpaidCaps(
  tx: Tx,
  policy: CheckoutPolicy,
  order: { userId: number; lines: Array<{ skuId: number; quantity: number }>; now: Date },
): Promise<void> {
  const { userId, lines, now } = order;
  const unpaid = and(eq(orders.userId, userId), eq(orders.status, ORDER_STATUS.unpaid), gt(orders.expiresAt, now));
  const wanted = new Map<number, number>();
  for (const line of lines) wanted.set(line.skuId, (wanted.get(line.skuId) ?? 0) + line.quantity);
  // One round trip, one snapshot taken after the lock: the unpaid orders' count (the row without a
  // SKU), then the units held of each wanted SKU.
  const held = await tx
    .select({ skuId: sql<number | null>`null::int`, total: sql<number>`count(*)::int` })
    .from(orders)
    .where(unpaid)
    .unionAll(
      tx
        .select({ skuId: orderItems.skuId, total: sql<number>`sum(${orderItems.quantity})::int` })
        .from(orderItems)
        .innerJoin(orders, eq(orders.id, orderItems.orderId))
        .where(and(unpaid, inArray(orderItems.skuId, [...wanted.keys()])))
        .groupBy(orderItems.skuId),
    );
  const heldOrders = held.find((row) => row.skuId === null)?.total ?? 0;
  if (heldOrders >= policy.maxUnpaidOrders) throw refused('unpaid_orders_limit', undefined, { max: policy.maxUnpaidOrders });

  const heldBySku = new Map(held.flatMap((row) => (row.skuId === null ? [] : [[row.skuId, row.total] as const])));
  for (const [skuId, quantity] of wanted) {
    if ((heldBySku.get(skuId) ?? 0) + quantity > policy.maxUnpaidUnitsPerSku) {
      throw refused('unpaid_units_limit', 'quantity', { max: policy.maxUnpaidUnitsPerSku });
    }
  }
}

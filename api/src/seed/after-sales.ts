import { ORDER_STATUS, type OrderStatus, type RefundKind, type RefundReason } from '@shop/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { orderItems, orders, refundItems, refunds, users } from '../db/schema';
import { formatOrderNo, nextSerialId } from '../modules/order';
import type { SeedOptions } from './seed';

const HOUR_MS = 60 * 60 * 1000;

type SeedRequest = {
  /** The demo order, by its seeded status. */
  orderStatus: OrderStatus;
  kind: RefundKind;
  reason: RefundReason;
  description: string;
  outcome: 'approved' | 'rejected' | 'cancelled';
  merchantNote: string;
};

/**
 * The demo member's after-sales history, one request of each outcome: the refunded order (status 6)
 * was returned and paid back in full; the received order had a request rejected; the shipped order
 * had one the member withdrew. Their orders' statuses are the buying seed's.
 */
const requests: SeedRequest[] = [
  {
    orderStatus: ORDER_STATUS.refund,
    kind: 'return',
    reason: 'wrong_item_ordered',
    description: '尺码拍错了，未拆封寄回 / Wrong size ordered; sent back unopened',
    outcome: 'approved',
    merchantNote: '已收到退货，款项退回余额 / Return received; refunded to your wallet',
  },
  {
    orderStatus: ORDER_STATUS.unreviewed,
    kind: 'refund',
    reason: 'quality_issue',
    description: '颜色比图片浅 / The colour is lighter than in the photos',
    outcome: 'rejected',
    merchantNote: '颜色与商品图片一致，如有破损请联系客服 / The colour matches the photos; contact us if anything is damaged',
  },
  {
    orderStatus: ORDER_STATUS.unreceived,
    kind: 'refund',
    reason: 'no_longer_needed',
    description: '',
    outcome: 'cancelled',
    merchantNote: '',
  },
];

/**
 * Seeds the demo member's after-sales requests (demo accounts only). Every whole line of the order
 * is asked back; the approved request counts its units and amount as refunded on the lines and the
 * order, like an approval. Times follow the orders' own, so the seed is the same on every run.
 */
export async function seedAfterSales(db: Db, _seededAt: Date, options: SeedOptions): Promise<void> {
  if (!options.demoAccounts) return;
  const [demo] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'demo'));
  if (!demo) return;
  for (const request of requests) {
    const [order] = await db
      .select()
      .from(orders)
      .where(and(eq(orders.userId, demo.id), eq(orders.status, request.orderStatus), eq(orders.delivery, 'express')))
      .orderBy(asc(orders.id))
      .limit(1);
    if (!order?.paidAt) continue;
    const lines = await db.select().from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(asc(orderItems.id));
    // The orders still in flight are shipped and received relative to the seeding (seed/buying.ts), so
    // their requests follow the order's history instead: a day after it was placed when shipped, three when received.
    const historyDays = order.status === ORDER_STATUS.unreceived ? 1 : order.status === ORDER_STATUS.unreviewed ? 3 : null;
    const base = historyDays === null ? (order.receivedAt ?? order.shippedAt ?? order.paidAt) : new Date(order.createdAt.getTime() + historyDays * 24 * HOUR_MS);
    const askedAt = new Date(base.getTime() + 20 * HOUR_MS);
    const decidedAt = new Date(askedAt.getTime() + 26 * HOUR_MS);
    const amountCents = lines.reduce((total, line) => total + line.paidCents, 0);
    const id = await nextSerialId(db, 'refunds');
    await db.insert(refunds).values({
      id,
      refundNo: `R${formatOrderNo(askedAt, id)}`,
      orderId: order.id,
      userId: demo.id,
      kind: request.kind,
      status: request.outcome,
      reason: request.reason,
      description: request.description,
      amountCents,
      refundMethod: request.outcome === 'approved' ? order.paymentMethod : null,
      merchantNote: request.merchantNote,
      handledAt: request.outcome === 'cancelled' ? null : decidedAt,
      cancelledAt: request.outcome === 'cancelled' ? new Date(askedAt.getTime() + 2 * HOUR_MS) : null,
      createdAt: askedAt,
    });
    await db.insert(refundItems).values(lines.map((line) => ({ refundId: id, orderItemId: line.id, quantity: line.quantity, amountCents: line.paidCents })));
    if (request.outcome !== 'approved') continue;
    await db
      .update(orderItems)
      .set({ refundedQuantity: sql`${orderItems.quantity}`, refundedCents: sql`${orderItems.paidCents}` })
      .where(eq(orderItems.orderId, order.id));
    await db.update(orders).set({ refundedCents: amountCents, statusBeforeRefund: null }).where(eq(orders.id, order.id));
  }
}

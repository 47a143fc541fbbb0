// Orders and their lines.
import { ACTIVITY_TYPES, DELIVERY_TYPES, PAYMENT_METHODS, type AddressSnapshot, type InvoiceSnapshot, type OrderStatus } from '@shop/contract';
import { sql } from 'drizzle-orm';
import { type AnyPgColumn, bigint, bigserial, check, date, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { activities } from './activities';
import { goods, goodsSkus } from './catalogue';
import { createdAt } from './columns';
import { memberCoupons } from './coupons';
import { users } from './members';

export type StoreSnapshot = {
  id: number;
  name: { zh: string; en: string };
  business_hours: { zh: string; en: string };
  phone: string;
  address: { zh: string; en: string };
};

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    orderNo: varchar('order_no', { length: 24 }).notNull().unique('orders_order_no_unique'),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: integer('status').notNull().$type<OrderStatus>().default(0),
    goodsCents: integer('goods_cents').notNull(),
    freightCents: integer('freight_cents').notNull(),
    discountCents: integer('discount_cents').notNull(),
    payableCents: integer('payable_cents').notNull(),
    paidCents: integer('paid_cents').notNull().default(0),
    delivery: varchar('delivery', { length: 8, enum: DELIVERY_TYPES }).notNull(),
    address: jsonb('address').$type<AddressSnapshot>(),
    store: jsonb('store').$type<StoreSnapshot>(),
    pickupCode: varchar('pickup_code', { length: 12 }),
    expressCompany: varchar('express_company', { length: 40 }),
    trackingNo: varchar('tracking_no', { length: 40 }),
    invoice: jsonb('invoice').$type<InvoiceSnapshot>(),
    remark: varchar('remark', { length: 200 }).notNull().default(''),
    merchantRemark: varchar('merchant_remark', { length: 200 }).notNull().default(''),
    memberCouponId: integer('member_coupon_id').references((): AnyPgColumn => memberCoupons.id, { onDelete: 'set null' }),
    /** The activity this order buys through (always one SKU), or null for a cart or buy-now order. */
    activityType: varchar('activity_type', { length: 8, enum: ACTIVITY_TYPES }),
    activityId: integer('activity_id').references((): AnyPgColumn => activities.id),
    /** Points taken when a points-mall order was placed; given back if it is cancelled. */
    pointsSpent: integer('points_spent').notNull().default(0),
    /** What has been paid back through approved refunds. */
    refundedCents: integer('refunded_cents').notNull().default(0),
    /** The status to return to when an open refund request is cancelled or rejected. */
    statusBeforeRefund: integer('status_before_refund').$type<OrderStatus>(),
    paymentMethod: varchar('payment_method', { length: 8, enum: PAYMENT_METHODS }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    /** A pickup order's goods wait at the store from then on; the member collects them with the pickup code. */
    pickupReadyAt: timestamp('pickup_ready_at', { withTimezone: true }),
    receivedAt: timestamp('received_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('orders_user_status_idx').on(t.userId, t.status, t.createdAt),
    // The back office's order table and dashboard read orders by when they were placed and paid. The
    // placed-at index carries the table's filters and sort keys, so the status tabs' counts and a
    // page's ids are read from it alone (ADR 0045); the paid-at one carries the money paid, summed per day.
    index('orders_created_cover_idx').on(t.createdAt, t.status, t.delivery, t.payableCents, t.paidAt, t.id),
    index('orders_status_created_idx').on(t.status, t.createdAt, t.id),
    // The same table sorted by amount, of one status or all: a page is the first rows of the index that
    // fall in the date range (and delivery), read from the index alone, where sorting the range read all
    // of it, some 250,000 entries for 90 days at a million orders (ADR 0045).
    index('orders_status_amount_idx').on(t.status, t.payableCents, t.id, t.createdAt, t.delivery),
    index('orders_amount_idx').on(t.payableCents, t.id, t.createdAt, t.status, t.delivery),
    // Sorted by payment time: the paid orders in payment order, of one status or all, read between the
    // payment times the range's day counts bound them by; the unpaid ones, which come after them, by
    // when they were placed, of one status from the small index of unpaid orders (of all statuses,
    // orders_created_cover_idx in its order finds them among the others) (ADR 0047).
    index('orders_status_paid_idx').on(t.status, t.paidAt, t.id, t.createdAt, t.delivery).where(sql`${t.paidAt} is not null`),
    index('orders_paid_sort_idx').on(t.paidAt, t.id, t.createdAt, t.status, t.delivery).where(sql`${t.paidAt} is not null`),
    index('orders_unpaid_status_idx').on(t.status, t.createdAt, t.id, t.delivery).where(sql`${t.paidAt} is null`),
    index('orders_paid_cover_idx').on(t.paidAt, t.paidCents),
    // Paid orders by when they left the shop (shipped, ready for pickup or received, whichever came
    // first; null while none), carrying every column the dashboard's count of the shipments waiting
    // when yesterday ended reads, so that count reads this index alone (ADR 0045).
    index('orders_left_cover_idx')
      .on(sql`least(${t.shippedAt}, ${t.pickupReadyAt}, ${t.receivedAt})`, t.paidAt, t.status, t.statusBeforeRefund, t.id, t.shippedAt, t.pickupReadyAt, t.receivedAt)
      .where(sql`${t.paidAt} is not null`),
    // The paid orders waiting to be shipped now (status 1, ORDER_STATUS.unshipped), by delivery: the
    // dashboard counts them from this index alone.
    index('orders_unshipped_idx').on(t.status, t.delivery, t.pickupReadyAt).where(sql`${t.status} = 1`),
    index('orders_status_expires_idx').on(t.status, t.expiresAt),
    // The once-a-minute sweeps (modules/jobs) read only the orders that may be due, by when they are
    // due: the shipped ones still unconfirmed (status 2), the received ones still unreviewed (status 3),
    // and the express parcels with a tracking number, by when they left. Without these each sweep read
    // every order there ever was, about a second at a million orders (ADR 0045).
    index('orders_receive_due_idx').on(sql`least(${t.shippedAt}, ${t.pickupReadyAt})`, t.id).where(sql`${t.status} = 2`),
    index('orders_review_due_idx').on(t.receivedAt, t.id).where(sql`${t.status} = 3`),
    index('orders_parcels_idx')
      .on(t.shippedAt, t.id)
      .where(sql`${t.delivery} = 'express' and ${t.trackingNo} is not null and ${t.expressCompany} is not null`),
    index('orders_activity_user_idx').on(t.activityId, t.userId),
    check('orders_status_check', sql`${t.status} between 0 and 6`),
    check('orders_delivery_check', sql`${t.delivery} in ('express', 'pickup')`),
    check(
      'orders_amounts_check',
      // Only a points-mall order may cost no money: its points pay for it.
      sql`${t.goodsCents} >= 0 and ${t.freightCents} >= 0 and ${t.discountCents} >= 0 and ${t.payableCents} >= (case when ${t.pointsSpent} > 0 then 0 else 1 end) and ${t.payableCents} = ${t.goodsCents} + ${t.freightCents} - ${t.discountCents}`,
    ),
    check('orders_paid_check', sql`${t.paidCents} = 0 or ${t.paidCents} = ${t.payableCents}`),
    check('orders_activity_check', sql`(${t.activityType} is null) = (${t.activityId} is null) and ${t.pointsSpent} >= 0`),
    check('orders_refunded_check', sql`${t.refundedCents} >= 0 and ${t.refundedCents} <= ${t.paidCents}`),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id),
    skuId: integer('sku_id')
      .notNull()
      .references(() => goodsSkus.id),
    nameZh: varchar('name_zh', { length: 120 }).notNull(),
    nameEn: varchar('name_en', { length: 160 }).notNull(),
    image: text('image').notNull(),
    skuTextZh: varchar('sku_text_zh', { length: 200 }).notNull().default(''),
    skuTextEn: varchar('sku_text_en', { length: 200 }).notNull().default(''),
    priceCents: integer('price_cents').notNull(),
    quantity: integer('quantity').notNull(),
    /** The line's share of the order's goods amount after its discount, set when the order is created; refunds never exceed it. */
    paidCents: integer('paid_cents').notNull().default(0),
    /** Units given back through approved refunds. */
    refundedQuantity: integer('refunded_quantity').notNull().default(0),
    refundedCents: integer('refunded_cents').notNull().default(0),
  },
  (t) => [
    index('order_items_order_id_idx').on(t.orderId),
    /** Who bought a product: the recommendations' "bought together" starts there. */
    index('order_items_goods_id_idx').on(t.goodsId),
    check('order_items_quantity_check', sql`${t.quantity} > 0`),
    check('order_items_refunded_check', sql`${t.refundedQuantity} between 0 and ${t.quantity} and ${t.refundedCents} >= 0`),
    check('order_items_price_check', sql`${t.priceCents} >= 0`),
  ],
);

/**
 * How many orders were placed on each shop day (UTC+8), by delivery and status: the back office's status
 * tabs add these up over a date range instead of counting the orders (ADR 0047). Kept exact by
 * statement-level triggers on orders (migration 0028), which append a row to order_count_changes for
 * every change; the fold-order-counts job moves those into this table once a minute, so that checkout
 * never waits on a counter row another checkout holds.
 */
export const orderDayCounts = pgTable(
  'order_day_counts',
  {
    day: date('day').notNull(),
    delivery: varchar('delivery', { length: 8, enum: DELIVERY_TYPES }).notNull(),
    status: integer('status').notNull().$type<OrderStatus>(),
    orders: bigint('orders', { mode: 'number' }).notNull(),
    /**
     * No order of the row was paid before `first_paid_at` or after `last_paid_at` (null: none was paid):
     * bounds that only ever widen, which let a list of a date range sorted by payment time read only
     * the payments in them (ADR 0047).
     */
    firstPaidAt: timestamp('first_paid_at', { withTimezone: true }),
    lastPaidAt: timestamp('last_paid_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.day, t.delivery, t.status] })],
);

/** Changes to order_day_counts not yet folded into it: one row per day, delivery and status a statement on orders changed. */
export const orderCountChanges = pgTable(
  'order_count_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    day: date('day').notNull(),
    delivery: varchar('delivery', { length: 8, enum: DELIVERY_TYPES }).notNull(),
    status: integer('status').notNull().$type<OrderStatus>(),
    change: integer('change').notNull(),
    firstPaidAt: timestamp('first_paid_at', { withTimezone: true }),
    lastPaidAt: timestamp('last_paid_at', { withTimezone: true }),
  },
  (t) => [index('order_count_changes_day_idx').on(t.day)],
);

// After-sales requests and their lines.
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './members';
import { orderItems, orders } from './orders';

export const REFUND_KINDS = ['refund', 'return'] as const;
export const REFUND_STATES = ['pending', 'approved', 'rejected', 'cancelled'] as const;

/** After-sales requests: items and quantities of one paid order to be paid back (and returned). */
export const refunds = pgTable(
  'refunds',
  {
    id: serial('id').primaryKey(),
    refundNo: varchar('refund_no', { length: 24 }).notNull().unique('refunds_refund_no_unique'),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 8, enum: REFUND_KINDS }).notNull(),
    status: varchar('status', { length: 10, enum: REFUND_STATES }).notNull().default('pending'),
    reason: varchar('reason', { length: 40 }).notNull(),
    description: varchar('description', { length: 500 }).notNull().default(''),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    amountCents: integer('amount_cents').notNull(),
    /** Where the money went back: the wallet, or the gateway that took it (its refund number). */
    refundMethod: varchar('refund_method', { length: 8 }),
    providerRefundNo: varchar('provider_refund_no', { length: 40 }),
    merchantNote: varchar('merchant_note', { length: 200 }).notNull().default(''),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('refunds_user_created_idx').on(t.userId, t.createdAt),
    index('refunds_order_id_idx').on(t.orderId),
    index('refunds_handled_idx').on(t.handledAt),
    index('refunds_created_idx').on(t.createdAt),
    // One open request per order at a time.
    uniqueIndex('refunds_order_open_unique').on(t.orderId).where(sql`${t.status} = 'pending'`),
    check('refunds_kind_check', sql`${t.kind} in ('refund', 'return')`),
    check('refunds_status_check', sql`${t.status} in ('pending', 'approved', 'rejected', 'cancelled')`),
    check('refunds_amount_check', sql`${t.amountCents} > 0`),
  ],
);

export const refundItems = pgTable(
  'refund_items',
  {
    refundId: integer('refund_id')
      .notNull()
      .references(() => refunds.id, { onDelete: 'cascade' }),
    orderItemId: integer('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    amountCents: integer('amount_cents').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.refundId, t.orderItemId], name: 'refund_items_pkey' }),
    check('refund_items_quantity_check', sql`${t.quantity} > 0 and ${t.amountCents} >= 0`),
  ],
);

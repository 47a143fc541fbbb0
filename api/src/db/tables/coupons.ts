// Coupon templates and the coupons members hold.
import { COUPON_TYPES } from '@shop/contract';
import { sql } from 'drizzle-orm';
import { type AnyPgColumn, boolean, check, index, integer, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { categories } from './catalogue';
import { createdAt } from './columns';
import { users } from './members';
import { orders } from './orders';

/** Coupon templates: what a coupon takes off and when it may be used. */
export const coupons = pgTable(
  'coupons',
  {
    id: serial('id').primaryKey(),
    nameZh: varchar('name_zh', { length: 60 }).notNull(),
    nameEn: varchar('name_en', { length: 80 }).notNull(),
    type: varchar('type', { length: 8, enum: COUPON_TYPES }).notNull(),
    /** Amount off, for full-discount coupons. */
    denominationCents: integer('denomination_cents').notNull().default(0),
    /** Share of the price still paid, in tenths of the Chinese 折 (85 = 8.5折 = pay 85%), for discount coupons. */
    discount: integer('discount').notNull().default(100),
    minAmountCents: integer('min_amount_cents').notNull().default(0),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    /** Handed to every member at sign-up (the new-member coupon the home page promises). */
    grantOnSignUp: boolean('grant_on_sign_up').notNull().default(false),
    /** Offered in the coupon centre, where members claim it themselves. */
    claimable: boolean('claimable').notNull().default(false),
    /** How many may be issued in all; null is unlimited. `issued` counts those handed out. */
    totalQuantity: integer('total_quantity'),
    issued: integer('issued').notNull().default(0),
    /** How many one member may hold of this coupon. */
    perMemberLimit: integer('per_member_limit').notNull().default(1),
    /** Usable only on goods of this category (or its children); null is every product. */
    categoryId: integer('category_id').references(() => categories.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('coupons_quantity_check', sql`${t.totalQuantity} is null or (${t.issued} >= 0 and ${t.issued} <= ${t.totalQuantity})`),
    check('coupons_per_member_check', sql`${t.perMemberLimit} >= 1`),
    check('coupons_type_check', sql`${t.type} in ('full', 'discount')`),
    check('coupons_amounts_check', sql`${t.denominationCents} >= 0 and ${t.minAmountCents} >= 0 and ${t.discount} between 1 and 100`),
    check('coupons_period_check', sql`${t.endAt} > ${t.startAt}`),
  ],
);

/** A coupon a member holds; unused, used or expired follows from used_at and the template's dates. */
export const memberCoupons = pgTable(
  'member_coupons',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    usedAt: timestamp('used_at', { withTimezone: true }),
    usedOrderId: integer('used_order_id').references((): AnyPgColumn => orders.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('member_coupons_user_id_idx').on(t.userId),
    check('member_coupons_used_check', sql`${t.usedOrderId} is null or ${t.usedAt} is not null`),
  ],
);

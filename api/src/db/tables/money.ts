// Money: the wallet’s ledger and top-ups, payments and the notifications acted on, the points ledger.
import { ONLINE_PAYMENT_METHODS, PAYMENT_METHODS, PAYMENT_STATUSES } from '@shop/contract';
import { sql } from 'drizzle-orm';
import { type AnyPgColumn, check, index, integer, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './members';
import { orders } from './orders';
import { refunds } from './refunds';
import { staffUsers } from './staff';

export const walletLedger = pgTable(
  'wallet_ledger',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    /** The top-up this row credits; unique, so a top-up is credited once whatever replays. */
    rechargeId: integer('recharge_id').references((): AnyPgColumn => recharges.id, { onDelete: 'set null' }),
    /** The refund this row pays back; unique, so a refund is paid once. */
    refundId: integer('refund_id').references((): AnyPgColumn => refunds.id, { onDelete: 'set null' }),
    /** The back-office user who adjusted the balance by hand; the reason is the description. */
    adjustedBy: integer('adjusted_by').references((): AnyPgColumn => staffUsers.id, { onDelete: 'set null' }),
    type: varchar('type', { length: 8, enum: ['income', 'expense'] }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    balanceAfterCents: integer('balance_after_cents').notNull(),
    descriptionZh: varchar('description_zh', { length: 200 }).notNull(),
    descriptionEn: varchar('description_en', { length: 240 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('wallet_ledger_user_created_idx').on(t.userId, t.createdAt),
    uniqueIndex('wallet_ledger_recharge_unique').on(t.rechargeId),
    uniqueIndex('wallet_ledger_refund_unique').on(t.refundId),
    check('wallet_ledger_type_check', sql`${t.type} in ('income', 'expense')`),
    check('wallet_ledger_amounts_check', sql`${t.amountCents} > 0 and ${t.balanceAfterCents} >= 0`),
  ],
);

export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    paymentNo: varchar('payment_no', { length: 32 }).notNull().unique('payments_payment_no_unique'),
    /** The order this pays, or (for a wallet top-up) null and `rechargeId` set: exactly one of them. */
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    rechargeId: integer('recharge_id').references((): AnyPgColumn => recharges.id, { onDelete: 'cascade' }),
    method: varchar('method', { length: 8, enum: PAYMENT_METHODS }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    /**
     * pending until the provider says it is paid; closed at the provider when the order or top-up can
     * no longer be paid; late when the money arrived after that (for an expired or cancelled order),
     * and refunded once the shop gave that money back by itself.
     */
    status: varchar('status', { length: 8, enum: PAYMENT_STATUSES }).notNull().default('pending'),
    /** The capability in the sandbox pay page's link; only sandbox payments have one. */
    gatewayToken: varchar('gateway_token', { length: 64 }).unique('payments_gateway_token_unique'),
    /** The provider's own number for the payment (Alipay's trade_no, WeChat Pay's transaction_id), once paid. */
    providerTradeNo: varchar('provider_trade_no', { length: 64 }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('payments_order_id_idx').on(t.orderId),
    check('payments_method_check', sql`${t.method} in ('balance', 'sandbox', 'alipay', 'wechat')`),
    check('payments_status_check', sql`${t.status} in ('pending', 'paid', 'closed', 'late', 'refunded')`),
    check('payments_amount_check', sql`${t.amountCents} > 0`),
    // One settled payment per order: a second charge cannot be recorded even by a buggy caller.
    uniqueIndex('payments_order_paid_unique').on(t.orderId).where(sql`${t.status} = 'paid'`),
    uniqueIndex('payments_recharge_paid_unique').on(t.rechargeId).where(sql`${t.status} = 'paid'`),
    index('payments_recharge_id_idx').on(t.rechargeId),
    // The payments the once-a-minute sweeps handle: still waiting for their provider (pending), or paid
    // after their order closed and to be given back (late). Few at any time, whatever the history.
    index('payments_open_idx').on(t.status, t.id).where(sql`${t.status} in ('pending', 'late')`),
    check('payments_target_check', sql`(${t.orderId} is null) <> (${t.rechargeId} is null)`),
  ],
);

/** Gateway notifications already acted on, so a replay is answered without acting twice. */
export const processedNotifications = pgTable('processed_notifications', {
  paymentNo: varchar('payment_no', { length: 32 }).primaryKey(),
  /** The notification's signature: a hex HMAC for the sandbox, a base64 RSA signature for Alipay and WeChat Pay. */
  sign: varchar('sign', { length: 1024 }).notNull(),
  processedAt: timestamp('processed_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Wallet top-ups: paid online at the cashier, credited to the balance once when paid. */
export const recharges = pgTable(
  'recharges',
  {
    id: serial('id').primaryKey(),
    rechargeNo: varchar('recharge_no', { length: 24 }).notNull().unique('recharges_recharge_no_unique'),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    status: varchar('status', { length: 8, enum: ['pending', 'paid', 'closed'] }).notNull().default('pending'),
    /** The online method the member chose to pay it with (null on top-ups from before there was a choice: the first offered). */
    method: varchar('method', { length: 8, enum: ONLINE_PAYMENT_METHODS }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('recharges_user_created_idx').on(t.userId, t.createdAt),
    check('recharges_amount_check', sql`${t.amountCents} > 0`),
    check('recharges_method_check', sql`${t.method} in ('sandbox', 'alipay', 'wechat')`),
    check('recharges_status_check', sql`${t.status} in ('pending', 'paid', 'closed')`),
  ],
);

/** The member's points: every change with the balance after it, in the same transaction as the change. */
export const pointsLedger = pgTable(
  'points_ledger',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    type: varchar('type', { length: 8, enum: ['income', 'expense'] }).notNull(),
    points: integer('points').notNull(),
    balanceAfter: integer('balance_after').notNull(),
    descriptionZh: varchar('description_zh', { length: 200 }).notNull(),
    descriptionEn: varchar('description_en', { length: 240 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('points_ledger_user_created_idx').on(t.userId, t.createdAt),
    check('points_ledger_type_check', sql`${t.type} in ('income', 'expense')`),
    check('points_ledger_amounts_check', sql`${t.points} > 0 and ${t.balanceAfter} >= 0`),
  ],
);

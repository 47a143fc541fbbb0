import {
  ACTIVITY_TYPES,
  CHAT_CONVERSATION_STATES,
  CHAT_MESSAGE_KINDS,
  CHAT_SENDERS,
  BARGAIN_STATES,
  COUPON_TYPES,
  GROUP_MEMBER_STATES,
  GROUP_STATES,
  DELIVERY_TYPES,
  MEMBER_ROLES,
  PAYMENT_METHODS,
  SMS_SCENES,
  type AddressSnapshot,
  type InvoiceSnapshot,
  type OrderStatus,
} from '@shop/contract';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigserial,
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: varchar('username', { length: 20 }).notNull().unique('users_username_unique'),
    mobile: varchar('mobile', { length: 11 }).unique('users_mobile_unique'),
    passwordHash: text('password_hash').notNull(),
    nickname: varchar('nickname', { length: 40 }).notNull(),
    avatar: text('avatar').notNull().default(''),
    balanceCents: integer('balance_cents').notNull().default(0),
    points: integer('points').notNull().default(0),
    role: varchar('role', { length: 10, enum: MEMBER_ROLES }).notNull().default('member'),
    createdAt: createdAt(),
  },
  (t) => [
    check('users_role_check', sql`${t.role} in ('member', 'admin', 'agent')`),
    check('users_balance_check', sql`${t.balanceCents} >= 0`),
    check('users_points_check', sql`${t.points} >= 0`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique('sessions_token_hash_unique'),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

/** Every code ever sent: the SMS outbox as well as the store the codes are checked against. */
export const smsCodes = pgTable(
  'sms_codes',
  {
    id: serial('id').primaryKey(),
    mobile: varchar('mobile', { length: 11 }).notNull(),
    scene: varchar('scene', { length: 10, enum: SMS_SCENES }).notNull(),
    code: varchar('code', { length: 6 }).notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('sms_codes_mobile_created_idx').on(t.mobile, t.createdAt)],
);

export const siteSettings = pgTable('site_settings', {
  lang: varchar('lang', { length: 5 }).primaryKey(),
  data: jsonb('data').notNull(),
});

export const designs = pgTable(
  'designs',
  {
    id: serial('id').primaryKey(),
    tempId: varchar('temp_id', { length: 20 }).notNull(),
    kind: varchar('kind', { length: 10, enum: ['global', 'home'] }).notNull(),
    lang: varchar('lang', { length: 5 }).notNull(),
    data: jsonb('data').notNull(),
  },
  (t) => [uniqueIndex('designs_temp_kind_lang_unique').on(t.tempId, t.kind, t.lang)],
);

export const cartItems = pgTable(
  'cart_items',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id, { onDelete: 'cascade' }),
    skuId: integer('sku_id')
      .notNull()
      .references(() => goodsSkus.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    selected: boolean('selected').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    index('cart_items_user_id_idx').on(t.userId),
    uniqueIndex('cart_items_user_sku_unique').on(t.userId, t.skuId),
    check('cart_items_quantity_check', sql`${t.quantity} > 0`),
  ],
);

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id').references((): AnyPgColumn => categories.id, { onDelete: 'cascade' }),
    nameZh: varchar('name_zh', { length: 40 }).notNull(),
    nameEn: varchar('name_en', { length: 60 }).notNull(),
    image: text('image').notNull().default(''),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('categories_parent_id_idx').on(t.parentId)],
);

export const shops = pgTable(
  'shops',
  {
    id: serial('id').primaryKey(),
    nameZh: varchar('name_zh', { length: 60 }).notNull(),
    nameEn: varchar('name_en', { length: 80 }).notNull(),
    logo: text('logo').notNull().default(''),
    banner: text('banner').notNull().default(''),
    descriptionZh: text('description_zh').notNull().default(''),
    descriptionEn: text('description_en').notNull().default(''),
    /** Out of 5, one decimal, stored times ten (48 = 4.8). */
    rating: integer('rating').notNull().default(50),
  },
  (t) => [check('shops_rating_check', sql`${t.rating} between 0 and 50`)],
);

const goodsStatuses = ['on', 'off'] as const;

export const goods = pgTable(
  'goods',
  {
    id: serial('id').primaryKey(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    nameZh: varchar('name_zh', { length: 120 }).notNull(),
    nameEn: varchar('name_en', { length: 160 }).notNull(),
    subtitleZh: varchar('subtitle_zh', { length: 200 }).notNull().default(''),
    subtitleEn: varchar('subtitle_en', { length: 240 }).notNull().default(''),
    image: text('image').notNull(),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    contentZh: text('content_zh').notNull().default(''),
    contentEn: text('content_en').notNull().default(''),
    /** The lowest SKU price, kept in step with the SKUs so lists can sort and filter on it. */
    sellPriceCents: integer('sell_price_cents').notNull(),
    marketPriceCents: integer('market_price_cents').notNull(),
    sales: integer('sales').notNull().default(0),
    status: varchar('status', { length: 3, enum: goodsStatuses }).notNull().default('on'),
    createdAt: createdAt(),
  },
  (t) => [
    index('goods_category_id_idx').on(t.categoryId),
    index('goods_shop_id_idx').on(t.shopId),
    check('goods_status_check', sql`${t.status} in ('on', 'off')`),
    check('goods_prices_check', sql`${t.sellPriceCents} >= 0 and ${t.marketPriceCents} >= 0`),
    check('goods_sales_check', sql`${t.sales} >= 0`),
  ],
);

export const goodsSpecs = pgTable(
  'goods_specs',
  {
    id: serial('id').primaryKey(),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id, { onDelete: 'cascade' }),
    nameZh: varchar('name_zh', { length: 40 }).notNull(),
    nameEn: varchar('name_en', { length: 60 }).notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('goods_specs_goods_id_idx').on(t.goodsId)],
);

export const goodsSpecValues = pgTable(
  'goods_spec_values',
  {
    id: serial('id').primaryKey(),
    specId: integer('spec_id')
      .notNull()
      .references(() => goodsSpecs.id, { onDelete: 'cascade' }),
    valueZh: varchar('value_zh', { length: 60 }).notNull(),
    valueEn: varchar('value_en', { length: 80 }).notNull(),
  },
  (t) => [index('goods_spec_values_spec_id_idx').on(t.specId)],
);

export const goodsSkus = pgTable(
  'goods_skus',
  {
    id: serial('id').primaryKey(),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id, { onDelete: 'cascade' }),
    /** `specId:valueId` pairs sorted by spec id, e.g. `12:31,13:35`; empty for goods without specs. */
    specKey: text('spec_key').notNull().default(''),
    sellPriceCents: integer('sell_price_cents').notNull(),
    marketPriceCents: integer('market_price_cents').notNull(),
    stock: integer('stock').notNull().default(0),
    image: text('image').notNull().default(''),
  },
  (t) => [
    uniqueIndex('goods_skus_goods_key_unique').on(t.goodsId, t.specKey),
    check('goods_skus_stock_check', sql`${t.stock} >= 0`),
    check('goods_skus_prices_check', sql`${t.sellPriceCents} >= 0 and ${t.marketPriceCents} >= 0`),
  ],
);

export const goodsComments = pgTable(
  'goods_comments',
  {
    id: serial('id').primaryKey(),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The SKU bought; its spec text is answered in the reader's language while it exists. */
    skuId: integer('sku_id').references(() => goodsSkus.id, { onDelete: 'set null' }),
    /** The spec text as it read when the review was written. */
    skuText: varchar('sku_text', { length: 200 }).notNull().default(''),
    rating: integer('rating').notNull(),
    content: text('content').notNull(),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    /** The order line reviewed; unique, so a line is reviewed once. Null for imported reviews. */
    orderItemId: integer('order_item_id').references((): AnyPgColumn => orderItems.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('goods_comments_goods_created_idx').on(t.goodsId, t.createdAt),
    uniqueIndex('goods_comments_order_item_unique').on(t.orderItemId),
    index('goods_comments_user_created_idx').on(t.userId, t.createdAt),
    check('goods_comments_rating_check', sql`${t.rating} between 1 and 5`),
  ],
);

export const favorites = pgTable(
  'favorites',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.goodsId], name: 'favorites_pkey' })],
);

export const footprints = pgTable(
  'footprints',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id, { onDelete: 'cascade' }),
    visitedAt: timestamp('visited_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.goodsId], name: 'footprints_pkey' }),
    index('footprints_user_visited_idx').on(t.userId, t.visitedAt),
  ],
);

export const searchHistory = pgTable(
  'search_history',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    keyword: varchar('keyword', { length: 50 }).notNull(),
    searchedAt: timestamp('searched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('search_history_user_keyword_unique').on(t.userId, t.keyword)],
);

export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    acceptName: varchar('accept_name', { length: 40 }).notNull(),
    mobile: varchar('mobile', { length: 11 }).notNull(),
    email: varchar('email', { length: 100 }).notNull().default(''),
    country: varchar('country', { length: 40 }).notNull(),
    province: varchar('province', { length: 40 }).notNull(),
    city: varchar('city', { length: 40 }).notNull(),
    /** The district (区/县) for mainland addresses picked from the region data; "" elsewhere. */
    district: varchar('district', { length: 40 }).notNull().default(''),
    /** The region code (GB/T 2260) of the picked district, so the picker reopens where it was; "" for free text. */
    regionCode: varchar('region_code', { length: 12 }).notNull().default(''),
    address: varchar('address', { length: 200 }).notNull(),
    address2: varchar('address2', { length: 200 }).notNull().default(''),
    zip: varchar('zip', { length: 12 }).notNull().default(''),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('addresses_user_id_idx').on(t.userId),
    // At most one default address per member, whatever order concurrent saves run in.
    uniqueIndex('addresses_user_default_unique').on(t.userId).where(sql`${t.isDefault}`),
  ],
);

export const pickupStores = pgTable('pickup_stores', {
  id: serial('id').primaryKey(),
  nameZh: varchar('name_zh', { length: 60 }).notNull(),
  nameEn: varchar('name_en', { length: 80 }).notNull(),
  businessHoursZh: varchar('business_hours_zh', { length: 60 }).notNull(),
  businessHoursEn: varchar('business_hours_en', { length: 80 }).notNull(),
  phone: varchar('phone', { length: 20 }).notNull(),
  addressZh: varchar('address_zh', { length: 200 }).notNull(),
  addressEn: varchar('address_en', { length: 240 }).notNull(),
  sort: integer('sort').notNull().default(0),
});

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
    // The back office's order table and dashboard read orders by when they were placed and paid.
    index('orders_created_idx').on(t.createdAt),
    index('orders_paid_idx').on(t.paidAt),
    index('orders_status_expires_idx').on(t.status, t.expiresAt),
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
    check('order_items_quantity_check', sql`${t.quantity} > 0`),
    check('order_items_refunded_check', sql`${t.refundedQuantity} between 0 and ${t.quantity} and ${t.refundedCents} >= 0`),
    check('order_items_price_check', sql`${t.priceCents} >= 0`),
  ],
);

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
    status: varchar('status', { length: 8, enum: ['pending', 'paid'] }).notNull().default('pending'),
    /** The capability in the sandbox pay page's link; only sandbox payments have one. */
    gatewayToken: varchar('gateway_token', { length: 64 }).unique('payments_gateway_token_unique'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('payments_order_id_idx').on(t.orderId),
    check('payments_method_check', sql`${t.method} in ('balance', 'sandbox')`),
    check('payments_status_check', sql`${t.status} in ('pending', 'paid')`),
    check('payments_amount_check', sql`${t.amountCents} > 0`),
    // One settled payment per order: a second charge cannot be recorded even by a buggy caller.
    uniqueIndex('payments_order_paid_unique').on(t.orderId).where(sql`${t.status} = 'paid'`),
    uniqueIndex('payments_recharge_paid_unique').on(t.rechargeId).where(sql`${t.status} = 'paid'`),
    index('payments_recharge_id_idx').on(t.rechargeId),
    check('payments_target_check', sql`(${t.orderId} is null) <> (${t.rechargeId} is null)`),
  ],
);

/** Gateway notifications already acted on, so a replay is answered without acting twice. */
export const processedNotifications = pgTable('processed_notifications', {
  paymentNo: varchar('payment_no', { length: 32 }).primaryKey(),
  sign: varchar('sign', { length: 64 }).notNull(),
  processedAt: timestamp('processed_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Rate-limit counters every API node shares: one row per rule and key, reset when its window closes. */
export const rateLimitWindows = pgTable(
  'rate_limit_windows',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    closesAt: timestamp('closes_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limit_windows_closes_at_idx').on(t.closesAt)],
);

export const INVOICE_HEADER_KINDS = ['person', 'enterprise'] as const;

/** Invoice headers a member saved to reuse at checkout; one default per member. */
export const invoiceHeaders = pgTable(
  'invoice_headers',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    headerType: varchar('header_type', { length: 10, enum: INVOICE_HEADER_KINDS }).notNull(),
    header: varchar('header', { length: 100 }).notNull(),
    taxNo: varchar('tax_no', { length: 20 }),
    phone: varchar('phone', { length: 11 }).notNull(),
    email: varchar('email', { length: 100 }).notNull(),
    invoiceType: varchar('invoice_type', { length: 8, enum: ['normal', 'special'] }).notNull().default('normal'),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('invoice_headers_user_id_idx').on(t.userId),
    uniqueIndex('invoice_headers_user_default_unique').on(t.userId).where(sql`${t.isDefault}`),
    check('invoice_headers_type_check', sql`${t.headerType} in ('person', 'enterprise')`),
    check('invoice_headers_invoice_type_check', sql`${t.invoiceType} in ('normal', 'special')`),
    check('invoice_headers_tax_no_check', sql`${t.headerType} = 'person' or ${t.taxNo} is not null`),
  ],
);

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
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('recharges_user_created_idx').on(t.userId, t.createdAt),
    check('recharges_amount_check', sql`${t.amountCents} > 0`),
    check('recharges_status_check', sql`${t.status} in ('pending', 'paid', 'closed')`),
  ],
);

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

/** Images members uploaded (refund and review photos); the file lives in the data folder. */
export const uploads = pgTable(
  'uploads',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The stored file's name: its SHA-256 and extension, e.g. `3f…a9.jpg`. */
    fileName: varchar('file_name', { length: 80 }).notNull(),
    mime: varchar('mime', { length: 20 }).notNull(),
    size: integer('size').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('uploads_user_id_idx').on(t.userId), uniqueIndex('uploads_user_file_unique').on(t.userId, t.fileName)],
);

/** The day's flash-sale time slots, in China time: a slot sells from its start for its duration, every day. */
export const flashSlots = pgTable(
  'flash_slots',
  {
    id: serial('id').primaryKey(),
    /** Minutes after midnight, China time (UTC+8). */
    startMinute: integer('start_minute').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
  },
  (t) => [
    uniqueIndex('flash_slots_start_unique').on(t.startMinute),
    check('flash_slots_time_check', sql`${t.startMinute} between 0 and 1439 and ${t.durationMinutes} between 1 and 1440`),
  ],
);

/**
 * A promotion of one product: its type, window and caps. Type-specific settings sit in nullable
 * columns that a check requires for their type: a group's size and window, a flash sale's slot, a
 * bargain's helpers. `enabled` is the back office's start/stop switch.
 */
export const activities = pgTable(
  'activities',
  {
    id: serial('id').primaryKey(),
    type: varchar('type', { length: 8, enum: ACTIVITY_TYPES }).notNull(),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id),
    titleZh: varchar('title_zh', { length: 120 }).notNull(),
    titleEn: varchar('title_en', { length: 160 }).notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    enabled: boolean('enabled').notNull().default(true),
    /** Units one member may buy over the activity (paid and pending orders); 0: no cap. */
    perMemberLimit: integer('per_member_limit').notNull().default(0),
    /** Units in one order; 0: no cap. */
    perOrderLimit: integer('per_order_limit').notNull().default(0),
    /** Group buying: members needed, and how long a group stays open, in minutes. */
    groupSize: integer('group_size'),
    groupWindowMinutes: integer('group_window_minutes'),
    /** Flash sale: the daily slot it sells in. */
    slotId: integer('slot_id').references(() => flashSlots.id),
    /** Bargain: friends needed to cut the price to the floor. */
    helpersNeeded: integer('helpers_needed'),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('activities_type_ends_idx').on(t.type, t.endsAt),
    index('activities_goods_id_idx').on(t.goodsId),
    check('activities_type_check', sql`${t.type} in ('group', 'second', 'bargain', 'point', 'limit')`),
    check('activities_window_check', sql`${t.endsAt} > ${t.startsAt}`),
    check('activities_limits_check', sql`${t.perMemberLimit} >= 0 and ${t.perOrderLimit} >= 0`),
    check('activities_group_check', sql`(${t.type} = 'group') = (${t.groupSize} is not null and ${t.groupSize} >= 2 and ${t.groupWindowMinutes} is not null and ${t.groupWindowMinutes} >= 1)`),
    check('activities_slot_check', sql`(${t.type} = 'second') = (${t.slotId} is not null)`),
    check('activities_bargain_check', sql`(${t.type} = 'bargain') = (${t.helpersNeeded} is not null and ${t.helpersNeeded} >= 1)`),
  ],
);

/**
 * The SKUs an activity sells, each with its own price and its own stock, apart from the SKU's
 * normal stock: an activity order takes from both, so neither can be oversold. `priceCents` is the
 * activity price (a bargain's start price; a points product's cash part, possibly 0).
 */
export const activitySkus = pgTable(
  'activity_skus',
  {
    id: serial('id').primaryKey(),
    activityId: integer('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    skuId: integer('sku_id')
      .notNull()
      .references(() => goodsSkus.id),
    priceCents: integer('price_cents').notNull(),
    /** Bargain: the lowest price friends can cut it to. */
    floorCents: integer('floor_cents'),
    /** Points mall: points per unit. */
    points: integer('points').notNull().default(0),
    /** Units left for the activity. */
    stock: integer('stock').notNull(),
    /** Units sold through the activity (orders placed and not cancelled). */
    sold: integer('sold').notNull().default(0),
  },
  (t) => [
    uniqueIndex('activity_skus_activity_sku_unique').on(t.activityId, t.skuId),
    check('activity_skus_stock_check', sql`${t.stock} >= 0 and ${t.sold} >= 0`),
    check('activity_skus_price_check', sql`${t.priceCents} >= 0 and ${t.points} >= 0`),
    check('activity_skus_floor_check', sql`${t.floorCents} is null or (${t.floorCents} >= 1 and ${t.floorCents} < ${t.priceCents})`),
  ],
);

/** A group of a group-buying activity: opened by its leader's order, complete once `size` members have paid. */
export const activityGroups = pgTable(
  'activity_groups',
  {
    id: serial('id').primaryKey(),
    activityId: integer('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    leaderId: integer('leader_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    size: integer('size').notNull(),
    status: varchar('status', { length: 8, enum: GROUP_STATES }).notNull().default('open'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('activity_groups_activity_status_idx').on(t.activityId, t.status, t.expiresAt),
    index('activity_groups_status_expires_idx').on(t.status, t.expiresAt),
    check('activity_groups_status_check', sql`${t.status} in ('open', 'success', 'failed')`),
    check('activity_groups_size_check', sql`${t.size} >= 2`),
  ],
);

/** A member's seat in a group, held by their order: a member holds at most one live seat per group. */
export const groupMembers = pgTable(
  'group_members',
  {
    id: serial('id').primaryKey(),
    groupId: integer('group_id')
      .notNull()
      .references(() => activityGroups.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    isLeader: boolean('is_leader').notNull().default(false),
    status: varchar('status', { length: 8, enum: GROUP_MEMBER_STATES }).notNull().default('pending'),
    createdAt: createdAt(),
  },
  (t) => [
    index('group_members_group_id_idx').on(t.groupId),
    uniqueIndex('group_members_order_unique').on(t.orderId),
    // A member cannot hold two seats in one group; a released seat (cancelled order) frees them to join again.
    uniqueIndex('group_members_live_unique').on(t.groupId, t.userId).where(sql`${t.status} in ('pending', 'paid')`),
    check('group_members_status_check', sql`${t.status} in ('pending', 'paid', 'released', 'refunded')`),
  ],
);

/** A member's bargain on one SKU of a bargain activity: friends cut `priceCents` from the start down to the floor. */
export const bargains = pgTable(
  'bargains',
  {
    id: serial('id').primaryKey(),
    activityId: integer('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    skuId: integer('sku_id')
      .notNull()
      .references(() => goodsSkus.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startCents: integer('start_cents').notNull(),
    floorCents: integer('floor_cents').notNull(),
    /** The price reached so far. */
    priceCents: integer('price_cents').notNull(),
    helpersNeeded: integer('helpers_needed').notNull(),
    helpers: integer('helpers').notNull().default(0),
    status: varchar('status', { length: 8, enum: BARGAIN_STATES }).notNull().default('open'),
    /** The order that buys it (pending or paid); cleared when that order is cancelled. */
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('bargains_user_id_idx').on(t.userId, t.createdAt),
    // One open bargain per member per activity.
    uniqueIndex('bargains_open_unique').on(t.activityId, t.userId).where(sql`${t.status} = 'open'`),
    check('bargains_status_check', sql`${t.status} in ('open', 'bought', 'failed')`),
    check('bargains_price_check', sql`${t.floorCents} >= 1 and ${t.priceCents} between ${t.floorCents} and ${t.startCents} and ${t.helpers} between 0 and ${t.helpersNeeded}`),
  ],
);

/** One friend's cut of a bargain: each member helps a given bargain once. */
export const bargainHelps = pgTable(
  'bargain_helps',
  {
    bargainId: integer('bargain_id')
      .notNull()
      .references(() => bargains.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    cutCents: integer('cut_cents').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.bargainId, t.userId], name: 'bargain_helps_pkey' }), check('bargain_helps_cut_check', sql`${t.cutCents} >= 1`)],
);

/** A member's one conversation with the shop's customer service, and the agent who has it. */
export const chatConversations = pgTable(
  'chat_conversations',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' })
      .unique('chat_conversations_member_unique'),
    /** The agent answering; null while it waits for one (no agent was online). */
    agentId: integer('agent_id').references(() => users.id, { onDelete: 'set null' }),
    status: varchar('status', { length: 8, enum: CHAT_CONVERSATION_STATES }).notNull().default('open'),
    lastMessageId: bigint('last_message_id', { mode: 'number' }),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
    /** The last message each side has seen: unread counts are the other side's messages after it. */
    memberReadId: bigint('member_read_id', { mode: 'number' }).notNull().default(0),
    agentReadId: bigint('agent_read_id', { mode: 'number' }).notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('chat_conversations_agent_idx').on(t.agentId, t.status),
    check('chat_conversations_status_check', sql`${t.status} in ('open', 'closed')`),
  ],
);

/** Every chat message, stored before it is delivered; `clientId` makes a resent message land once. */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    sender: varchar('sender', { length: 8, enum: CHAT_SENDERS }).notNull(),
    /** The member or agent who wrote it; null for the shop's own messages. */
    senderId: integer('sender_id').references(() => users.id, { onDelete: 'set null' }),
    kind: varchar('kind', { length: 8, enum: CHAT_MESSAGE_KINDS }).notNull(),
    /** The text, or the picture's address. */
    body: text('body').notNull().default(''),
    /** A product or order card as it was when sent. */
    card: jsonb('card'),
    /** The sender's own id for the message, unique per sender: a resend after a reconnect is acknowledged, not stored again. */
    clientId: varchar('client_id', { length: 64 }),
    createdAt: createdAt(),
  },
  (t) => [
    index('chat_messages_conversation_idx').on(t.conversationId, t.id),
    uniqueIndex('chat_messages_client_unique').on(t.senderId, t.clientId).where(sql`${t.clientId} is not null`),
    check('chat_messages_sender_check', sql`${t.sender} in ('member', 'agent', 'system')`),
    check('chat_messages_kind_check', sql`${t.kind} in ('text', 'image', 'goods', 'order')`),
  ],
);

/** Agents online, per API node: a node counts its own sockets and refreshes `seenAt`; a stale row means the node is gone. */
export const chatPresence = pgTable(
  'chat_presence',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    nodeId: varchar('node_id', { length: 64 }).notNull(),
    connections: integer('connections').notNull().default(0),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.nodeId], name: 'chat_presence_pkey' })],
);

/** Quick phrases: shared by every agent (agentId null) or an agent's own. */
export const chatPhrases = pgTable(
  'chat_phrases',
  {
    id: serial('id').primaryKey(),
    agentId: integer('agent_id').references(() => users.id, { onDelete: 'cascade' }),
    text: varchar('text', { length: 500 }).notNull(),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('chat_phrases_agent_idx').on(t.agentId)],
);

/** Keyword replies the shop sends when no agent is online. */
export const chatAutoReplies = pgTable('chat_auto_replies', {
  id: serial('id').primaryKey(),
  keywordZh: varchar('keyword_zh', { length: 40 }).notNull(),
  keywordEn: varchar('keyword_en', { length: 40 }).notNull(),
  replyZh: varchar('reply_zh', { length: 500 }).notNull(),
  replyEn: varchar('reply_en', { length: 500 }).notNull(),
  sort: integer('sort').notNull().default(0),
});

/** Help centre categories (shipping, payment, returns, accounts…). */
export const helpCategories = pgTable('help_categories', {
  id: serial('id').primaryKey(),
  nameZh: varchar('name_zh', { length: 40 }).notNull(),
  nameEn: varchar('name_en', { length: 60 }).notNull(),
  sort: integer('sort').notNull().default(0),
});

/** Help centre articles, rich content kept sanitised, in both languages. */
export const helpArticles = pgTable(
  'help_articles',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => helpCategories.id, { onDelete: 'restrict' }),
    titleZh: varchar('title_zh', { length: 80 }).notNull(),
    titleEn: varchar('title_en', { length: 120 }).notNull(),
    contentZh: text('content_zh').notNull().default(''),
    contentEn: text('content_en').notNull().default(''),
    sort: integer('sort').notNull().default(0),
    published: boolean('published').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('help_articles_category_idx').on(t.categoryId, t.sort)],
);

/**
 * Back-office roles: a named list of permission keys (`*` grants everything). Built-in roles are
 * seeded and cannot be deleted, so the shop always keeps an administrator role.
 */
export const staffRoles = pgTable('staff_roles', {
  id: serial('id').primaryKey(),
  code: varchar('code', { length: 30 }).notNull().unique('staff_roles_code_unique'),
  nameZh: varchar('name_zh', { length: 30 }).notNull(),
  nameEn: varchar('name_en', { length: 40 }).notNull(),
  permissions: jsonb('permissions').$type<string[]>().notNull(),
  builtin: boolean('builtin').notNull().default(false),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Back-office users: kept apart from members, so no member token can reach a back-office call. */
export const staffUsers = pgTable(
  'staff_users',
  {
    id: serial('id').primaryKey(),
    username: varchar('username', { length: 20 }).notNull().unique('staff_users_username_unique'),
    passwordHash: text('password_hash').notNull(),
    name: varchar('name', { length: 40 }).notNull(),
    roleId: integer('role_id')
      .notNull()
      .references(() => staffRoles.id, { onDelete: 'restrict' }),
    status: varchar('status', { length: 8, enum: ['active', 'disabled'] }).notNull().default('active'),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('staff_users_role_idx').on(t.roleId), check('staff_users_status_check', sql`${t.status} in ('active', 'disabled')`)],
);

/** Back-office sessions: only the token's sha256 is kept, as for members, in a table of their own. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: serial('id').primaryKey(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique('staff_sessions_token_hash_unique'),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('staff_sessions_staff_idx').on(t.staffId)],
);

/** Every change a back-office user makes: who, what, when, and the row before and after. */
export const auditLogs = pgTable(
  'audit_logs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    staffId: integer('staff_id').references(() => staffUsers.id, { onDelete: 'set null' }),
    /** Kept as it was, so the log still names a user who was deleted or renamed. */
    staffUsername: varchar('staff_username', { length: 20 }).notNull(),
    action: varchar('action', { length: 40 }).notNull(),
    targetType: varchar('target_type', { length: 30 }).notNull(),
    targetId: varchar('target_id', { length: 40 }).notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: varchar('ip', { length: 45 }).notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_logs_created_idx').on(t.createdAt),
    index('audit_logs_target_idx').on(t.targetType, t.targetId),
    index('audit_logs_staff_idx').on(t.staffId, t.createdAt),
  ],
);

/**
 * The design a designer is editing, one per template, kind and language. `revision` grows with every
 * save, so a save made over a newer one is refused instead of overwriting it.
 */
export const designDrafts = pgTable(
  'design_drafts',
  {
    id: serial('id').primaryKey(),
    tempId: varchar('temp_id', { length: 20 }).notNull(),
    kind: varchar('kind', { length: 10, enum: ['global', 'home'] }).notNull(),
    lang: varchar('lang', { length: 5 }).notNull(),
    data: jsonb('data').notNull(),
    revision: integer('revision').notNull().default(1),
    updatedBy: integer('updated_by').references(() => staffUsers.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('design_drafts_temp_kind_lang_unique').on(t.tempId, t.kind, t.lang)],
);

/** Every published design, newest version highest; rolling back publishes an earlier one again. */
export const designVersions = pgTable(
  'design_versions',
  {
    id: serial('id').primaryKey(),
    tempId: varchar('temp_id', { length: 20 }).notNull(),
    kind: varchar('kind', { length: 10, enum: ['global', 'home'] }).notNull(),
    lang: varchar('lang', { length: 5 }).notNull(),
    version: integer('version').notNull(),
    data: jsonb('data').notNull(),
    publishedBy: integer('published_by').references(() => staffUsers.id, { onDelete: 'set null' }),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    note: varchar('note', { length: 100 }).notNull().default(''),
  },
  (t) => [uniqueIndex('design_versions_temp_kind_lang_version_unique').on(t.tempId, t.kind, t.lang, t.version)],
);

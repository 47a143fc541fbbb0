import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
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
    role: varchar('role', { length: 10, enum: ['member', 'admin'] }).notNull().default('member'),
    createdAt: createdAt(),
  },
  (t) => [
    check('users_role_check', sql`${t.role} in ('member', 'admin')`),
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

export const smsScenes = ['register', 'login', 'forget', 'bind'] as const;
export type SmsScene = (typeof smsScenes)[number];

/** Every code ever sent: the SMS outbox as well as the store the codes are checked against. */
export const smsCodes = pgTable(
  'sms_codes',
  {
    id: serial('id').primaryKey(),
    mobile: varchar('mobile', { length: 11 }).notNull(),
    scene: varchar('scene', { length: 10, enum: smsScenes }).notNull(),
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

export const goodsStatuses = ['on', 'off'] as const;

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
    createdAt: createdAt(),
  },
  (t) => [
    index('goods_comments_goods_created_idx').on(t.goodsId, t.createdAt),
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

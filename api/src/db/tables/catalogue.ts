// The catalogue: categories, shops, goods, their options (specs), SKUs and reviews.
import { sql } from 'drizzle-orm';
import { type AnyPgColumn, boolean, check, index, integer, jsonb, pgTable, serial, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './members';
import { orderItems } from './orders';

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id').references((): AnyPgColumn => categories.id, { onDelete: 'cascade' }),
    nameZh: varchar('name_zh', { length: 40 }).notNull(),
    nameEn: varchar('name_en', { length: 60 }).notNull(),
    image: text('image').notNull().default(''),
    sort: integer('sort').notNull().default(0),
    /** Left out of the shop's category tree and category lists (with its sub-categories and their goods); search still finds the goods. */
    hidden: boolean('hidden').notNull().default(false),
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

/** A maker or label goods are sold under; shoppers narrow lists by it. */
export const brands = pgTable(
  'brands',
  {
    id: serial('id').primaryKey(),
    nameZh: varchar('name_zh', { length: 40 }).notNull(),
    nameEn: varchar('name_en', { length: 60 }).notNull(),
    /** Lower first, in the back office and the shop's brand facet alike. */
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('brands_name_zh_unique').on(t.nameZh), uniqueIndex('brands_name_en_unique').on(t.nameEn)],
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
    /** Null for goods sold under no brand; a brand with goods cannot be deleted. */
    brandId: integer('brand_id').references(() => brands.id),
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
    /**
     * What a search matches and ranks (ADR 0044): names, subtitles, the category and its parent's names
     * and the brand's, in both languages, lower-cased, then every word again split at punctuation and the
     * Chinese characters and character pairs as words of their own. Written by the database's triggers
     * (migration 0023) on every insert and edit, and when a category or brand is renamed: never by code.
     */
    searchText: text('search_text').notNull().default(''),
  },
  (t) => [
    index('goods_category_id_idx').on(t.categoryId),
    index('goods_search_text_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    index('goods_shop_id_idx').on(t.shopId),
    index('goods_brand_id_idx').on(t.brandId),
    // The shop's lists read goods on the shelf only (ADR 0045): narrowed by category and price, or
    // sorted by sales, price or id over the whole shelf. Each carries what its page's ids are chosen
    // by, so a deep page's skipped rows are read from the index alone.
    index('goods_on_category_price_idx')
      .on(t.categoryId, t.sellPriceCents, t.sales, t.id)
      .where(sql`${t.status} = 'on'`),
    index('goods_on_sales_idx')
      .on(t.sales.desc().nullsFirst(), t.id)
      .where(sql`${t.status} = 'on'`),
    index('goods_on_price_idx')
      .on(t.sellPriceCents, t.id)
      .where(sql`${t.status} = 'on'`),
    index('goods_on_id_idx')
      .on(t.id)
      .where(sql`${t.status} = 'on'`),
    check('goods_status_check', sql`${t.status} in ('on', 'off')`),
    check('goods_prices_check', sql`${t.sellPriceCents} >= 0 and ${t.marketPriceCents} >= 0`),
    check('goods_sales_check', sql`${t.sales} >= 0`),
  ],
);

/**
 * The shop's own words (ADR 0044): every word of three letters or more, without digits, that a goods
 * row's search text holds, added by the goods trigger (migration 0023), never removed (a word no goods
 * carries any more only leads a misspelt search to no results). A search word no goods contains is
 * spelt again as the most similar of these.
 */
export const searchWords = pgTable(
  'search_words',
  {
    word: text('word').primaryKey(),
  },
  (t) => [index('search_words_word_trgm_idx').using('gin', t.word.op('gin_trgm_ops'))],
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
    /** A swatch the shop's SKU selector shows beside the value; empty for none. */
    image: text('image').notNull().default(''),
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
    /** The merchant's own code for the SKU (a barcode, a warehouse code); empty for none. */
    code: varchar('code', { length: 64 }).notNull().default(''),
    /**
     * `off`: the SKU lost its spec value in an edit but has orders, so it is kept for them and hidden
     * from shoppers; its key may name values that no longer exist.
     */
    status: varchar('status', { length: 3, enum: goodsStatuses }).notNull().default('on'),
  },
  (t) => [
    uniqueIndex('goods_skus_goods_key_unique').on(t.goodsId, t.specKey).where(sql`${t.status} = 'on'`),
    // The dashboard's low-stock list: SKUs on sale, lowest stock first.
    index('goods_skus_on_stock_idx')
      .on(t.stock, t.id)
      .where(sql`${t.status} = 'on'`),
    check('goods_skus_status_check', sql`${t.status} in ('on', 'off')`),
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

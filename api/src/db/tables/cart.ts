// Members’ carts.
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, uniqueIndex } from 'drizzle-orm/pg-core';
import { goods, goodsSkus } from './catalogue';
import { createdAt } from './columns';
import { users } from './members';

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
    // What the SKU cost and how many were left when the row was last added to or changed, so that
    // the cart can say what changed since (null on rows from before this was kept: nothing to say).
    addedPriceCents: integer('added_price_cents'),
    addedStock: integer('added_stock'),
    createdAt: createdAt(),
  },
  (t) => [
    index('cart_items_user_id_idx').on(t.userId),
    uniqueIndex('cart_items_user_sku_unique').on(t.userId, t.skuId),
    check('cart_items_quantity_check', sql`${t.quantity} > 0`),
  ],
);

// What a member keeps: favourites, footprints, search history.
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { goods } from './catalogue';
import { createdAt } from './columns';
import { users } from './members';

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
    /** Who viewed a product: the recommendations' "viewed together" starts there. */
    index('footprints_goods_visited_idx').on(t.goodsId, t.visitedAt),
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
  (t) => [
    uniqueIndex('search_history_user_keyword_unique').on(t.userId, t.keyword),
    // search/related finds the shoppers who searched a keyword, whatever its case.
    index('search_history_keyword_idx').on(sql`lower(${t.keyword})`),
  ],
);

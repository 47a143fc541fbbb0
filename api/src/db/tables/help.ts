// The help centre.
import { boolean, index, integer, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';

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

// Site settings and the designed pages: drafts, published versions, the live design.
import { check, integer, jsonb, pgTable, serial, smallint, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { staffUsers } from './staff';

export const siteSettings = pgTable('site_settings', {
  lang: varchar('lang', { length: 5 }).primaryKey(),
  data: jsonb('data').notNull(),
});

/**
 * The settings of the whole site (one row, id 1): the WeChat flag, the languages the switcher offers
 * and the default one, the district parcels ship from and the hour before which orders ship the same
 * day. No row: both languages, Chinese first, no WeChat, from Hangzhou before 16:00 (the shop as it opened).
 */
export const siteOptions = pgTable(
  'site_options',
  {
    id: smallint('id').primaryKey().default(1),
    isWechat: smallint('is_wechat').notNull().default(0),
    languages: jsonb('languages').$type<string[]>().notNull(),
    defaultLang: varchar('default_lang', { length: 5 }).notNull(),
    shipFromCode: varchar('ship_from_code', { length: 6 }).notNull().default('330106'),
    dispatchCutoffHour: smallint('dispatch_cutoff_hour').notNull().default(16),
    updatedBy: integer('updated_by').references(() => staffUsers.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('site_options_one_row', sql`${t.id} = 1`)],
);

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

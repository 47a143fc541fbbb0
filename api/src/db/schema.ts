import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
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
    goodsId: integer('goods_id').notNull(),
    skuId: integer('sku_id').notNull(),
    quantity: integer('quantity').notNull(),
    selected: boolean('selected').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    index('cart_items_user_id_idx').on(t.userId),
    check('cart_items_quantity_check', sql`${t.quantity} > 0`),
  ],
);

// Members and their sessions.
import { MEMBER_ROLES } from '@shop/contract';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

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
    // The dashboard's new members of today and yesterday.
    index('users_created_idx').on(t.createdAt),
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

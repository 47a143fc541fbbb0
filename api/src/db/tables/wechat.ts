// Signing in with WeChat (Open Platform QR connect): the members' WeChat identities and the
// sign-ins under way.
import { index, integer, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './members';

/** A member's WeChat account, found again by its unionid (the same person across the merchant's apps). */
export const wechatIdentities = pgTable('wechat_identities', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .unique('wechat_identities_user_id_unique')
    .references(() => users.id, { onDelete: 'cascade' }),
  unionid: varchar('unionid', { length: 64 }).notNull().unique('wechat_identities_unionid_unique'),
  openid: varchar('openid', { length: 64 }).notNull(),
  createdAt: createdAt(),
  lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }).notNull(),
});

/**
 * A WeChat sign-in started and not yet finished: its `state` (sent to WeChat and back), bound to the
 * browser that started it by the sha256 of a random id kept in that browser's HttpOnly cookie, where
 * to go afterwards, and until when it may finish. Deleted when the callback uses it: single use
 * across every API node.
 */
export const wechatSignInStates = pgTable(
  'wechat_sign_in_states',
  {
    state: varchar('state', { length: 64 }).primaryKey(),
    browserHash: varchar('browser_hash', { length: 64 }).notNull(),
    redirect: text('redirect').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('wechat_sign_in_states_expires_at_idx').on(t.expiresAt)],
);

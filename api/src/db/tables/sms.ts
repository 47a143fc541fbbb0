// Verification codes sent by text message.
import { SMS_SCENES } from '@shop/contract';
import { index, integer, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

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

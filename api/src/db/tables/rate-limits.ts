// Rate-limit counters every API node shares.
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Rate-limit counters every API node shares: one row per rule and key, reset when its window closes. */
export const rateLimitWindows = pgTable(
  'rate_limit_windows',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    closesAt: timestamp('closes_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limit_windows_closes_at_idx').on(t.closesAt)],
);

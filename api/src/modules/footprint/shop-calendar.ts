import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/**
 * The shop keeps China time (UTC+8 all year): its days are the ones footprints are grouped by and
 * coupon dates are told in, whatever the server's or the database's time zone.
 */
const SHOP_UTC_OFFSET_HOURS = 8;
const SHOP_UTC_OFFSET_MS = SHOP_UTC_OFFSET_HOURS * 60 * 60 * 1000;

const shopIso = (instant: Date) => new Date(instant.getTime() + SHOP_UTC_OFFSET_MS).toISOString();

/** "2025-06-01": the shop's date at an instant. */
export const shopDate = (instant: Date) => shopIso(instant).slice(0, 10);

/** "2025-06-01 09:30": the shop's date and time at an instant. */
export const shopDateTime = (instant: Date) => shopIso(instant).slice(0, 16).replace('T', ' ');

/** The instant the shop's day "2025-06-01" begins. */
export const shopDayStart = (date: string) => new Date(Date.parse(`${date}T00:00:00.000Z`) - SHOP_UTC_OFFSET_MS);

/** The shop's date of a timestamptz column, in SQL. */
export const shopDateOf = (column: AnyColumn): SQL<string> =>
  sql<string>`to_char((${column} at time zone 'UTC') + make_interval(hours => ${sql.raw(String(SHOP_UTC_OFFSET_HOURS))}), 'YYYY-MM-DD')`;

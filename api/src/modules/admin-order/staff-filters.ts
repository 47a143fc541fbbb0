import { gte, lt, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/** The shop keeps China time: a day of a date filter runs from 00:00 to 24:00 at UTC+8. */
const SHOP_UTC_OFFSET = '+08:00';
const DAY_MS = 24 * 60 * 60 * 1000;

const dayStart = (day: string) => new Date(`${day}T00:00:00${SHOP_UTC_OFFSET}`);

/** The conditions keeping rows whose `column` falls on or after `from` and on or before `to` (shop days). */
export function withinDays(column: PgColumn, from: string | undefined, to: string | undefined): SQL[] {
  return [from ? gte(column, dayStart(from)) : undefined, to ? lt(column, new Date(dayStart(to).getTime() + DAY_MS)) : undefined].filter(
    (condition): condition is SQL => condition !== undefined,
  );
}

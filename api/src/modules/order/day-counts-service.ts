import type { Delivery, OrderStatus } from '@shop/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows-of';
import { orderCountChanges, orderDayCounts } from '../../db/schema';

/** Which orders to count: placed from the shop day `from` to the shop day `to` (YYYY-MM-DD, either open), of one delivery or both, of one status or all. */
export type DayCountFilters = { from?: string; to?: string; delivery?: Delivery; status?: OrderStatus };

/**
 * The day counts the filters keep and the changes not yet folded into them (ADR 0047), as one table of
 * (day, status, orders, first_paid_at, last_paid_at): at most a row per day, delivery and status, where
 * counting the orders read one index entry per order.
 */
function dayCountRows(filters: DayCountFilters): SQL {
  const kept = (table: typeof orderDayCounts | typeof orderCountChanges): SQL =>
    sql.join(
      [
        sql`true`,
        filters.delivery ? sql`${table.delivery} = ${filters.delivery}` : undefined,
        filters.status === undefined ? undefined : sql`${table.status} = ${filters.status}`,
        filters.from ? sql`${table.day} >= ${filters.from}::date` : undefined,
        filters.to ? sql`${table.day} <= ${filters.to}::date` : undefined,
      ].filter((condition): condition is SQL => condition !== undefined),
      sql` and `,
    );
  const columns = (table: typeof orderDayCounts | typeof orderCountChanges, orders: AnyPgColumn) =>
    sql`${table.day} as day, ${table.status} as status, ${orders} as orders, ${table.firstPaidAt} as first_paid_at, ${table.lastPaidAt} as last_paid_at`;
  return sql`(
    select ${columns(orderDayCounts, orderDayCounts.orders)} from ${orderDayCounts} where ${kept(orderDayCounts)}
    union all
    select ${columns(orderCountChanges, orderCountChanges.change)} from ${orderCountChanges} where ${kept(orderCountChanges)}
  ) as counted`;
}

/**
 * How many orders of each status the filters keep, from the day counts: one statement, so that a fold
 * committing meanwhile is seen whole or not at all.
 */
export async function countOrdersByStatus(db: Db, filters: DayCountFilters): Promise<{ status: OrderStatus; total: number }[]> {
  const result = await db.execute(sql`select status, sum(orders)::int as total from ${dayCountRows(filters)} group by status having sum(orders) <> 0`);
  return rowsOf<{ status: number; total: number }>(result).map((row) => ({ status: row.status as OrderStatus, total: Number(row.total) }));
}

/** How many orders were placed on each shop day the filters keep (YYYY-MM-DD), whatever their status now; days without any are left out. */
export async function countOrdersByDay(db: Db, filters: DayCountFilters): Promise<{ date: string; orders: number }[]> {
  const result = await db.execute(
    sql`select to_char(day, 'YYYY-MM-DD') as date, sum(orders)::int as orders from ${dayCountRows(filters)} group by day having sum(orders) <> 0 order by day`,
  );
  return rowsOf<{ date: string; orders: number }>(result).map((row) => ({ date: row.date, orders: Number(row.orders) }));
}

/**
 * The earliest and the latest time any order the filters keep was paid, as two scalar subqueries for
 * a statement's conditions (null when none was paid): bounds from the day counts that may be wider
 * than the orders', never narrower, so that `paid_at between` them loses no order (ADR 0047).
 */
export function paymentTimeBounds(filters: DayCountFilters): { first: SQL; last: SQL } {
  return {
    first: sql`(select min(first_paid_at) from ${dayCountRows(filters)})`,
    last: sql`(select max(last_paid_at) from ${dayCountRows(filters)})`,
  };
}

/**
 * Moves the counted changes into the day counts, widening their payment bounds, in one statement (ADR 0047): changes written while it
 * runs stay for the next run, and two nodes folding together fold each change once (the second skips
 * the rows the first deleted). Answers how many changes it folded.
 */
export async function foldOrderCounts(db: Db): Promise<number> {
  const result = await db.execute(sql`
    with folded as (
      delete from ${orderCountChanges}
      returning day, delivery, status, change, first_paid_at, last_paid_at
    ), added as (
      insert into ${orderDayCounts} (day, delivery, status, orders, first_paid_at, last_paid_at)
        select day, delivery, status, sum(change), min(first_paid_at), max(last_paid_at) from folded group by day, delivery, status
        on conflict (day, delivery, status) do update set
          orders = ${orderDayCounts.orders} + excluded.orders,
          first_paid_at = least(${orderDayCounts.firstPaidAt}, excluded.first_paid_at),
          last_paid_at = greatest(${orderDayCounts.lastPaidAt}, excluded.last_paid_at)
    )
    select count(*)::int as folded from folded`);
  return Number(rowsOf<{ folded: number }>(result)[0]?.folded ?? 0);
}

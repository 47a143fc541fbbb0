import type { Delivery, OrderStatus } from '@shop/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows-of';
import { orderCountChanges, orderDayCounts } from '../../db/schema';

/** Which orders to count: placed from the shop day `from` to the shop day `to` (YYYY-MM-DD, either open), of one delivery or both. */
export type DayCountFilters = { from?: string; to?: string; delivery?: Delivery };

/**
 * How many orders of each status the filters keep, from the day counts and the changes not yet folded
 * into them (ADR 0047): at most a row per day, delivery and status, where counting the orders read one
 * index entry per order. One statement, so that a fold committing meanwhile is seen whole or not at all.
 */
export async function countOrdersByStatus(db: Db, filters: DayCountFilters): Promise<{ status: OrderStatus; total: number }[]> {
  const kept = (table: typeof orderDayCounts | typeof orderCountChanges): SQL =>
    sql.join(
      [
        sql`true`,
        filters.delivery ? sql`${table.delivery} = ${filters.delivery}` : undefined,
        filters.from ? sql`${table.day} >= ${filters.from}::date` : undefined,
        filters.to ? sql`${table.day} <= ${filters.to}::date` : undefined,
      ].filter((condition): condition is SQL => condition !== undefined),
      sql` and `,
    );
  const result = await db.execute(sql`
    select status, sum(orders)::int as total from (
      select ${orderDayCounts.status} as status, ${orderDayCounts.orders} as orders from ${orderDayCounts} where ${kept(orderDayCounts)}
      union all
      select ${orderCountChanges.status}, ${orderCountChanges.change} from ${orderCountChanges} where ${kept(orderCountChanges)}
    ) as counted
    group by status
    having sum(orders) <> 0`);
  return rowsOf<{ status: number; total: number }>(result).map((row) => ({ status: row.status as OrderStatus, total: Number(row.total) }));
}

/**
 * Moves the counted changes into the day counts, in one statement (ADR 0047): changes written while it
 * runs stay for the next run, and two nodes folding together fold each change once (the second skips
 * the rows the first deleted). Answers how many changes it folded.
 */
export async function foldOrderCounts(db: Db): Promise<number> {
  const result = await db.execute(sql`
    with folded as (
      delete from ${orderCountChanges}
      returning ${orderCountChanges.day} as day, ${orderCountChanges.delivery} as delivery, ${orderCountChanges.status} as status, ${orderCountChanges.change} as change
    ), added as (
      insert into ${orderDayCounts} (day, delivery, status, orders)
        select day, delivery, status, sum(change) from folded group by day, delivery, status
        on conflict (day, delivery, status) do update set orders = ${orderDayCounts.orders} + excluded.orders
    )
    select count(*)::int as folded from folded`);
  return Number(rowsOf<{ folded: number }>(result)[0]?.folded ?? 0);
}

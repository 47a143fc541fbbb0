import { DASHBOARD_SERIES_DAYS, LOW_STOCK_THRESHOLD, LOW_STOCK_TOP, ORDER_STATUS, type DashboardAnswer, type DashboardDay, type DayAmounts, type DayCounts } from '@shop/contract';
import { and, asc, count, eq, gte, lt, lte, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { goodsSkus, orders, refunds, users } from '../../db/schema';
import type { Lang } from '../../http/i18n';
import { pick } from '../../lib/bilingual';
import { centsToYuan } from '../../lib/money';
import { shopDate, shopDateOf, shopDayStart } from '../footprint';
import { countOrdersByDay } from '../order';
import { loadSkuDetails } from '../sku';

const DAY_MS = 24 * 60 * 60 * 1000;

/** An instant as a timestamptz parameter (a Date inside a raw `sql` fragment is not mapped by a column). */
const at = (instant: Date): SQL => sql`${instant.toISOString()}::timestamptz`;

/**
 * A sum of cents as a number: summed as a bigint, as one day's takings can pass 2^31 cents (¥21
 * million), which an int cast refused with an error at scale (issue 33); a number holds it exactly.
 */
const sumOfCents = (column: AnyColumn): SQL<number> => sql<number>`coalesce(sum(${column}), 0)::bigint`.mapWith(Number);

/** `count(*) filter (where ...)` as a number. */
const countWhere = (condition: SQL): SQL<number> => sql<number>`(count(*) filter (where ${condition}))::int`;

/** The shop's dates of the series, oldest first, ending with today. */
function seriesDates(today: string): string[] {
  const todayStart = shopDayStart(today).getTime();
  return Array.from({ length: DASHBOARD_SERIES_DAYS }, (_, index) => shopDate(new Date(todayStart - (DASHBOARD_SERIES_DAYS - 1 - index) * DAY_MS)));
}

type DayTotal = { orders: number; paidOrders: number; paidCents: number; refundedCents: number };
type DayTotals = Map<string, DayTotal>;
const NOTHING: DayTotal = { orders: 0, paidOrders: 0, paidCents: 0, refundedCents: 0 };

/** The event of `column` had not happened by `before`. */
const notYetAt = (column: AnyColumn, before: SQL): SQL => sql`(${column} is null or ${column} >= ${before})`;

/** A refund request was waiting for the shop at `before`: asked before, neither decided nor cancelled by then. */
const refundOpenAt = (before: SQL): SQL => sql`${refunds.createdAt} < ${before} and ${notYetAt(refunds.handledAt, before)} and ${notYetAt(refunds.cancelledAt, before)}`;

/**
 * Orders placed, orders paid with their money, and money refunded, per shop day from the shop day
 * `first` to `last`: the orders placed from their day counts (ADR 0047), the others in two grouped reads.
 */
async function dayTotals(db: Db, first: string, last: string): Promise<DayTotals> {
  const [from, until] = [shopDayStart(first), new Date(shopDayStart(last).getTime() + DAY_MS)];
  const paidDay = shopDateOf(orders.paidAt);
  const refundDay = shopDateOf(refunds.handledAt);
  const [placed, paid, refunded] = await Promise.all([
    countOrdersByDay(db, { from: first, to: last }),
    db
      .select({ date: paidDay, orders: count(), cents: sumOfCents(orders.paidCents) })
      .from(orders)
      .where(and(gte(orders.paidAt, from), lt(orders.paidAt, until)))
      .groupBy(paidDay),
    db
      .select({ date: refundDay, cents: sumOfCents(refunds.amountCents) })
      .from(refunds)
      .where(and(eq(refunds.status, 'approved'), gte(refunds.handledAt, from), lt(refunds.handledAt, until)))
      .groupBy(refundDay),
  ]);
  const totals: DayTotals = new Map();
  const day = (date: string) => {
    const found = totals.get(date) ?? { ...NOTHING };
    totals.set(date, found);
    return found;
  };
  for (const row of placed) day(row.date).orders = row.orders;
  for (const row of paid) Object.assign(day(row.date), { paidOrders: row.orders, paidCents: row.cents });
  for (const row of refunded) day(row.date).refundedCents = row.cents;
  return totals;
}

/**
 * Paid orders waiting to leave, now (by status, as the order list filters them) and when yesterday
 * ended (`dayStart`), told from the orders' timestamps: paid by then, neither shipped, made ready
 * for pickup nor received by then, not held by a refund request open then, and not wholly refunded
 * before then. Three counts, each read from one index alone (ADR 0045): the orders waiting now from
 * orders_unshipped_idx, and those waiting then in two ranges of orders_left_cover_idx, the ones that
 * have not left at all and the ones that left after then (one range each, where an `or` of the two
 * made PostgreSQL visit every such order in the table).
 */
async function pendingShipments(db: Db, dayStart: Date) {
  const before = at(dayStart);
  const refundOpenThen = sql`exists (select 1 from ${refunds} where ${refunds.orderId} = ${orders.id} and ${refundOpenAt(before)})`;
  const refundedAfter = sql`exists (select 1 from ${refunds} where ${refunds.orderId} = ${orders.id} and ${refunds.status} = 'approved' and ${refunds.handledAt} >= ${before})`;
  const whollyRefundedBefore = sql`(${orders.status} = ${ORDER_STATUS.refund} and ${orders.statusBeforeRefund} is null and not ${refundedAfter})`;
  // Not shipped, made ready nor received by then: the first of the three (`least` skips nulls) is
  // null or later, as orders_left_cover_idx reads it.
  const left = sql`least(${orders.shippedAt}, ${orders.pickupReadyAt}, ${orders.receivedAt})`;
  const waitingThen = (notLeftThen: SQL) =>
    db
      .select({ total: count() })
      .from(orders)
      .where(sql`${orders.paidAt} is not null and ${orders.paidAt} < ${before} and ${notLeftThen} and not ${refundOpenThen} and not ${whollyRefundedBefore}`);
  const [now, [neverLeft], [leftSince]] = await Promise.all([
    db
      .select({ delivery: orders.delivery, total: count() })
      .from(orders)
      .where(and(eq(orders.status, ORDER_STATUS.unshipped), sql`not (${orders.delivery} = 'pickup' and ${orders.pickupReadyAt} is not null)`))
      .groupBy(orders.delivery),
    waitingThen(sql`${left} is null`),
    waitingThen(sql`${left} >= ${before}`),
  ]);
  const express = now.find((row) => row.delivery === 'express')?.total ?? 0;
  const pickup = now.find((row) => row.delivery === 'pickup')?.total ?? 0;
  return { today: express + pickup, yesterday: (neverLeft?.total ?? 0) + (leftSince?.total ?? 0), express, pickup };
}

/** Refund requests waiting for the shop: now, and when yesterday ended. */
async function openRefunds(db: Db, dayStart: Date): Promise<DayCounts> {
  const [row] = await db
    .select({ today: countWhere(sql`${refunds.status} = 'pending'`), yesterday: countWhere(refundOpenAt(at(dayStart))) })
    .from(refunds);
  return { today: row?.today ?? 0, yesterday: row?.yesterday ?? 0 };
}

async function newMembers(db: Db, yesterdayStart: Date, todayStart: Date): Promise<DayCounts> {
  const [row] = await db
    .select({ today: countWhere(sql`${users.createdAt} >= ${at(todayStart)}`), yesterday: countWhere(sql`${users.createdAt} < ${at(todayStart)}`) })
    .from(users)
    .where(and(eq(users.role, 'member'), gte(users.createdAt, yesterdayStart), lt(users.createdAt, new Date(todayStart.getTime() + DAY_MS))));
  return { today: row?.today ?? 0, yesterday: row?.yesterday ?? 0 };
}

/** How many SKUs on sale are at or under the threshold, and the lowest few with their goods. */
async function lowStock(db: Db, lang: Lang): Promise<DashboardAnswer['low_stock']> {
  const rows = await db
    .select({ id: goodsSkus.id, total: sql<number>`(count(*) over ())::int` })
    .from(goodsSkus)
    // A SKU taken off shelf is not for sale: its stock needs no restocking.
    .where(and(lte(goodsSkus.stock, LOW_STOCK_THRESHOLD), eq(goodsSkus.status, 'on')))
    .orderBy(asc(goodsSkus.stock), asc(goodsSkus.id))
    .limit(LOW_STOCK_TOP);
  const details = await loadSkuDetails(
    db,
    rows.map((row) => row.id),
  );
  return {
    threshold: LOW_STOCK_THRESHOLD,
    count: rows[0]?.total ?? 0,
    top: rows.flatMap((row) => {
      const sku = details.get(row.id);
      return sku
        ? [{ goods_id: sku.goodsId, sku_id: sku.skuId, goods_name: pick(lang, sku.name), sku_text: pick(lang, sku.skuText), image: sku.image, stock: sku.stock, on_shelf: sku.onShelf }]
        : [];
    }),
  };
}

/** admin/dashboard/index: today's figures beside yesterday's, and the last 30 days of orders and sales. */
export async function describeDashboard(db: Db, lang: Lang, now: Date): Promise<DashboardAnswer> {
  const today = shopDate(now);
  const dates = seriesDates(today);
  const todayStart = shopDayStart(today);
  const yesterdayStart = new Date(todayStart.getTime() - DAY_MS);
  const [totals, pending, refundsOpen, members, stock] = await Promise.all([
    dayTotals(db, dates[0]!, today),
    pendingShipments(db, todayStart),
    openRefunds(db, todayStart),
    newMembers(db, yesterdayStart, todayStart),
    lowStock(db, lang),
  ]);
  const of = (date: string) => totals.get(date) ?? NOTHING;
  const [yesterdayTotals, todayTotals] = [of(dates.at(-2)!), of(today)];
  const counts = (field: 'orders' | 'paidOrders'): DayCounts => ({ today: todayTotals[field], yesterday: yesterdayTotals[field] });
  const amounts = (cents: (day: DayTotal) => number): DayAmounts => ({ today: centsToYuan(cents(todayTotals)), yesterday: centsToYuan(cents(yesterdayTotals)) });
  const sales = (day: DayTotal) => day.paidCents - day.refundedCents;
  const series: DashboardDay[] = dates.map((date) => ({ date, orders: of(date).orders, sales: centsToYuan(sales(of(date))) }));
  return {
    today,
    orders: counts('orders'),
    paid_orders: counts('paidOrders'),
    paid_amount: amounts((day) => day.paidCents),
    refunded_amount: amounts((day) => day.refundedCents),
    sales: amounts(sales),
    pending_shipments: pending,
    open_refunds: refundsOpen,
    new_members: members,
    low_stock: stock,
    series,
  };
}

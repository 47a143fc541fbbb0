import { ORDER_STATUSES, type AdminOrderListAnswer, type AdminOrderListQuery, type AdminOrderSort } from '@shop/contract';
import { and, asc, count, desc, eq, gte, ilike, inArray, isNotNull, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { orders, users } from '../../db/schema';
import { translate, type Lang } from '../../http/i18n';
import { pick } from '../../lib/bilingual';
import { centsToYuan } from '../../lib/money';
import { containsPattern } from '../../db/contains-pattern';
import { cancelExpiredOrders, countOrdersByStatus, groupsOfOrders, paymentTimeBounds } from '../order';
import { describeMember, memberColumns } from './member-brief';
import { withinDays } from './staff-filters';

const SORT_COLUMNS: Record<AdminOrderSort, PgColumn> = {
  created_at: orders.createdAt,
  paid_at: orders.paidAt,
  amount: orders.payableCents,
};

/** Sorted by payment time, an unpaid order has none: it takes its placing time, among the unpaid ones. */
const paidOrPlacedAt = sql`coalesce(${orders.paidAt}, ${orders.createdAt})`;

/**
 * The list's ORDER BY: the chosen key in the chosen direction, then the id the same way, so that equal
 * keys keep one order from page to page. Unpaid orders have no payment time: they come last whichever
 * way paid_at is sorted, by when they were placed.
 */
function orderOf(query: Pick<AdminOrderListQuery, 'sort' | 'order'>): SQL[] {
  const direction = query.order === 'asc' ? asc : desc;
  if (query.sort === 'paid_at') return [sql`${orders.paidAt} is null`, direction(paidOrPlacedAt), direction(orders.id)];
  return [direction(SORT_COLUMNS[query.sort]), direction(orders.id)];
}

/** What the keyword finds: the order number, the member's username or phone, the recipient or their phone. */
function keywordMatches(keyword: string): SQL | undefined {
  const pattern = containsPattern(keyword);
  return or(
    ilike(orders.orderNo, pattern),
    ilike(users.username, pattern),
    ilike(users.mobile, pattern),
    sql`${orders.address}->>'accept_name' ilike ${pattern}`,
    sql`${orders.address}->>'mobile' ilike ${pattern}`,
  );
}

/**
 * The orders the filters keep, read with their members only when the keyword may match a member
 * (every order has one: the join narrows nothing else), so that counts read the orders' indexes alone.
 */
const filteredOrders = (db: Db, query: AdminOrderListQuery) =>
  <Selection extends Parameters<Db['select']>[0] & object>(selection: Selection) => {
    const from = db.select(selection).from(orders);
    return query.keyword ? from.innerJoin(users, eq(users.id, orders.userId)) : from;
  };

/**
 * The page's ids sorted by payment time (ADR 0047). One ORDER BY over both would sort every order of
 * the date range; instead the paid orders are read in payment order from an index, only between the
 * payment times the range's day counts bound them by (a payment follows its order, so without bounds
 * a range of last June would read every payment since), and the unpaid ones, which come after them,
 * in placing order from an index of their own; each up to the page's end, then merged.
 */
function pageByPaymentTime(select: ReturnType<typeof filteredOrders>, where: SQL | undefined, query: AdminOrderListQuery): SQL {
  const direction = query.order === 'asc' ? asc : desc;
  const end = query.page * query.size;
  const bounds = paymentTimeBounds({ from: query.date_from, to: query.date_to, delivery: query.delivery, status: query.status });
  const paid = select({ id: orders.id, unpaid: sql<boolean>`false`.as('unpaid'), at: sql`${orders.paidAt}`.as('sort_key') })
    .where(and(where, isNotNull(orders.paidAt), gte(orders.paidAt, bounds.first), lte(orders.paidAt, bounds.last)))
    .orderBy(direction(orders.paidAt), direction(orders.id))
    .limit(end);
  const unpaid = select({ id: orders.id, unpaid: sql<boolean>`true`.as('unpaid'), at: sql`${orders.createdAt}`.as('sort_key') })
    .where(and(where, isNull(orders.paidAt)))
    .orderBy(direction(orders.createdAt), direction(orders.id))
    .limit(end);
  const way = sql.raw(query.order === 'asc' ? 'asc' : 'desc');
  return sql`(select id from (${paid} union all ${unpaid}) as page order by unpaid, sort_key ${way}, id ${way} limit ${query.size} offset ${end - query.size})`;
}

/**
 * admin/order/index: one page of every member's orders, filtered, sorted and paged in the database,
 * with the count of each status under the other filters (the status tabs). Orders whose payment
 * window closed are cancelled first, so none shows as payable. The page's ids are chosen first, from
 * the orders' indexes where they carry the filters and sort keys (ADR 0045), then their rows read.
 * Without a keyword the tabs add up the orders' day counts (ADR 0047); a keyword's matches are counted.
 */
export async function listOrdersForStaff(db: Db, query: AdminOrderListQuery, lang: Lang, now: Date): Promise<AdminOrderListAnswer> {
  await cancelExpiredOrders(db, now);
  const filters = and(
    query.delivery ? eq(orders.delivery, query.delivery) : undefined,
    query.keyword ? keywordMatches(query.keyword) : undefined,
    ...withinDays(orders.createdAt, query.date_from, query.date_to),
  );
  const where = and(filters, query.status === undefined ? undefined : eq(orders.status, query.status));
  const select = filteredOrders(db, query);
  const pageIds =
    query.sort === 'paid_at'
      ? pageByPaymentTime(select, where, query)
      : select({ id: orders.id })
          .where(where)
          .orderBy(...orderOf(query))
          .limit(query.size)
          .offset((query.page - 1) * query.size);
  const [rows, byStatus] = await Promise.all([
    db
      .select({
        order: orders,
        member: memberColumns,
        itemCount: sql<number>`(select coalesce(sum(quantity), 0)::int from order_items where order_items.order_id = ${orders.id})`,
      })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(inArray(orders.id, pageIds))
      .orderBy(...orderOf(query)),
    query.keyword
      ? select({ status: orders.status, total: count() }).where(filters).groupBy(orders.status)
      : countOrdersByStatus(db, { from: query.date_from, to: query.date_to, delivery: query.delivery }),
  ]);
  // The status tabs count under every filter but the status: the list's total is one of them, or all.
  const counted = query.status === undefined ? byStatus : byStatus.filter((row) => row.status === query.status);
  const groups = await groupsOfOrders(
    db,
    rows.map((row) => row.order.id),
  );
  return {
    list: rows.map(({ order, member, itemCount }) => ({
      id: order.id,
      order_no: order.orderNo,
      member: describeMember(member),
      recipient: order.address?.accept_name ?? null,
      mobile: order.address?.mobile ?? null,
      store_name: order.store ? pick(lang, order.store.name) : null,
      amount: centsToYuan(order.payableCents),
      status: order.status,
      status_text: translate(lang, `order_status_${order.status}`),
      delivery: order.delivery,
      created_at: order.createdAt.toISOString(),
      paid_at: order.paidAt?.toISOString() ?? null,
      item_count: itemCount,
      points_spent: order.pointsSpent,
      group: groups.get(order.id) ?? null,
    })),
    page: query.page,
    size: query.size,
    total: counted.reduce((sum, row) => sum + row.total, 0),
    status_counts: ORDER_STATUSES.map((status) => ({ status, count: byStatus.find((row) => row.status === status)?.total ?? 0 })),
  };
}

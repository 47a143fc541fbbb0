import type { AdminMemberDetail, AdminMemberListAnswer, AdminMemberListQuery, AdminMemberRow, AdminMemberSort } from '@shop/contract';
import { and, asc, count, desc, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { addresses, orderItems, orders, users } from '../../db/schema';
import { notFound } from '../../http/errors';
import type { Lang } from '../../http/i18n';
import { centsToYuan } from '../../lib/money';
import { couponStatus, listHeldCoupons } from '../coupon';
import { shopDayStart } from '../footprint';
import { containsPattern } from '../../db/contains-pattern';
import { maskMobile } from '../user';
import { readMemberWallet } from './member-wallet-service';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Orders and wallet rows the member's page shows. */
const RECENT = 5;

/**
 * Each member's order count and what they paid less what was refunded, grouped once per query so
 * that the list can sort by them; members without orders are absent (0).
 */
function orderTotals(db: Db) {
  return db
    .select({
      userId: orders.userId,
      orders: count().as('orders'),
      spentCents: sql<number>`sum(${orders.paidCents} - ${orders.refundedCents})::int`.as('spent_cents'),
    })
    .from(orders)
    .groupBy(orders.userId)
    .as('order_totals');
}

type Totals = ReturnType<typeof orderTotals>;

const orderCount = (totals: Totals) => sql<number>`coalesce(${totals.orders}, 0)::int`;
const spentCents = (totals: Totals) => sql<number>`coalesce(${totals.spentCents}, 0)::int`;

const memberColumns = (totals: Totals) => ({
  id: users.id,
  avatar: users.avatar,
  username: users.username,
  nickname: users.nickname,
  mobile: users.mobile,
  balanceCents: users.balanceCents,
  points: users.points,
  createdAt: users.createdAt,
  orders: orderCount(totals),
  spentCents: spentCents(totals),
});

type MemberListed = {
  id: number;
  avatar: string;
  username: string;
  nickname: string;
  mobile: string | null;
  balanceCents: number;
  points: number;
  createdAt: Date;
  orders: number;
  spentCents: number;
};

const describeRow = (row: MemberListed): AdminMemberRow => ({
  id: row.id,
  avatar: row.avatar,
  username: row.username,
  nickname: row.nickname,
  mobile: maskMobile(row.mobile),
  balance: centsToYuan(row.balanceCents),
  points: row.points,
  orders: row.orders,
  spent: centsToYuan(row.spentCents),
  created_at: row.createdAt.toISOString(),
});

/** Members are the shop’s customers: member-side administrator accounts are no members here. */
const isMember = eq(users.role, 'member');

function filters(query: AdminMemberListQuery): SQL | undefined {
  const { keyword, registered_from: from, registered_to: to } = query;
  const pattern = containsPattern(keyword);
  return and(
    isMember,
    keyword ? or(ilike(users.username, pattern), ilike(users.nickname, pattern), ilike(users.mobile, pattern)) : undefined,
    from ? gte(users.createdAt, shopDayStart(from)) : undefined,
    to ? lt(users.createdAt, new Date(shopDayStart(to).getTime() + DAY_MS)) : undefined,
  );
}

/** admin/member/index: one page of members, sorted on the server by a whitelisted column, then by id. */
export async function listMembers(db: Db, query: AdminMemberListQuery): Promise<AdminMemberListAnswer> {
  const { page, size } = query;
  const totals = orderTotals(db);
  const sortBy: Record<AdminMemberSort, SQL | typeof users.id> = {
    id: users.id,
    created_at: sql`${users.createdAt}`,
    balance: sql`${users.balanceCents}`,
    points: sql`${users.points}`,
    orders: orderCount(totals),
    spent: spentCents(totals),
  };
  const direction = query.order === 'asc' ? asc : desc;
  const where = filters(query);
  const [[counted], rows] = await Promise.all([
    db.select({ total: count() }).from(users).where(where),
    db
      .select(memberColumns(totals))
      .from(users)
      .leftJoin(totals, eq(totals.userId, users.id))
      .where(where)
      .orderBy(direction(sortBy[query.sort]), direction(users.id))
      .limit(size)
      .offset((page - 1) * size),
  ]);
  return { list: rows.map(describeRow), page, size, total: counted?.total ?? 0 };
}

async function recentOrders(db: Db, userId: number): Promise<AdminMemberDetail['recent_orders']> {
  const rows = await db
    .select({
      id: orders.id,
      orderNo: orders.orderNo,
      status: orders.status,
      payableCents: orders.payableCents,
      createdAt: orders.createdAt,
      quantity: sql<number>`(select coalesce(sum(${orderItems.quantity}), 0)::int from ${orderItems} where ${orderItems.orderId} = ${orders.id})`,
    })
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(RECENT);
  return rows.map((row) => ({ id: row.id, order_no: row.orderNo, status: row.status, payable: centsToYuan(row.payableCents), quantity: row.quantity, created_at: row.createdAt.toISOString() }));
}

/** The coupons the member holds, by status (a member holds a handful, so they are counted as read). */
async function countCoupons(db: Db, userId: number, now: Date): Promise<AdminMemberDetail['coupons']> {
  const counts = { unused: 0, used: 0, expired: 0 };
  for (const held of await listHeldCoupons(db, userId)) counts[couponStatus(held, now)] += 1;
  return counts;
}

/** admin/member/detail: the member as listed, their addresses and coupons counted, their last orders and wallet rows. Unknown (or not a member): 404. */
export async function describeMemberDetail(db: Db, id: number, lang: Lang, now: Date): Promise<AdminMemberDetail> {
  const totals = orderTotals(db);
  const [row] = await db
    .select(memberColumns(totals))
    .from(users)
    .leftJoin(totals, eq(totals.userId, users.id))
    .where(and(isMember, eq(users.id, id)));
  if (!row) throw notFound();
  const [[kept], coupons, lastOrders, wallet] = await Promise.all([
    db.select({ total: count() }).from(addresses).where(eq(addresses.userId, id)),
    countCoupons(db, id, now),
    recentOrders(db, id),
    readMemberWallet(db, { member_id: id, type: 'all', page: 1, size: RECENT }, lang),
  ]);
  return { ...describeRow(row), addresses: kept?.total ?? 0, coupons, recent_orders: lastOrders, recent_wallet: wallet.list };
}

import type { AdminRefund, AdminRefundListAnswer, AdminRefundListQuery, AdminRefundSort } from '@shop/contract';
import { and, asc, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { orders, refunds, users } from '../../db/schema';
import { notFound } from '../../http/errors';
import type { Lang } from '../../http/i18n';
import { containsPattern } from '../../db/contains-pattern';
import { describeRefunds } from '../refund';
import { describeMember, memberColumns } from './member-brief';
import { withinDays } from './staff-filters';

const SORT_COLUMNS: Record<AdminRefundSort, PgColumn> = { created_at: refunds.createdAt, amount: refunds.amountCents };

type Found = { refund: typeof refunds.$inferSelect; member: AdminRefund['member']; order: { status: AdminRefund['order_status']; delivery: AdminRefund['order_delivery'] } };

const columns = { refund: refunds, member: memberColumns, order: { status: orders.status, delivery: orders.delivery } };

/** Requests with their member and order, for the list and the detail alike. */
const selectRefunds = (db: Db) => db.select(columns).from(refunds).innerJoin(orders, eq(orders.id, refunds.orderId)).innerJoin(users, eq(users.id, refunds.userId));

async function describe(db: Db, rows: Found[], lang: Lang): Promise<AdminRefund[]> {
  const described = await describeRefunds(
    db,
    rows.map((row) => row.refund),
    lang,
  );
  return described.map((refund, index) => ({ ...refund, member: describeMember(rows[index]!.member), order_status: rows[index]!.order.status, order_delivery: rows[index]!.order.delivery }));
}

/** admin/refund/index: every member's requests, filtered, sorted and paged in the database. */
export async function listRefundsForStaff(db: Db, query: AdminRefundListQuery, lang: Lang): Promise<AdminRefundListAnswer> {
  const pattern = query.keyword ? containsPattern(query.keyword) : undefined;
  const where: SQL | undefined = and(
    query.status ? eq(refunds.status, query.status) : undefined,
    query.kind ? eq(refunds.kind, query.kind) : undefined,
    pattern ? or(ilike(refunds.refundNo, pattern), ilike(orders.orderNo, pattern), ilike(users.username, pattern)) : undefined,
    ...withinDays(refunds.createdAt, query.date_from, query.date_to),
  );
  const direction = query.order === 'asc' ? asc : desc;
  const [rows, [total]] = await Promise.all([
    selectRefunds(db)
      .where(where)
      .orderBy(direction(SORT_COLUMNS[query.sort]), direction(refunds.id))
      .limit(query.size)
      .offset((query.page - 1) * query.size),
    db.select({ total: count() }).from(refunds).innerJoin(orders, eq(orders.id, refunds.orderId)).innerJoin(users, eq(users.id, refunds.userId)).where(where),
  ]);
  return { list: await describe(db, rows, lang), page: query.page, size: query.size, total: total?.total ?? 0 };
}

/** admin/refund/detail: any member's request, with who asked and where the order stands. */
export async function describeRefundForStaff(db: Db, id: number, lang: Lang): Promise<AdminRefund> {
  const rows = await selectRefunds(db).where(eq(refunds.id, id));
  if (rows.length === 0) throw notFound();
  const [described] = await describe(db, rows, lang);
  return described!;
}

import {
  ORDER_STATUS,
  ORDER_TAB_STATUS,
  type OrderCounts,
  type OrderDetail,
  type OrderGroup,
  type OrderLine,
  type OrderListAnswer,
  type OrderListQuery,
  type OrderStatus,
  type OrderSummary,
  type OrderWindowDates,
} from '@shop/contract';
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { coupons, memberCoupons, orderItems, orders } from '../../db/schema';
import { translate, type Lang } from '../../http/i18n';
import { pick } from '../../lib/bilingual';
import { centsToYuan } from '../../lib/money';
import { describeStore } from '../store';
import { cancelExpiredOrders } from './expiry-service';
import { findOwnOrder, findOwnOrderRow, type OrderItemRow, type OrderRow } from './find-own-order';
import { afterSalesClosesAt, reviewClosesAt, type OrderWindows } from './order-windows';
import { groupOfOrder, groupsOfOrders } from './order-groups';
import { describePricing } from './pricing-service';

const statusText = (lang: Lang, status: OrderStatus) => translate(lang, `order_status_${status}`);

const describeItem = (lang: Lang, item: OrderItemRow): OrderLine => ({
  goods_id: item.goodsId,
  sku_id: item.skuId,
  name: pick(lang, { en: item.nameEn, zh: item.nameZh }),
  image: item.image,
  sku_text: pick(lang, { en: item.skuTextEn, zh: item.skuTextZh }),
  price: centsToYuan(item.priceCents),
  quantity: item.quantity,
  amount: centsToYuan(item.priceCents * item.quantity),
});

const describeSummary = (lang: Lang, order: OrderRow, items: OrderItemRow[], group: OrderGroup | null): OrderSummary => ({
  id: order.id,
  order_no: order.orderNo,
  status: order.status,
  status_text: statusText(lang, order.status),
  created_at: order.createdAt.toISOString(),
  payable: centsToYuan(order.payableCents),
  paid_amount: centsToYuan(order.paidCents),
  items: items.map((item) => describeItem(lang, item)),
  delivery: order.delivery,
  points_spent: order.pointsSpent,
  group,
});

async function countByTab(db: Db, userId: number): Promise<OrderCounts> {
  const rows = await db.select({ status: orders.status, total: count() }).from(orders).where(eq(orders.userId, userId)).groupBy(orders.status);
  const of = (status: OrderStatus) => rows.find((row) => row.status === status)?.total ?? 0;
  return {
    all: rows.reduce((sum, row) => sum + row.total, 0),
    unpaid: of(ORDER_TAB_STATUS.unpaid),
    unshipped: of(ORDER_TAB_STATUS.unshipped),
    unreceived: of(ORDER_TAB_STATUS.unreceived),
    refund: of(ORDER_TAB_STATUS.refund),
    unreviewed: of(ORDER_TAB_STATUS.unreviewed),
    completed: of(ORDER_TAB_STATUS.completed),
  };
}

/** order/list: one tab of the member's orders, newest first, with every tab's count; expired ones cancelled first. */
export async function listOrders(db: Db, userId: number, query: OrderListQuery, lang: Lang, now: Date): Promise<OrderListAnswer> {
  await cancelExpiredOrders(db, now, userId);
  const where = and(eq(orders.userId, userId), query.status === 'all' ? undefined : eq(orders.status, ORDER_TAB_STATUS[query.status]));
  // The tab's total is its count among the tabs' counts, which are read anyway.
  const [rows, counts] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(query.size)
      .offset((query.page - 1) * query.size),
    countByTab(db, userId),
  ]);
  const ids = rows.map((row) => row.id);
  const [items, groups] = await Promise.all([
    ids.length === 0 ? [] : db.select().from(orderItems).where(inArray(orderItems.orderId, ids)).orderBy(asc(orderItems.id)),
    groupsOfOrders(db, ids),
  ]);
  return {
    list: rows.map((order) =>
      describeSummary(
        lang,
        order,
        items.filter((item) => item.orderId === order.id),
        groups.get(order.id) ?? null,
      ),
    ),
    page: query.page,
    size: query.size,
    total: counts[query.status],
    counts,
  };
}

async function couponName(db: Db, memberCouponId: number | null, lang: Lang) {
  if (memberCouponId === null) return null;
  const [row] = await db
    .select({ nameEn: coupons.nameEn, nameZh: coupons.nameZh })
    .from(memberCoupons)
    .innerJoin(coupons, eq(coupons.id, memberCoupons.couponId))
    .where(eq(memberCoupons.id, memberCouponId));
  return row ? { name: pick(lang, { en: row.nameEn, zh: row.nameZh }) } : null;
}

/** When a shipped order is received by itself, and when a received one's review and after-sales windows close. */
function describeWindows(order: OrderRow, windows: OrderWindows): OrderWindowDates {
  const sent = order.status === ORDER_STATUS.unreceived ? (order.shippedAt ?? order.pickupReadyAt) : null;
  const received = order.status === ORDER_STATUS.unreviewed || order.status === ORDER_STATUS.completed;
  return {
    auto_receive_at: sent ? new Date(sent.getTime() + windows.autoReceiveMs).toISOString() : null,
    review_closes_at: order.status === ORDER_STATUS.unreviewed ? (reviewClosesAt(order, windows)?.toISOString() ?? null) : null,
    after_sales_closes_at: received ? (afterSalesClosesAt(order, windows)?.toISOString() ?? null) : null,
  };
}

/** The member's order/detail: the order with the dates its windows close. */
export async function describeOwnOrder(db: Db, userId: number, id: number, lang: Lang, now: Date, windows: OrderWindows): Promise<OrderDetail> {
  const detail = await describeOrder(db, userId, id, lang, now);
  return { ...detail, windows: describeWindows(await findOwnOrderRow(db, userId, id), windows) };
}

/** order/detail: every field of one of the member's orders (cancelled first if its payment window closed). */
export async function describeOrder(db: Db, userId: number, id: number, lang: Lang, now: Date): Promise<OrderDetail> {
  await cancelExpiredOrders(db, now, userId);
  const order = await findOwnOrder(db, userId, id);
  return {
    ...describeSummary(lang, order, order.items, await groupOfOrder(db, order.id)),
    paid_at: order.paidAt?.toISOString() ?? null,
    expires_at: order.expiresAt.toISOString(),
    shipped_at: order.shippedAt?.toISOString() ?? null,
    pickup_ready_at: order.pickupReadyAt?.toISOString() ?? null,
    received_at: order.receivedAt?.toISOString() ?? null,
    cancelled_at: order.cancelledAt?.toISOString() ?? null,
    ...describePricing(order),
    payment_method: order.paymentMethod,
    address: order.address,
    store: order.store ? describeStore(lang, order.store) : null,
    pickup_code: order.paidAt ? order.pickupCode : null,
    express: order.expressCompany && order.trackingNo ? { company: order.expressCompany, tracking_no: order.trackingNo } : null,
    invoice: order.invoice,
    remark: order.remark,
    merchant_remark: order.merchantRemark,
    coupon: await couponName(db, order.memberCouponId, lang),
  };
}

import type { OrderPrintout, OrderPrintQuery } from '@shop/contract';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderItems, orders, users } from '../../db/schema';
import { conflict, notFound } from '../../http/errors';
import { translate, type Lang } from '../../http/i18n';
import { pick } from '../../lib/bilingual';
import { centsToYuan } from '../../lib/money';
import { loadSiteSettings } from '../common';
import { describeStore } from '../store';
import { findOwnOrder, type OrderItemRow, type OrderRow } from './find-own-order';
import { describePricing } from './pricing-service';

/** The packing slip or invoice of an order, as both the back office and the member print it. */
async function describePrintout(db: Db, order: OrderRow, items: OrderItemRow[], kind: OrderPrintQuery['kind'], lang: Lang, now: Date): Promise<OrderPrintout> {
  // An invoice states money received: an order not (or no longer) paid has none to print.
  if (kind === 'invoice' && order.paidAt === null) throw conflict('print_invoice_unpaid', 'kind');
  const [[member], settings] = await Promise.all([
    db.select({ username: users.username, nickname: users.nickname }).from(users).where(eq(users.id, order.userId)),
    loadSiteSettings(db, lang),
  ]);
  return {
    kind,
    shop_name: settings.title,
    order_no: order.orderNo,
    status_text: translate(lang, `order_status_${order.status}`),
    created_at: order.createdAt.toISOString(),
    paid_at: order.paidAt?.toISOString() ?? null,
    printed_at: now.toISOString(),
    delivery: order.delivery,
    address: order.address,
    store: order.store ? describeStore(lang, order.store) : null,
    member_name: member?.nickname || member?.username || '',
    items: items.map((item) => ({
      name: pick(lang, { en: item.nameEn, zh: item.nameZh }),
      sku_text: pick(lang, { en: item.skuTextEn, zh: item.skuTextZh }),
      price: centsToYuan(item.priceCents),
      quantity: item.quantity,
      amount: centsToYuan(item.priceCents * item.quantity),
    })),
    ...describePricing(order),
    paid_amount: centsToYuan(order.paidCents),
    payment_method: order.paymentMethod,
    points_spent: order.pointsSpent,
    express: order.expressCompany && order.trackingNo ? { company: order.expressCompany, tracking_no: order.trackingNo } : null,
    invoice: order.invoice,
    remark: order.remark,
  };
}

/** order/print: one of the member's own orders (another member's answers 404). */
export async function printOwnOrder(db: Db, userId: number, query: OrderPrintQuery, lang: Lang, now: Date): Promise<OrderPrintout> {
  const order = await findOwnOrder(db, userId, query.id);
  return describePrintout(db, order, order.items, query.kind, lang, now);
}

/** admin/order/print: any member's order. */
export async function printOrderForStaff(db: Db, query: OrderPrintQuery, lang: Lang, now: Date): Promise<OrderPrintout> {
  const [order] = await db.select().from(orders).where(eq(orders.id, query.id));
  if (!order) throw notFound();
  const items = await db.select().from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(asc(orderItems.id));
  return describePrintout(db, order, items, query.kind, lang, now);
}

import type { ChatCard } from '@shop/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { goods, orderItems, orders } from '../../../db/schema';
import { notFound } from '../../../http/errors';
import { translate, type Lang } from '../../../http/i18n';
import { pick } from '../../../lib/bilingual';
import { centsToYuan } from '../../../lib/money';

/** A product card as it is now, in `lang`: only a product on the shelf may be sent. */
export async function goodsCard(db: Db, goodsId: number, lang: Lang): Promise<ChatCard> {
  const [row] = await db
    .select()
    .from(goods)
    .where(and(eq(goods.id, goodsId), eq(goods.status, 'on')));
  if (!row) throw notFound();
  return { type: 'goods', id: row.id, name: pick(lang, { en: row.nameEn, zh: row.nameZh }), image: row.image, price: centsToYuan(row.sellPriceCents) };
}

type OrderRow = typeof orders.$inferSelect;
type OrderLine = { image: string; quantity: number };

/** An order as its card (and the member's recent orders beside the chat) show it, in `lang`. */
export function describeOrderCard(order: OrderRow, lines: OrderLine[], lang: Lang): Extract<ChatCard, { type: 'order' }> {
  return {
    type: 'order',
    id: order.id,
    order_no: order.orderNo,
    status_text: translate(lang, `order_status_${order.status}`),
    total: centsToYuan(order.payableCents),
    image: lines[0]?.image ?? '',
    item_count: lines.reduce((sum, line) => sum + line.quantity, 0),
    created_at: order.createdAt.toISOString(),
  };
}

/** The lines of some orders, first line first: what their cards show. */
export function orderCardLines(db: Db, orderIds: number[]) {
  return db
    .select({ orderId: orderItems.orderId, image: orderItems.image, quantity: orderItems.quantity })
    .from(orderItems)
    .where(inArray(orderItems.orderId, orderIds))
    .orderBy(asc(orderItems.id));
}

/** A card of one of `memberId`'s orders, in `lang`; anybody else's order is not found, like an unknown one. */
export async function orderCard(db: Db, memberId: number, orderId: number, lang: Lang): Promise<ChatCard> {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, memberId)));
  if (!order) throw notFound();
  return describeOrderCard(order, await orderCardLines(db, [order.id]), lang);
}

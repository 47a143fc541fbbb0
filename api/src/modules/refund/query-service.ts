import type { RefundListAnswer, RefundListQuery, RefundRequest } from '@shop/contract';
import { and, asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderItems, orders, refundItems, refunds } from '../../db/schema';
import { notFound } from '../../http/errors';
import type { Lang } from '../../http/i18n';
import { pick } from '../../lib/bilingual';
import { centsToYuan } from '../../lib/money';

type RefundRow = typeof refunds.$inferSelect;

/** The goods of an order line as bought, in the member's language. */
export const describeBoughtGoods = (lang: Lang, item: typeof orderItems.$inferSelect) => ({
  order_item_id: item.id,
  goods_id: item.goodsId,
  sku_id: item.skuId,
  name: pick(lang, { en: item.nameEn, zh: item.nameZh }),
  image: item.image,
  sku_text: pick(lang, { en: item.skuTextEn, zh: item.skuTextZh }),
  price: centsToYuan(item.priceCents),
});

/** Requests as the member and the back office read them, with their lines and order numbers, in the order given. */
export async function describeRefunds(db: Db, rows: RefundRow[], lang: Lang): Promise<RefundRequest[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [lines, orderNos] = await Promise.all([
    db
      .select({ refundId: refundItems.refundId, quantity: refundItems.quantity, amountCents: refundItems.amountCents, item: orderItems })
      .from(refundItems)
      .innerJoin(orderItems, eq(orderItems.id, refundItems.orderItemId))
      .where(inArray(refundItems.refundId, ids))
      .orderBy(asc(orderItems.id)),
    db
      .select({ id: orders.id, orderNo: orders.orderNo })
      .from(orders)
      .where(
        inArray(
          orders.id,
          rows.map((row) => row.orderId),
        ),
      ),
  ]);
  return rows.map((row) => {
    const own = lines.filter((line) => line.refundId === row.id);
    const goodsCents = own.reduce((total, line) => total + line.amountCents, 0);
    return {
      id: row.id,
      refund_no: row.refundNo,
      order_id: row.orderId,
      order_no: orderNos.find((order) => order.id === row.orderId)?.orderNo ?? '',
      kind: row.kind,
      status: row.status,
      reason: row.reason as RefundRequest['reason'],
      description: row.description,
      images: row.images,
      items: own.map((line) => ({ ...describeBoughtGoods(lang, line.item), quantity: line.quantity, amount: centsToYuan(line.amountCents) })),
      amount: centsToYuan(row.amountCents),
      freight: centsToYuan(row.amountCents - goodsCents),
      refund_method: row.refundMethod as RefundRequest['refund_method'],
      merchant_note: row.merchantNote,
      created_at: row.createdAt.toISOString(),
      handled_at: row.handledAt?.toISOString() ?? null,
      cancelled_at: row.cancelledAt?.toISOString() ?? null,
    };
  });
}

/** One request; `userId` scopes it to its member (another member's id answers 404), null is the back office. */
export async function describeRefund(db: Db, userId: number | null, id: number, lang: Lang): Promise<RefundRequest> {
  const [row] = await db
    .select()
    .from(refunds)
    .where(and(eq(refunds.id, id), userId === null ? undefined : eq(refunds.userId, userId)));
  if (!row) throw notFound();
  const [described] = await describeRefunds(db, [row], lang);
  return described!;
}

/** refund/index: one page of the member's requests, newest first, those of one order when it names one. */
export async function listRefunds(db: Db, userId: number, query: RefundListQuery, lang: Lang): Promise<RefundListAnswer> {
  const where: SQL | undefined = and(eq(refunds.userId, userId), query.order_id === undefined ? undefined : eq(refunds.orderId, query.order_id));
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(refunds)
      .where(where)
      .orderBy(desc(refunds.createdAt), desc(refunds.id))
      .limit(query.size)
      .offset((query.page - 1) * query.size),
    db.select({ total: count() }).from(refunds).where(where),
  ]);
  return { list: await describeRefunds(db, rows, lang), page: query.page, size: query.size, total: total?.total ?? 0 };
}

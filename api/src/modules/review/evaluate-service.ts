import { ORDER_STATUS, type DoEvaluateBody, type EvaluateAnswer, type EvaluateResult } from '@shop/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { inTransaction, type Tx } from '../../db/in-transaction';
import { goodsComments, orderItems, orders, users } from '../../db/schema';
import { conflict, notFound, refused } from '../../http/errors';
import type { Lang, MessageKey } from '../../http/i18n';
import { pick } from '../../lib/bilingual';
import { centsToYuan } from '../../lib/money';
import { moveStatus, reviewWindowClosed, type OrderItemRow, type OrderRow, type OrderWindows } from '../order';
import { grantPoints } from '../points';
import { assertOwnUploads } from '../upload';
import { completionPoints, orderCompletedDescription } from './completion-points';

type CommentRow = typeof goodsComments.$inferSelect;
type ReviewableOrder = OrderRow & { items: OrderItemRow[]; reviews: Map<number, CommentRow> };

/** Every unit of the line was refunded: nothing of it stayed with the member to review. */
const isRefunded = (item: OrderItemRow) => item.refundedQuantity >= item.quantity;

/**
 * Why an order cannot be reviewed; null for a received order waiting for its review whose review
 * window (REVIEW_WINDOW_DAYS from receipt) is still open.
 */
function whyNotReviewable(order: Pick<OrderRow, 'status' | 'statusBeforeRefund' | 'receivedAt'>, windows: OrderWindows, now: Date): MessageKey | null {
  // Closed by the clock even before the job that completes the order has run.
  if (order.status === ORDER_STATUS.unreviewed) return reviewWindowClosed(order, windows, now) ? 'review_window_closed' : null;
  if (order.status === ORDER_STATUS.completed) return 'review_order_completed';
  if (order.status === ORDER_STATUS.refund && order.statusBeforeRefund === ORDER_STATUS.unreviewed) return 'review_refund_open';
  return 'review_not_open';
}

/**
 * One of the member's received orders with its lines and the reviews already written; another
 * member's order answers 404, an order in any other status 409 saying why. With `lock` (inside a
 * transaction) the order row stays locked to the end of it, so two submissions of one order run one
 * after the other and a refund request cannot slip in between.
 */
async function reviewableOrder(db: Db | Tx, userId: number, orderId: number, lock: boolean, windows: OrderWindows, now: Date): Promise<ReviewableOrder> {
  const query = db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
  const [order] = lock ? await query.for('update') : await query;
  if (!order) throw notFound();
  const refusal = whyNotReviewable(order, windows, now);
  if (refusal) throw conflict(refusal, 'order_id');
  const items = await db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.id));
  const written = items.length === 0 ? [] : await db.select().from(goodsComments).where(inArray(goodsComments.orderItemId, items.map((item) => item.id)));
  return { ...order, items, reviews: new Map(written.map((row) => [row.orderItemId!, row])) };
}

const waiting = (order: ReviewableOrder) => order.items.filter((item) => !isRefunded(item) && !order.reviews.has(item.id)).length;

/** order/evaluate: the lines of one of the member's received orders, each with its review once written. */
export async function describeEvaluation(db: Db, userId: number, orderId: number, lang: Lang, windows: OrderWindows, now: Date): Promise<EvaluateAnswer> {
  const order = await reviewableOrder(db, userId, orderId, false, windows, now);
  return {
    order_id: order.id,
    order_no: order.orderNo,
    received_at: order.receivedAt?.toISOString() ?? null,
    to_review: waiting(order),
    points_on_completion: completionPoints(order),
    items: order.items.map((item) => {
      const review = order.reviews.get(item.id);
      return {
        order_item_id: item.id,
        goods_id: item.goodsId,
        name: pick(lang, { en: item.nameEn, zh: item.nameZh }),
        image: item.image,
        sku_text: pick(lang, { en: item.skuTextEn, zh: item.skuTextZh }),
        price: centsToYuan(item.priceCents),
        quantity: item.quantity,
        refunded: isRefunded(item),
        review: review ? { id: review.id, rating: review.rating, content: review.content, images: review.images, created_at: review.createdAt.toISOString() } : null,
      };
    }),
  };
}

/** Each review names a line of the order still to review and carries only the member's own photos. */
async function checkReviews(tx: Tx, userId: number, order: ReviewableOrder, reviews: DoEvaluateBody['reviews']): Promise<Map<number, OrderItemRow>> {
  const lines = new Map(order.items.map((item) => [item.id, item]));
  for (const [index, review] of reviews.entries()) {
    const field = `reviews.${index}.order_item_id`;
    const item = lines.get(review.order_item_id);
    if (!item) throw refused('review_item_unknown', field);
    if (isRefunded(item)) throw refused('review_item_refunded', field);
    if (order.reviews.has(item.id)) throw conflict('review_already_done', field);
    await assertOwnUploads(tx, userId, review.images, `reviews.${index}.images`);
  }
  return lines;
}

/**
 * order/do_evaluate. In one transaction, the order locked: every review must name a line of the
 * member's received order not reviewed yet (a line is reviewed once: the order lock, and the unique
 * order line of goods_comments behind it) with the member's own photos; the reviews are stored with
 * the SKU text in the member's language. When no line is left waiting, the order completes (3 → 4)
 * and grants its points with a points_ledger row, once: only the call that moves the order grants.
 */
export async function submitReviews(db: Db, userId: number, body: DoEvaluateBody, lang: Lang, now: Date, windows: OrderWindows): Promise<EvaluateResult> {
  return inTransaction(db, async (tx) => {
    const order = await reviewableOrder(tx, userId, body.order_id, true, windows, now);
    const lines = await checkReviews(tx, userId, order, body.reviews);
    const written = await tx
      .insert(goodsComments)
      .values(
        body.reviews.map((review) => {
          const item = lines.get(review.order_item_id)!;
          return {
            goodsId: item.goodsId,
            userId,
            skuId: item.skuId,
            skuText: pick(lang, { en: item.skuTextEn, zh: item.skuTextZh }),
            rating: review.rating,
            content: review.content,
            images: [...new Set(review.images)],
            orderItemId: item.id,
            createdAt: now,
          };
        }),
      )
      .returning();
    for (const row of written) order.reviews.set(row.orderItemId!, row);
    const toReview = waiting(order);
    if (toReview > 0) {
      const [member] = await tx.select({ points: users.points }).from(users).where(eq(users.id, userId));
      return { order_id: order.id, reviewed: written.length, to_review: toReview, completed: false, points_granted: 0, points: member?.points ?? 0 };
    }
    if (!(await moveStatus(tx, order.id, ORDER_STATUS.unreviewed, { status: ORDER_STATUS.completed }))) throw conflict('review_not_open', 'order_id');
    const granted = completionPoints(order);
    const points = await grantPoints(tx, {
      userId,
      points: granted,
      orderId: order.id,
      description: orderCompletedDescription(order.orderNo),
      now,
    });
    return { order_id: order.id, reviewed: written.length, to_review: 0, completed: true, points_granted: granted, points };
  });
}

import { ORDER_STATUS, type RefundableOrder, type RefundApplyBody, type RefundPreviewBody, type RefundQuote } from '@shop/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { inTransaction, type Tx } from '../../db/in-transaction';
import { orderItems, orders, refundItems, refunds } from '../../db/schema';
import { conflict, notFound, refused } from '../../http/errors';
import { translate, type Lang } from '../../http/i18n';
import { centsToYuan } from '../../lib/money';
import { findOwnOrder, formatOrderNo, moveStatus, nextSerialId, type OrderWindows } from '../order';
import { assertOwnUploads } from '../upload';
import { describeBoughtGoods } from './query-service';
import { quoteRefund, refundKinds, refundRefusal } from './refund-rules';

/** The request waiting for the shop on an order, if any. */
async function openRefundId(db: Db, orderId: number): Promise<number | null> {
  const [open] = await db
    .select({ id: refunds.id })
    .from(refunds)
    .where(and(eq(refunds.orderId, orderId), eq(refunds.status, 'pending')));
  return open?.id ?? null;
}

/** refund/order: what of one of the member's orders can be asked back, and why nothing can when nothing can. */
export async function describeRefundableOrder(db: Db, userId: number, orderId: number, lang: Lang, windows: OrderWindows, now: Date): Promise<RefundableOrder> {
  const order = await findOwnOrder(db, userId, orderId);
  const refusal = refundRefusal(order, windows, now);
  return {
    order_id: order.id,
    order_no: order.orderNo,
    status: order.status,
    delivery: order.delivery,
    paid_amount: centsToYuan(order.paidCents),
    freight: centsToYuan(order.freightCents),
    refunded_amount: centsToYuan(order.refundedCents),
    refusal: refusal ? translate(lang, refusal) : null,
    kinds: refusal ? [] : refundKinds(order.status, order.delivery),
    open_refund_id: await openRefundId(db, order.id),
    items: order.items.map((item) => ({
      ...describeBoughtGoods(lang, item),
      quantity: item.quantity,
      paid: centsToYuan(item.paidCents),
      refunded_quantity: item.refundedQuantity,
      refunded_amount: centsToYuan(item.refundedCents),
      refundable_quantity: refusal ? 0 : item.quantity - item.refundedQuantity,
    })),
  };
}

type OrderWithItems = Awaited<ReturnType<typeof findOwnOrder>>;

/** One of the member's orders open to a request, with its lines; locked for the rest of the transaction when `tx` is one. */
async function refundableOrder(db: Db | Tx, userId: number, orderId: number, lock: boolean, windows: OrderWindows, now: Date): Promise<OrderWithItems> {
  const query = db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
  const [order] = lock ? await query.for('update') : await query;
  if (!order) throw notFound();
  const refusal = refundRefusal(order, windows, now);
  if (refusal) throw conflict(refusal, 'order_id');
  const items = await db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.id));
  return { ...order, items };
}

/** refund/preview: what these units would pay back, from the server's own figures. Stores nothing. */
export async function previewRefund(db: Db, userId: number, input: RefundPreviewBody, windows: OrderWindows, now: Date): Promise<RefundQuote> {
  const quote = quoteRefund(await refundableOrder(db, userId, input.order_id, false, windows, now), input.items);
  return {
    items: quote.lines.map((line) => ({ order_item_id: line.item.id, quantity: line.quantity, amount: centsToYuan(line.amountCents) })),
    goods_amount: centsToYuan(quote.goodsCents),
    freight: centsToYuan(quote.freightCents),
    amount: centsToYuan(quote.amountCents),
  };
}

/**
 * refund/apply. In one transaction, the order locked: it must be open to a request (paid, not
 * complete, no request already open), a return needs the goods with the member, the photos must be
 * the member's own; the request is stored pending with the amounts it would pay, and the order moves
 * to refund (6), remembering its status so that cancelling or rejecting the request restores it.
 * Answers the new request's id.
 */
export async function applyForRefund(db: Db, userId: number, input: RefundApplyBody, now: Date, windows: OrderWindows): Promise<number> {
  return inTransaction(db, async (tx) => {
    const order = await refundableOrder(tx, userId, input.order_id, true, windows, now);
    if (input.kind === 'return' && !refundKinds(order.status, order.delivery).includes('return')) throw refused('refund_return_not_received', 'kind');
    await assertOwnUploads(tx, userId, input.images, 'images');
    const quote = quoteRefund(order, input.items);
    if (quote.amountCents === 0) throw refused('refund_nothing_paid', 'items');
    const id = await nextSerialId(tx, 'refunds');
    await tx.insert(refunds).values({
      id,
      refundNo: `R${formatOrderNo(now, id)}`,
      orderId: order.id,
      userId,
      kind: input.kind,
      reason: input.reason,
      description: input.description,
      images: input.images,
      amountCents: quote.amountCents,
      createdAt: now,
    });
    await tx.insert(refundItems).values(quote.lines.map((line) => ({ refundId: id, orderItemId: line.item.id, quantity: line.quantity, amountCents: line.amountCents })));
    const moved = await moveStatus(tx, order.id, order.status, { status: ORDER_STATUS.refund, statusBeforeRefund: order.status });
    if (!moved) throw conflict('refund_already_open', 'order_id');
    return id;
  });
}

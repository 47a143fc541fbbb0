import { ORDER_STATUS, type Delivery, type OrderStatus, type RefundItemInput, type RefundKind } from '@shop/contract';
import { refused } from '../../http/errors';
import type { MessageKey } from '../../http/i18n';
import { afterSalesClosed, type OrderItemRow, type OrderRow, type OrderWindows } from '../order';

// The after-sales rules (docs/api/after-sales.md), free of the database so that tests can hold them
// to their boundaries.

/**
 * The statuses a refund may be asked from: paid and not complete. A completed order has been
 * reviewed and has granted its points, so it is closed to after-sales.
 */
const REFUNDABLE_STATUSES: ReadonlySet<OrderStatus> = new Set([ORDER_STATUS.unshipped, ORDER_STATUS.unreceived, ORDER_STATUS.unreviewed]);

type OrderState = Pick<OrderRow, 'status' | 'statusBeforeRefund' | 'receivedAt'>;

/**
 * Why no refund can be asked on an order now, or null when one can. Once received, an order is open
 * to after-sales for AFTER_SALES_DAYS (`windows.afterSalesMs`); before receipt there is no limit, and
 * a completed order is closed to it whatever the date.
 */
export function refundRefusal(order: OrderState, windows: OrderWindows, now: Date): MessageKey | null {
  if (order.status === ORDER_STATUS.refund) return order.statusBeforeRefund === null ? 'refund_all_refunded' : 'refund_already_open';
  if (order.status === ORDER_STATUS.unreviewed && afterSalesClosed(order, windows, now)) return 'refund_window_closed';
  if (order.status === ORDER_STATUS.completed) return 'refund_order_closed';
  return REFUNDABLE_STATUSES.has(order.status) ? null : 'refund_not_paid';
}

/** Whether the goods have left the shop for the member: an express parcel once shipped, a pickup order once collected. */
export function goodsWithMember(status: OrderStatus, delivery: Delivery): boolean {
  if (status === ORDER_STATUS.unreviewed || status === ORDER_STATUS.completed) return true;
  return status === ORDER_STATUS.unreceived && delivery === 'express';
}

/** Goods can be sent back only once the member has them; the money alone can always be asked back. */
export function refundKinds(status: OrderStatus, delivery: Delivery): RefundKind[] {
  return goodsWithMember(status, delivery) ? ['refund', 'return'] : ['refund'];
}

/** Stock comes back when the goods do: a return, or goods that never left the shop. */
export function restocks(kind: RefundKind, statusWhenAsked: OrderStatus, delivery: Delivery): boolean {
  return kind === 'return' || !goodsWithMember(statusWhenAsked, delivery);
}

type PaidLine = Pick<OrderItemRow, 'quantity' | 'paidCents' | 'refundedQuantity' | 'refundedCents'>;

/**
 * What `units` more of a line pay back: its paid share pro rata, rounded down, the line's last units
 * taking whatever of the share is left, so refunding every unit returns exactly what the line paid.
 */
export function lineRefundCents(line: PaidLine, units: number): number {
  if (line.refundedQuantity + units === line.quantity) return line.paidCents - line.refundedCents;
  return Math.floor((line.paidCents * units) / line.quantity);
}

export type RefundQuoteLine = { item: OrderItemRow; quantity: number; amountCents: number };
export type RefundQuoteCents = { lines: RefundQuoteLine[]; goodsCents: number; freightCents: number; amountCents: number };

/**
 * What asking for these units back pays: each line's share, plus the freight when the request takes
 * back everything still on an order that has not shipped (nothing was delivered, so nothing was
 * carried). A line not on the order or more units than are left are refused, naming the field.
 */
export function quoteRefund(order: Pick<OrderRow, 'status' | 'freightCents'> & { items: OrderItemRow[] }, wanted: readonly RefundItemInput[]): RefundQuoteCents {
  const lines = wanted.map((want, index) => {
    const item = order.items.find((candidate) => candidate.id === want.order_item_id);
    if (!item) throw refused('refund_item_unknown', `items.${index}.order_item_id`);
    const left = item.quantity - item.refundedQuantity;
    if (want.quantity > left) throw refused('refund_quantity_exceeded', `items.${index}.quantity`, { max: left });
    return { item, quantity: want.quantity, amountCents: lineRefundCents(item, want.quantity) };
  });
  const goodsCents = lines.reduce((total, line) => total + line.amountCents, 0);
  const takesEverythingLeft = order.items.every((item) => item.quantity - item.refundedQuantity === (lines.find((line) => line.item.id === item.id)?.quantity ?? 0));
  const freightCents = order.status === ORDER_STATUS.unshipped && takesEverythingLeft ? order.freightCents : 0;
  return { lines, goodsCents, freightCents, amountCents: goodsCents + freightCents };
}

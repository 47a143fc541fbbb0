import { ORDER_STATUS, type InvoicedOrder, type InvoicedOrderListAnswer, type InvoicedOrderQuery, type InvoiceState, type OrderStatus } from '@shop/contract';
import { and, count, desc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';
import { centsToYuan } from '../../lib/money';
import { cancelExpiredOrders } from '../order';

type OrderRow = typeof orders.$inferSelect;

const RECEIVED: ReadonlySet<OrderStatus> = new Set([ORDER_STATUS.unreviewed, ORDER_STATUS.completed]);

/**
 * Where the order's invoice stands. The shop issues it once the goods are received, so it is to be
 * issued before that; a cancelled order needs none; money paid back on an order (in whole or in
 * part) calls the invoice back. While a refund request is open, the order's state before it counts.
 */
export function invoiceState(order: Pick<OrderRow, 'status' | 'statusBeforeRefund' | 'refundedCents'>): InvoiceState {
  if (order.status === ORDER_STATUS.cancelled) return 'cancelled';
  if (order.refundedCents > 0) return 'refunded';
  const goodsStatus = order.status === ORDER_STATUS.refund ? order.statusBeforeRefund : order.status;
  return goodsStatus !== null && RECEIVED.has(goodsStatus) ? 'issued' : 'pending';
}

function describeInvoicedOrder(order: OrderRow): InvoicedOrder | null {
  if (!order.invoice) return null;
  return {
    order_id: order.id,
    order_no: order.orderNo,
    created_at: order.createdAt.toISOString(),
    header_type: order.invoice.header_type,
    header: order.invoice.header,
    invoice_type: order.invoice.invoice_type,
    amount: centsToYuan(order.payableCents),
    state: invoiceState(order),
  };
}

/** invoice/orders: one page of the member's orders that asked for an invoice, newest first; expired ones cancelled first. */
export async function listInvoicedOrders(db: Db, userId: number, query: InvoicedOrderQuery, now: Date): Promise<InvoicedOrderListAnswer> {
  await cancelExpiredOrders(db, now, userId);
  const where = and(eq(orders.userId, userId), isNotNull(orders.invoice));
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(query.size)
      .offset((query.page - 1) * query.size),
    db.select({ total: count() }).from(orders).where(where),
  ]);
  return {
    list: rows.map(describeInvoicedOrder).filter((row): row is InvoicedOrder => row !== null),
    page: query.page,
    size: query.size,
    total: total?.total ?? 0,
  };
}

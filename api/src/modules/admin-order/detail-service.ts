import type { AdminOrderDetail, TimelineEvent } from '@shop/contract';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderItems, orders, payments, refunds, users } from '../../db/schema';
import { notFound } from '../../http/errors';
import type { Lang } from '../../http/i18n';
import { centsToYuan } from '../../lib/money';
import { describeOrder } from '../order';
import { describeMember, memberColumns } from './member-brief';

/** The order's owner, or 404: the back office reads any member's order through the member's own view of it. */
export async function findOrderOwner(db: Db, id: number) {
  const [row] = await db.select({ order: orders, member: memberColumns }).from(orders).innerJoin(users, eq(users.id, orders.userId)).where(eq(orders.id, id));
  if (!row) throw notFound();
  return row;
}

/** admin/order/detail: what the member sees of the order, plus the member, refunds per line, payments, requests and the timeline. */
export async function describeOrderForStaff(db: Db, id: number, lang: Lang, now: Date): Promise<AdminOrderDetail> {
  const { member } = await findOrderOwner(db, id);
  const seen = await describeOrder(db, member.id, id, lang, now);
  const [[order], items, paymentRows, refundRows] = await Promise.all([
    db.select().from(orders).where(eq(orders.id, id)),
    db.select().from(orderItems).where(eq(orderItems.orderId, id)).orderBy(asc(orderItems.id)),
    db.select().from(payments).where(eq(payments.orderId, id)).orderBy(asc(payments.id)),
    db.select().from(refunds).where(eq(refunds.orderId, id)).orderBy(asc(refunds.id)),
  ]);
  const moments: Array<[TimelineEvent, Date | null]> = [
    ['created', order!.createdAt],
    ['paid', order!.paidAt],
    ['shipped', order!.shippedAt],
    ['ready', order!.pickupReadyAt],
    ['received', order!.receivedAt],
    ['cancelled', order!.cancelledAt],
  ];
  return {
    ...seen,
    items: seen.items.map((line, index) => ({ ...line, refunded_quantity: items[index]!.refundedQuantity, refunded_amount: centsToYuan(items[index]!.refundedCents) })),
    member: describeMember(member),
    pickup_ready_at: order!.pickupReadyAt?.toISOString() ?? null,
    refunded_amount: centsToYuan(order!.refundedCents),
    payments: paymentRows.map((payment) => ({
      payment_no: payment.paymentNo,
      method: payment.method,
      amount: centsToYuan(payment.amountCents),
      status: payment.status,
      created_at: payment.createdAt.toISOString(),
      paid_at: payment.paidAt?.toISOString() ?? null,
    })),
    refunds: refundRows.map((refund) => ({
      id: refund.id,
      refund_no: refund.refundNo,
      kind: refund.kind,
      status: refund.status,
      amount: centsToYuan(refund.amountCents),
      created_at: refund.createdAt.toISOString(),
      handled_at: refund.handledAt?.toISOString() ?? null,
    })),
    timeline: moments
      .filter((moment): moment is [TimelineEvent, Date] => moment[1] !== null)
      .sort((a, b) => a[1].getTime() - b[1].getTime())
      .map(([event, at]) => ({ event, at: at.toISOString() })),
  };
}

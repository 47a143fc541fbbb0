import { ORDER_STATUS, type AdminPickupVerifyBody, type AdminShipBody } from '@shop/contract';
import type { FastifyRequest } from 'fastify';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { inTransaction, type Tx } from '../../db/in-transaction';
import { orders } from '../../db/schema';
import { conflict, notFound, refused } from '../../http/errors';
import type { MessageKey } from '../../http/i18n';
import { recordAudit } from '../audit';
import { groupOfOrder, moveStatus } from '../order';
import type { Staff } from '../staff';

type OrderRow = typeof orders.$inferSelect;
type Actor = { staff: Staff; request: FastifyRequest };

/** Why an order cannot leave the shop now, in the words of the step it is at. */
function notReadyToLeave(order: OrderRow): MessageKey {
  // An open refund request holds the goods until the shop has decided on it (api-notes "Order life").
  if (order.status === ORDER_STATUS.refund && order.statusBeforeRefund === ORDER_STATUS.unshipped) return 'refund_holds_shipment';
  if (order.status === ORDER_STATUS.unreceived) return order.delivery === 'express' ? 'order_shipped_already' : 'pickup_ready_already';
  return 'order_not_shippable';
}

/**
 * Moves a paid order of this delivery from unshipped to unreceived with `values`, exactly once: the
 * UPDATE only takes an order still unshipped, so of two operators at once the second changes nothing
 * and is told why (it reads the order as the first left it).
 */
async function leaveShop(db: Db, id: number, delivery: OrderRow['delivery'], values: Partial<typeof orders.$inferInsert>, audit: { action: string; after: object }, actor: Actor) {
  await inTransaction(db, async (tx) => {
    const order = await findOrder(tx, id);
    if (order.delivery !== delivery) throw conflict(delivery === 'express' ? 'order_not_express' : 'order_not_pickup', 'id');
    await assertGroupComplete(tx, order);
    const moved = await moveStatus(tx, id, ORDER_STATUS.unshipped, { ...values, status: ORDER_STATUS.unreceived });
    if (!moved) throw conflict(notReadyToLeave(await findOrder(tx, id)), 'id');
    const entry = { action: audit.action, targetType: 'order', targetId: id, before: { status: order.status }, after: { status: moved.status, ...audit.after } };
    await recordAudit(tx, actor.staff, entry, actor.request);
  });
}

/**
 * A group-buying order leaves the shop only once its group is complete: a group that then fails is
 * refunded in full, and goods already sent could not be. The refusal says how many members are missing.
 */
async function assertGroupComplete(tx: Tx, order: OrderRow): Promise<void> {
  if (order.activityType !== 'group') return;
  const group = await groupOfOrder(tx, order.id);
  if (group?.status === 'open') throw conflict('order_group_not_complete', 'id', { count: group.needed });
  if (group?.status === 'failed') throw conflict('order_group_failed', 'id');
}

async function findOrder(tx: Tx, id: number): Promise<OrderRow> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, id));
  if (!order) throw notFound();
  return order;
}

/** admin/order/ship: a paid express order leaves with its courier. */
export function shipOrder(db: Db, input: AdminShipBody, now: Date, actor: Actor): Promise<void> {
  const courier = { express_company: input.express_company, tracking_no: input.tracking_no };
  const values = { shippedAt: now, expressCompany: courier.express_company, trackingNo: courier.tracking_no };
  return leaveShop(db, input.id, 'express', values, { action: 'order.ship', after: courier }, actor);
}

/** admin/order/pickup/ready: a paid pickup order waits at its store; the member sees it ready. */
export function markPickupReady(db: Db, id: number, now: Date, actor: Actor): Promise<void> {
  return leaveShop(db, id, 'pickup', { pickupReadyAt: now }, { action: 'order.pickup_ready', after: { pickup_ready_at: now.toISOString() } }, actor);
}

/** Why an order with this code cannot be handed over now. */
function notReadyToHandOver(order: OrderRow): MessageKey {
  if (order.status === ORDER_STATUS.unshipped) return 'pickup_not_ready';
  if (order.status === ORDER_STATUS.refund) return 'refund_holds_handover';
  return 'pickup_collected_already';
}

/**
 * admin/order/pickup/verify: the member collects a ready pickup order with its code, and it is
 * received. A wrong code is refused naming `pickup_code`; codes are random, so when two ready
 * orders share one the operator must name the order. Exactly once, like shipping.
 */
export async function verifyPickup(db: Db, input: AdminPickupVerifyBody, now: Date, actor: Actor): Promise<number> {
  return inTransaction(db, async (tx) => {
    const matches = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.delivery, 'pickup'), eq(orders.pickupCode, input.pickup_code), input.id === undefined ? undefined : eq(orders.id, input.id)));
    if (matches.length === 0) throw refused('pickup_code_wrong', 'pickup_code');
    const ready = matches.filter((order) => order.status === ORDER_STATUS.unreceived);
    if (ready.length > 1) throw refused('pickup_code_ambiguous', 'id');
    const order = ready[0] ?? matches[0]!;
    const received = await moveStatus(tx, order.id, ORDER_STATUS.unreceived, { status: ORDER_STATUS.unreviewed, receivedAt: now });
    if (!received) throw conflict(notReadyToHandOver(await findOrder(tx, order.id)), 'pickup_code');
    await recordAudit(
      tx,
      actor.staff,
      { action: 'order.pickup_verify', targetType: 'order', targetId: order.id, before: { status: order.status }, after: { status: received.status, received_at: now.toISOString() } },
      actor.request,
    );
    return order.id;
  });
}

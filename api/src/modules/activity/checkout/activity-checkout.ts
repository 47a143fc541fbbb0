import { ORDER_STATUS } from '@shop/contract';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import type { Tx } from '../../../db/in-transaction';
import { activitySkus, orderItems, orders, users } from '../../../db/schema';
import { notFound, refused } from '../../../http/errors';
import type { Lang } from '../../../http/i18n';
import { pick } from '../../../lib/bilingual';
import { loadSkuDetails } from '../../sku';
import type { ActivityCheckoutBody, ActivityOrderPlan, ActivityOrders, OrderRow } from '../../order';
import { grantPoints, takePoints } from '../../points';
import { releaseActivityStock, stockShortage, takeActivityStock } from '../../stock';
import { boughtUnits, findActivity, windowState, type ActivityRow, type ActivitySkuRow } from '../activity-service';
import type { ActivityContext } from './activity-handler';
import { activityHandler } from './handlers';

/** What one activity order buys (its one line at the activity's price, and the points it costs), and what it was worked out from. */
export type ActivityPlan = ActivityOrderPlan & { context: ActivityContext };

async function findActivitySku(db: Db, activity: ActivityRow, skuId: number): Promise<ActivitySkuRow> {
  const [row] = await db
    .select()
    .from(activitySkus)
    .where(and(eq(activitySkus.activityId, activity.id), eq(activitySkus.skuId, skuId)))
    .limit(1);
  if (!row) throw refused('activity_sku_unavailable', 'sku_id');
  return row;
}

function assertWithinCaps(activity: ActivityRow, quantity: number, bought: number): void {
  if (activity.perOrderLimit > 0 && quantity > activity.perOrderLimit) throw refused('activity_order_limit', 'quantity', { max: activity.perOrderLimit });
  if (activity.perMemberLimit > 0 && bought + quantity > activity.perMemberLimit) {
    throw refused('activity_member_limit', 'quantity', { max: activity.perMemberLimit, left: Math.max(0, activity.perMemberLimit - bought) });
  }
}

/**
 * Works out an activity order for order/confirm and order/create: the activity selling now (its
 * type decides what "now" means), the SKU on offer, the caps, what is left of the activity's and
 * the warehouse's stock, the price (the type's handler checks its own input: a group to join, a
 * bargain to buy) and the points. Reads only; order/create repeats the caps under the member's lock
 * and takes the stock with conditional updates.
 */
export async function planActivityOrder(db: Db, userId: number, input: ActivityCheckoutBody, now: Date, unitsClaimed = false): Promise<ActivityPlan> {
  const activity = await findActivity(db, input.activity_id!, input.type);
  const handler = activityHandler(input.type);
  const state = handler.state ? await handler.state(db, activity, now) : windowState(activity, now);
  if (state === 'upcoming') throw refused('activity_not_started', 'activity_id');
  if (state === 'ended') throw refused('activity_ended', 'activity_id');
  const activitySku = await findActivitySku(db, activity, input.sku_id!);
  const quantity = input.quantity!;
  // Sold out answers at once, before any lock: the many who arrive after a flash sale's last unit wait for nothing.
  // Units claimed already (a flash sale's door) are this order's: what is left is no longer its concern.
  if (!unitsClaimed && activitySku.stock === 0) throw refused('activity_sold_out', 'sku_id');
  if (!unitsClaimed && quantity > activitySku.stock) throw refused('activity_out_of_stock', 'quantity', { stock: activitySku.stock });
  assertWithinCaps(activity, quantity, await boughtUnits(db, activity.id, userId));
  const sku = (await loadSkuDetails(db, [activitySku.skuId])).get(activitySku.skuId);
  if (!sku || !sku.onShelf) throw notFound();
  if (!unitsClaimed && quantity > sku.stock) throw stockShortage(sku.skuId, sku.stock);
  const context: ActivityContext = { userId, input, activity, activitySku, quantity, now, unitsClaimed };
  const unitCents = handler.price ? await handler.price(db, context) : activitySku.priceCents;
  return {
    context,
    activityId: activity.id,
    activityType: activity.type,
    line: { ...sku, priceCents: unitCents, quantity },
    pointsCost: activitySku.points * quantity,
    // Points-mall orders travel free: the points are the price.
    shipsFree: activity.type === 'point',
    unitsClaimed,
  };
}

/** The member's points cover the order (order/confirm); order/create takes them with a conditional update. */
export function assertPointsCover(plan: ActivityPlan, points: number): void {
  if (plan.pointsCost > points) throw refused('points_needed', 'quantity', { points: plan.pointsCost, balance: points });
}

/**
 * order/create, once the order and its line exist, in its transaction (the member's row is already
 * locked by the unpaid-order caps): the caps counted again now that the member's other orders
 * cannot move, the points, the type's own step (a group seat), then the contested rows last — the
 * activity's stock — so that their locks are held for as short a time as possible.
 */
export async function placeActivityOrder(tx: Tx, plan: ActivityPlan, order: { id: number; orderNo: string }): Promise<void> {
  const { context } = plan;
  const { activity, activitySku, quantity, userId, now } = context;
  const [others] = await tx
    .select({ units: sql<number>`coalesce(sum(${orderItems.quantity}), 0)::int` })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(eq(orders.activityId, activity.id), eq(orders.userId, userId), ne(orders.id, order.id), ne(orders.status, ORDER_STATUS.cancelled)));
  assertWithinCaps(activity, quantity, others?.units ?? 0);
  if (plan.pointsCost > 0) {
    const [member] = await tx.select({ points: users.points }).from(users).where(eq(users.id, userId));
    assertPointsCover(plan, member?.points ?? 0);
    await takePoints(tx, { userId, points: plan.pointsCost, orderId: order.id, now, description: { zh: `积分兑换 订单${order.orderNo}`, en: `Points exchange, order ${order.orderNo}` } }, 'quantity');
  }
  await activityHandler(activity.type).placed?.(tx, context, order.id);
  if (!context.unitsClaimed) await takeActivityStock(tx, activitySku.id, quantity);
}

/** In the payment's transaction: the type's step once an activity order is paid (a group member counted). */
export async function activityOrderPaid(tx: Tx, order: OrderRow, now: Date): Promise<void> {
  if (order.activityType === null) return;
  await activityHandler(order.activityType).paid?.(tx, order, now);
}

/**
 * In the cancellation's transaction, before the warehouse stock is given back: the points, the
 * type's step (a seat freed), then the activity's stock — the rows in the order order/create locks
 * them (member, type's rows, activity stock, warehouse stock), so a cancel and a purchase never
 * wait on each other in a circle.
 */
export async function activityOrderCancelled(tx: Tx, order: OrderRow, now: Date): Promise<void> {
  if (order.activityType === null) return;
  if (order.pointsSpent > 0) {
    await grantPoints(tx, { userId: order.userId, points: order.pointsSpent, orderId: order.id, now, description: { zh: `订单取消退回积分 ${order.orderNo}`, en: `Points returned, order ${order.orderNo} cancelled` } });
  }
  await activityHandler(order.activityType).cancelled?.(tx, order, now);
  await releaseActivityStock(tx, order);
}

/** In an approved refund's transaction, once every unit of an activity order is refunded: the type's step (a group seat freed). */
export async function activityOrderRefundedInFull(tx: Tx, order: OrderRow, now: Date): Promise<void> {
  if (order.activityType === null) return;
  await activityHandler(order.activityType).refundedInFull?.(tx, order, now);
}

/** The activity an order preview names, in the request's language. */
export const describePlannedActivity = (plan: ActivityPlan, lang: Lang) => ({
  id: plan.context.activity.id,
  type: plan.context.activity.type,
  title: pick(lang, { zh: plan.context.activity.titleZh, en: plan.context.activity.titleEn }),
});

/** order/create's door for an activity order: the type's own (a flash sale's claims its units first, ADR 0043), else straight in. */
export function admitActivityOrder<T>(db: Db, input: ActivityCheckoutBody, place: (unitsClaimed: boolean) => Promise<T>): Promise<T> {
  const handler = activityHandler(input.type);
  return handler.admit ? handler.admit(db, input, place) : place(false);
}

/** order/create's first look for an activity order, before anything but the session is read: what the type refuses from memory. */
export function refuseActivityOrderAtOnce(db: Db, input: ActivityCheckoutBody): void {
  activityHandler(input.type).refuseAtOnce?.(db, input);
}

/** The activities' part of checkout, as the order module calls it (registered by ./orders-plugin.ts). */
export const activityOrders: ActivityOrders<ActivityPlan> = {
  admit: admitActivityOrder,
  refuseAtOnce: refuseActivityOrderAtOnce,
  plan: planActivityOrder,
  assertPointsCover,
  describe: describePlannedActivity,
  placed: placeActivityOrder,
  paid: activityOrderPaid,
  cancelled: activityOrderCancelled,
  refundedInFull: activityOrderRefundedInFull,
};

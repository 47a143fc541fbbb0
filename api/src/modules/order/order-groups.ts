import type { OrderGroup } from '@shop/contract';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Tx } from '../../db/in-transaction';
import { activityGroups, groupMembers } from '../../db/schema';

/**
 * The groups these orders hold seats in, by order id: a group-buying order's group with how many
 * members have paid and how many more it needs. Other orders have none. Read from the group tables
 * directly: the order module never imports activities (order/activity-orders.ts).
 */
export async function groupsOfOrders(db: Db | Tx, orderIds: readonly number[]): Promise<Map<number, OrderGroup>> {
  if (orderIds.length === 0) return new Map();
  const paid = sql<number>`(select count(*)::int from ${groupMembers} seat where seat.group_id = ${activityGroups.id} and seat.status = 'paid')`;
  const rows = await db
    .select({
      orderId: groupMembers.orderId,
      id: activityGroups.id,
      activityId: activityGroups.activityId,
      status: activityGroups.status,
      size: activityGroups.size,
      expiresAt: activityGroups.expiresAt,
      paid,
    })
    .from(groupMembers)
    .innerJoin(activityGroups, eq(activityGroups.id, groupMembers.groupId))
    .where(inArray(groupMembers.orderId, [...orderIds]));
  return new Map(
    rows.map((row) => [
      row.orderId,
      {
        id: row.id,
        activity_id: row.activityId,
        status: row.status,
        size: row.size,
        paid: row.paid,
        needed: row.status === 'open' ? Math.max(0, row.size - row.paid) : 0,
        expires_at: row.expiresAt.toISOString(),
      },
    ]),
  );
}

/** The group of one order, or null when it is not a group-buying order. */
export async function groupOfOrder(db: Db | Tx, orderId: number): Promise<OrderGroup | null> {
  return (await groupsOfOrders(db, [orderId])).get(orderId) ?? null;
}

import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import type { Tx } from '../../../db/in-transaction';
import { activityGroups, groupMembers } from '../../../db/schema';
import { refused } from '../../../http/errors';
import type { ActivityContext, ActivityHandler } from '../checkout/activity-handler';

/** Seats held by an unpaid order or a paid one: both count against the group's size. */
export const LIVE_SEATS = ['pending', 'paid'] as const;

/**
 * The group `context` asks to join, refused naming `group_id` unless a seat is free for the member:
 * a group of this activity, open, not past its window, with fewer live seats than its size, the
 * member not already holding one. `lock` takes the group's row for the rest of the transaction, so
 * two buyers of the last seat are counted one after the other.
 */
async function assertJoinable(db: Db, groupId: number, context: ActivityContext, lock: boolean): Promise<void> {
  const query = db.select().from(activityGroups).where(eq(activityGroups.id, groupId));
  const [group] = lock ? await query.for('update') : await query;
  if (!group || group.activityId !== context.activity.id) throw refused('group_not_found', 'group_id');
  if (group.status !== 'open' || group.expiresAt.getTime() <= context.now.getTime()) throw refused('group_closed', 'group_id');
  const seats = await db
    .select({ userId: groupMembers.userId })
    .from(groupMembers)
    .where(and(eq(groupMembers.groupId, groupId), inArray(groupMembers.status, LIVE_SEATS)));
  if (seats.some((seat) => seat.userId === context.userId)) throw refused('group_already_joined', 'group_id');
  if (seats.length >= group.size) throw refused('group_full', 'group_id');
}

/** A new group led by the buyer: open for the activity's window, but never past the activity's end. */
async function openGroup(tx: Tx, context: ActivityContext): Promise<number> {
  const { activity, userId, now } = context;
  const closesAt = Math.min(now.getTime() + activity.groupWindowMinutes! * 60_000, activity.endsAt.getTime());
  const [group] = await tx
    .insert(activityGroups)
    .values({ activityId: activity.id, leaderId: userId, size: activity.groupSize!, expiresAt: new Date(closesAt), createdAt: now })
    .returning({ id: activityGroups.id });
  return group!.id;
}

/**
 * Group buying's checkout: buying with `group_id` joins that group, without it opens a new one with
 * the buyer as leader. The order's seat is pending until paid, paid once paid (the group succeeds
 * with its last seat paid inside its window), and released when the order is cancelled or times out.
 */
export const groupCheckout: ActivityHandler = {
  async price(db, context) {
    if (context.input.group_id != null) await assertJoinable(db, context.input.group_id, context, false);
    return context.activitySku.priceCents;
  },

  async placed(tx, context, orderId) {
    const joining = context.input.group_id ?? null;
    if (joining !== null) await assertJoinable(tx, joining, context, true);
    const groupId = joining ?? (await openGroup(tx, context));
    await tx.insert(groupMembers).values({ groupId, userId: context.userId, orderId, isLeader: joining === null, createdAt: context.now });
  },

  async paid(tx, order, now) {
    const [seat] = await tx
      .update(groupMembers)
      .set({ status: 'paid' })
      .where(and(eq(groupMembers.orderId, order.id), eq(groupMembers.status, 'pending')))
      .returning({ groupId: groupMembers.groupId });
    if (!seat) return;
    const [group] = await tx.select().from(activityGroups).where(eq(activityGroups.id, seat.groupId)).for('update');
    // A payment after the window closed does not complete the group: it is refunded with the others when the group is settled.
    if (!group || group.status !== 'open' || group.expiresAt.getTime() <= now.getTime()) return;
    const paid = await tx
      .select({ id: groupMembers.id })
      .from(groupMembers)
      .where(and(eq(groupMembers.groupId, group.id), eq(groupMembers.status, 'paid')));
    if (paid.length >= group.size) await tx.update(activityGroups).set({ status: 'success', settledAt: now }).where(eq(activityGroups.id, group.id));
  },

  /**
   * A member refunded in full through after-sales gives their seat up while the group is still
   * open: it no longer counts towards the group, and someone else can take it. A group that already
   * succeeded keeps its members as they were.
   */
  async refundedInFull(tx, order) {
    await tx
      .update(groupMembers)
      .set({ status: 'refunded' })
      .where(
        and(
          eq(groupMembers.orderId, order.id),
          inArray(groupMembers.status, [...LIVE_SEATS]),
          sql`exists (select 1 from ${activityGroups} where ${activityGroups.id} = ${groupMembers.groupId} and ${activityGroups.status} = 'open')`,
        ),
      );
  },

  async cancelled(tx, order) {
    // Only the seat row: the group's row is left unlocked, so a cancellation never waits on a buyer holding it.
    await tx
      .update(groupMembers)
      .set({ status: 'released' })
      .where(and(eq(groupMembers.orderId, order.id), eq(groupMembers.status, 'pending')));
  },
};

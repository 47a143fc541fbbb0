import { and, eq } from 'drizzle-orm';
import { activities, bargains } from '../../../db/schema';
import { notFound, refused } from '../../../http/errors';
import type { ActivityHandler } from '../checkout/activity-handler';
import { assertOpen } from './bargain-service';

/**
 * A bargain is bought by its owner, one unit at the price reached, at any time while it is open:
 * placing the order marks it bought (no more cuts), cancelling that order opens it again while
 * the activity runs.
 */
export const bargainCheckout: ActivityHandler = {
  async price(db, { userId, input, activity, activitySku, quantity }) {
    // Locked in order/create's transaction: two orders for one bargain are placed one after the other, and the second finds it bought.
    const [bargain] = await db
      .select()
      .from(bargains)
      .where(eq(bargains.id, input.bargain_id!))
      .for('update');
    if (!bargain || bargain.userId !== userId) throw notFound();
    if (bargain.activityId !== activity.id) throw refused('bargain_other_activity', 'bargain_id');
    if (bargain.skuId !== activitySku.skuId) throw refused('bargain_other_sku', 'sku_id');
    assertOpen(bargain);
    if (quantity !== 1) throw refused('bargain_one_unit', 'quantity');
    return bargain.priceCents;
  },

  async placed(tx, { input }, orderId) {
    await tx
      .update(bargains)
      .set({ status: 'bought', orderId })
      .where(and(eq(bargains.id, input.bargain_id!), eq(bargains.status, 'open')));
  },

  async cancelled(tx, order, now) {
    const [bargain] = await tx.select().from(bargains).where(eq(bargains.orderId, order.id)).for('update');
    if (!bargain) return;
    const [activity] = await tx.select({ endsAt: activities.endsAt }).from(activities).where(eq(activities.id, bargain.activityId));
    // The member may have started another bargain on the activity meanwhile: only one of theirs can be open.
    const [otherOpen] = await tx
      .select({ id: bargains.id })
      .from(bargains)
      .where(and(eq(bargains.activityId, bargain.activityId), eq(bargains.userId, bargain.userId), eq(bargains.status, 'open')))
      .limit(1);
    const reopen = activity !== undefined && now < activity.endsAt && !otherOpen;
    await tx
      .update(bargains)
      .set({ orderId: null, status: reopen ? 'open' : 'failed' })
      .where(eq(bargains.id, bargain.id));
  },
};

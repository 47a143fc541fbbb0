import { expect } from '@jest/globals';
import { eq } from 'drizzle-orm';
import { activityGroups, groupMembers } from '../../../db/schema';
import { buyActivity, createActivity, signUpMembers } from '../../../testing/activity-fixtures';
import { call, type TestApp } from '../../../testing/test-app';

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;

export type Member = { id: number; token: string };
/** A group activity of the tests: its id, the goods SKU it sells and its activity SKU row. */
export type GroupDeal = { activityId: number; skuId: number; activitySkuId: number };

/**
 * What the group tests share over their one test app (`app` is read when a helper runs: the app is
 * made in beforeAll). `prefix` keeps the members a test file signs up apart from any other's.
 */
export function groupKit(app: () => TestApp, prefix: string) {
  let batches = 0;
  const db = () => app().connection.db;
  return {
    /** Selling from an hour ago for two days: a 19.90 mug (50 units), `groupSize` members within `windowMinutes`. */
    async deal(groupSize: number, windowMinutes = 24 * 60): Promise<GroupDeal> {
      const now = app().clock.now().getTime();
      const { activity, skus } = await createActivity(db(), { type: 'group', startsAt: new Date(now - HOUR), endsAt: new Date(now + 48 * HOUR), groupSize, groupWindowMinutes: windowMinutes });
      return { activityId: activity.id, skuId: skus[0]!.skuId, activitySkuId: skus[0]!.id };
    },
    members: (count: number) => signUpMembers(db(), count, { prefix: `${prefix}${(batches += 1)}_` }),
    /** order/create for the deal: opens a group, or joins `groupId`. */
    buy: (member: Member, deal: GroupDeal, options: { groupId?: number; quantity?: number } = {}) =>
      buyActivity(app(), member.token, { type: 'group', activity_id: deal.activityId, sku_id: deal.skuId, quantity: options.quantity ?? 1, ...(options.groupId ? { group_id: options.groupId } : {}) }),
    async payFromWallet(member: Member, orderId: number) {
      const paid = await call(app().app, 'POST', 'payment/index', { token: member.token, body: { order_id: orderId, method: 'balance' } });
      expect(paid.body.code).toBe(1);
    },
    /** The seat an order holds. */
    seatOf: async (orderId: number) => (await db().select().from(groupMembers).where(eq(groupMembers.orderId, orderId)))[0]!,
    groupRow: async (id: number) => (await db().select().from(activityGroups).where(eq(activityGroups.id, id)))[0]!,
  };
}

import type { ActivityState, BargainStartBody } from '@shop/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { inTransaction } from '../../../db/in-transaction';
import { activitySkus, bargainHelps, bargains } from '../../../db/schema';
import { notFound, refused } from '../../../http/errors';
import { findActivity, memberLimitOf, windowState } from '../activity-service';
import { helpersNeededFor, nextCut, type RandomInt } from './bargain-cut';
import { failEndedBargains } from './bargain-expiry-service';

export type BargainRow = typeof bargains.$inferSelect;

/** Starting and helping happen only while the activity sells. */
function assertSelling(state: ActivityState): void {
  if (state === 'upcoming') throw refused('activity_not_started', 'activity_id');
  if (state === 'ended') throw refused('activity_ended', 'activity_id');
}

/** A bargain that can no longer be cut or bought says why: bought already, or failed when its activity ended. */
export function assertOpen(bargain: BargainRow): void {
  if (bargain.status === 'bought') throw refused('bargain_bought', 'bargain_id');
  if (bargain.status === 'failed') throw refused('bargain_failed', 'bargain_id');
}

/** Whether `error` (or what caused it) is the database refusing a member a second open bargain on one activity. */
function isOpenBargainConflict(error: unknown): boolean {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    const { code, constraint } = current as { code?: string; constraint?: string };
    if (code === '23505' && constraint === 'bargains_open_unique') return true;
  }
  return false;
}

export async function findBargain(db: Db, id: number): Promise<BargainRow> {
  const [row] = await db.select().from(bargains).where(eq(bargains.id, id)).limit(1);
  if (!row) throw notFound();
  return row;
}

/**
 * Starts the member's bargain on one SKU of a selling bargain activity, at the SKU's start price.
 * A member has one open bargain per activity (a partial unique index settles two starts at once);
 * one who can buy no more of the activity cannot start one.
 */
export async function startBargain(db: Db, userId: number, input: BargainStartBody, now: Date): Promise<BargainRow> {
  const activity = await findActivity(db, input.activity_id, 'bargain');
  await failEndedBargains(db, now, activity.id);
  assertSelling(windowState(activity, now));
  const [option] = await db
    .select()
    .from(activitySkus)
    .where(and(eq(activitySkus.activityId, activity.id), eq(activitySkus.skuId, input.sku_id)))
    .limit(1);
  if (!option || option.floorCents === null) throw refused('activity_sku_unavailable', 'sku_id');
  if (option.stock === 0) throw refused('activity_sold_out', 'sku_id');
  const limit = await memberLimitOf(db, activity, userId);
  if (limit.left === 0) throw refused('activity_member_limit', 'activity_id', { max: limit.per_member, left: 0 });
  try {
    const [row] = await db
      .insert(bargains)
      .values({
        activityId: activity.id,
        skuId: option.skuId,
        userId,
        startCents: option.priceCents,
        floorCents: option.floorCents,
        priceCents: option.priceCents,
        helpersNeeded: helpersNeededFor(activity.helpersNeeded ?? 1, option.priceCents, option.floorCents),
        createdAt: now,
      })
      .returning();
    return row!;
  } catch (error) {
    if (isOpenBargainConflict(error)) throw refused('bargain_already_open', 'activity_id');
    throw error;
  }
}

/**
 * A member cuts a friend's bargain, once, never their own, while it is open and its activity sells.
 * The bargain's row is locked first, so helpers arriving together cut one after another from what
 * the one before left: the cuts never pass the floor nor the helpers needed. Answers the cut in cents.
 */
export async function helpBargain(db: Db, helperId: number, bargainId: number, now: Date, random?: RandomInt): Promise<number> {
  const { activityId } = await findBargain(db, bargainId);
  // An ended activity's bargain is failed before the help is looked at, and stays failed when it is refused.
  await failEndedBargains(db, now, activityId);
  return inTransaction(db, async (tx) => {
    const [bargain] = await tx.select().from(bargains).where(eq(bargains.id, bargainId)).for('update');
    if (!bargain) throw notFound();
    if (bargain.userId === helperId) throw refused('bargain_own', 'bargain_id');
    const [helped] = await tx
      .select({ cutCents: bargainHelps.cutCents })
      .from(bargainHelps)
      .where(and(eq(bargainHelps.bargainId, bargainId), eq(bargainHelps.userId, helperId)));
    if (helped) throw refused('bargain_helped_already', 'bargain_id');
    assertOpen(bargain);
    assertSelling(windowState(await findActivity(tx, bargain.activityId, 'bargain'), now));
    if (bargain.helpers >= bargain.helpersNeeded) throw refused('bargain_at_floor', 'bargain_id');
    const cut = nextCut(bargain.priceCents - bargain.floorCents, bargain.helpersNeeded - bargain.helpers, random);
    await tx.insert(bargainHelps).values({ bargainId, userId: helperId, cutCents: cut, createdAt: now });
    await tx
      .update(bargains)
      .set({ priceCents: sql`${bargains.priceCents} - ${cut}`, helpers: sql`${bargains.helpers} + 1` })
      .where(eq(bargains.id, bargainId));
    return cut;
  });
}

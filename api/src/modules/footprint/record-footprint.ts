import type { Db } from '../../db/client';
import { footprints } from '../../db/schema';

/**
 * A member saw a product: on its own page or on an activity's page that sells it. One row per
 * member and goods; a revisit moves it to the top of the member's footprints.
 */
export async function recordFootprint(db: Db, userId: number, goodsId: number, now: Date): Promise<void> {
  await db
    .insert(footprints)
    .values({ userId, goodsId, visitedAt: now })
    .onConflictDoUpdate({ target: [footprints.userId, footprints.goodsId], set: { visitedAt: now } });
}

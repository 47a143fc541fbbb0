import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { favorites, footprints, goods, users } from '../db/schema';
import type { SeedOptions } from './seed';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The demo member's browsing of the days before the seed (goods ids of the catalogue seed), newest first. */
const VIEWED = [
  { goodsId: 2, daysAgo: 1 },
  { goodsId: 5, daysAgo: 1.1 },
  { goodsId: 12, daysAgo: 1.3 },
  { goodsId: 4, daysAgo: 2.2 },
  { goodsId: 8, daysAgo: 2.4 },
  { goodsId: 1, daysAgo: 5 },
];
const FAVOURED = [2, 12, 4, 5];

/**
 * Footprints over a few days and a handful of favourites for the demo member (demo accounts only),
 * so that both boxes show what they are for on a fresh shop.
 */
export async function seedSavedGoods(db: Db, seededAt: Date, options: SeedOptions): Promise<void> {
  if (!options.demoAccounts) return;
  const [demo] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'demo'));
  if (!demo) return;
  const known = new Set((await db.select({ id: goods.id }).from(goods)).map((row) => row.id));
  const viewed = VIEWED.filter((visit) => known.has(visit.goodsId));
  if (viewed.length > 0) {
    await db
      .insert(footprints)
      .values(viewed.map((visit) => ({ userId: demo.id, goodsId: visit.goodsId, visitedAt: new Date(seededAt.getTime() - visit.daysAgo * DAY_MS) })))
      .onConflictDoNothing();
  }
  const favoured = FAVOURED.filter((goodsId) => known.has(goodsId));
  if (favoured.length > 0) {
    await db
      .insert(favorites)
      .values(favoured.map((goodsId, index) => ({ userId: demo.id, goodsId, createdAt: new Date(seededAt.getTime() - (index + 1) * DAY_MS) })))
      .onConflictDoNothing();
  }
}

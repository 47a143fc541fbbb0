import type { FavoriteIndexQuery, FavoriteListAnswer } from '@shop/contract';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { inTransaction } from '../../db/in-transaction';
import { favorites } from '../../db/schema';
import { notFound } from '../../http/errors';
import type { Lang } from '../../http/i18n';
import { loadSavedGoods } from './saved-goods';

/** favorite/index: one page of the member's favourites, the latest first. */
export async function listFavorites(db: Db, userId: number, query: FavoriteIndexQuery, lang: Lang): Promise<FavoriteListAnswer> {
  const { page, size } = query;
  const mine = eq(favorites.userId, userId);
  const [[total], rows] = await Promise.all([
    db.select({ total: count() }).from(favorites).where(mine),
    db
      .select()
      .from(favorites)
      .where(mine)
      .orderBy(desc(favorites.createdAt), desc(favorites.goodsId))
      .limit(size)
      .offset((page - 1) * size),
  ]);
  const saved = await loadSavedGoods(
    db,
    rows.map((row) => row.goodsId),
    lang,
  );
  return {
    list: rows.map((row) => ({ ...saved.get(row.goodsId)!, favorited_at: row.createdAt.toISOString() })),
    page,
    size,
    total: total?.total ?? 0,
  };
}

/** favorite/delete: removes all of these goods from the member's favourites, or none when one of them is not there (404). */
export async function deleteFavorites(db: Db, userId: number, goodsIds: readonly number[]): Promise<void> {
  const ids = [...new Set(goodsIds)];
  await inTransaction(db, async (tx) => {
    const removed = await tx
      .delete(favorites)
      .where(and(eq(favorites.userId, userId), inArray(favorites.goodsId, ids)))
      .returning({ goodsId: favorites.goodsId });
    if (removed.length !== ids.length) throw notFound();
  });
}

/** Adds these goods to the member's favourites; goods already there stay as they were (saved at their first time). */
export async function addFavorites(db: Db, userId: number, goodsIds: readonly number[], now: Date): Promise<void> {
  const ids = [...new Set(goodsIds)];
  if (ids.length === 0) return;
  await db
    .insert(favorites)
    .values(ids.map((goodsId) => ({ userId, goodsId, createdAt: now })))
    .onConflictDoNothing();
}

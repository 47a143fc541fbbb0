import type { FootprintIndexQuery, FootprintListAnswer } from '@shop/contract';
import { and, countDistinct, desc, eq, gte, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { footprints } from '../../db/schema';
import { notFound } from '../../http/errors';
import type { Lang } from '../../http/i18n';
import { loadSavedGoods } from '../favorite';
import { shopDate, shopDateOf, shopDayStart } from './shop-calendar';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * footprint/index: one page of the days on which the member viewed goods (the shop's days, the
 * latest first), each with the goods last viewed that day, the latest first.
 */
export async function listFootprints(db: Db, userId: number, query: FootprintIndexQuery, lang: Lang, now: Date): Promise<FootprintListAnswer> {
  const { page, size } = query;
  const mine = eq(footprints.userId, userId);
  const day = shopDateOf(footprints.visitedAt);
  const [[total], days] = await Promise.all([
    db.select({ total: countDistinct(day) }).from(footprints).where(mine),
    db
      .select({ date: day })
      .from(footprints)
      .where(mine)
      .groupBy(day)
      .orderBy(desc(day))
      .limit(size)
      .offset((page - 1) * size),
  ]);
  const base = { page, size, total: total?.total ?? 0, today: shopDate(now) };
  const [latest, earliest] = [days[0]?.date, days.at(-1)?.date];
  if (!latest || !earliest) return { ...base, list: [] };
  const rows = await db
    .select()
    .from(footprints)
    .where(and(mine, gte(footprints.visitedAt, shopDayStart(earliest)), lt(footprints.visitedAt, new Date(shopDayStart(latest).getTime() + DAY_MS))))
    .orderBy(desc(footprints.visitedAt), desc(footprints.goodsId));
  const saved = await loadSavedGoods(
    db,
    rows.map((row) => row.goodsId),
    lang,
  );
  return {
    ...base,
    list: days.map(({ date }) => ({
      date,
      list: rows.filter((row) => shopDate(row.visitedAt) === date).map((row) => ({ ...saved.get(row.goodsId)!, visited_at: row.visitedAt.toISOString() })),
    })),
  };
}

/** footprint/delete: removes the member's footprint of one product; 404 when there is none. */
export async function deleteFootprint(db: Db, userId: number, goodsId: number): Promise<void> {
  const removed = await db
    .delete(footprints)
    .where(and(eq(footprints.userId, userId), eq(footprints.goodsId, goodsId)))
    .returning({ goodsId: footprints.goodsId });
  if (removed.length === 0) throw notFound();
}

/** footprint/clear: removes every footprint of the member. */
export async function clearFootprints(db: Db, userId: number): Promise<void> {
  await db.delete(footprints).where(eq(footprints.userId, userId));
}

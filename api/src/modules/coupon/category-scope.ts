import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { categories, goods } from '../../db/schema';

/**
 * For each goods, its category and every category above it: what decides whether a
 * category-scoped coupon covers it (a coupon of "Shoes & bags" covers goods filed under "Sports shoes").
 */
export async function loadCategoryIds(db: Db, goodsIds: readonly number[]): Promise<Map<number, number[]>> {
  const ids = [...new Set(goodsIds)];
  const found = new Map<number, number[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return found;
  const result = await db.execute(sql`
    with recursive ancestry(goods_id, category_id) as (
      select ${goods.id}, ${goods.categoryId} from ${goods} where ${inArray(goods.id, ids)}
      union all
      select ancestry.goods_id, ${categories.parentId} from ancestry join ${categories} on ${categories.id} = ancestry.category_id
      where ${categories.parentId} is not null
    )
    select goods_id, category_id from ancestry`);
  for (const row of (result as { rows: Array<{ goods_id: number; category_id: number }> }).rows) found.get(Number(row.goods_id))?.push(Number(row.category_id));
  return found;
}

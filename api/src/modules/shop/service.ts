import type { ShopAnswer } from '@shop/contract';
import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { goods, shops } from '../../db/schema';
import { notFound } from '../../http/errors';
import type { Lang } from '../../http/i18n';
import { type GoodsFilters, listGoods } from '../goods';

/** A shop's front page: the shop itself and a page of its on-shelf goods. */
export async function describeShop(db: Db, lang: Lang, id: number, filters: Omit<GoodsFilters, 'shop_id'>, now: Date): Promise<ShopAnswer> {
  const [shop] = await db.select().from(shops).where(eq(shops.id, id)).limit(1);
  if (!shop) throw notFound();
  const [onShelf] = await db
    .select({ total: count() })
    .from(goods)
    .where(and(eq(goods.shopId, id), eq(goods.status, 'on')));
  const en = lang === 'en-us';
  return {
    shop: {
      id: shop.id,
      name: en ? shop.nameEn : shop.nameZh,
      logo: shop.logo,
      banner: shop.banner,
      description: en ? shop.descriptionEn : shop.descriptionZh,
      rating: shop.rating / 10,
      goods_count: onShelf?.total ?? 0,
    },
    goods: await listGoods(db, lang, { ...filters, shop_id: id }, now),
  };
}

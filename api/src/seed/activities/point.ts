import type { Db } from '../../db/client';
import { activities, activitySkus } from '../../db/schema';
import type { SeedOptions } from '../seed';
import { inStockSkus } from './offered-skus';

const DAY_MS = 24 * 60 * 60 * 1000;

type PointProduct = {
  goodsId: number;
  title: { zh: string; en: string };
  /** Points and cash (cents, 0: points only) per unit. */
  points: number;
  cashCents: number;
  /** Units left and sold, spread over the goods' first in-stock SKUs (at most three). */
  stock: number;
  sold: number;
  /** The window, in days from the seeding time. */
  fromDay: number;
  toDay: number;
};

/** Running, upcoming, ended and nearly sold out; points only and points plus cash; one beyond the demo member's points. */
const POINT_PRODUCTS: PointProduct[] = [
  { goodsId: 15, title: { zh: '积分换好礼 · 泡茶杯', en: 'Points treat: tea tumbler' }, points: 990, cashCents: 0, stock: 80, sold: 35, fromDay: -3, toDay: 27 },
  { goodsId: 64, title: { zh: '积分加钱购 · 弹力带套装', en: 'Points + cash: resistance bands' }, points: 500, cashCents: 19_90, stock: 60, sold: 22, fromDay: -3, toDay: 27 },
  { goodsId: 42, title: { zh: '积分加钱购 · 保温杯 即将兑完', en: 'Points + cash: vacuum bottle, almost gone' }, points: 800, cashCents: 29_00, stock: 3, sold: 97, fromDay: -5, toDay: 25 },
  { goodsId: 59, title: { zh: '积分换零食 · 海苔片', en: 'Snack for points: seaweed chips' }, points: 300, cashCents: 0, stock: 150, sold: 64, fromDay: -1, toDay: 2 },
  { goodsId: 21, title: { zh: '积分加钱购 · 儿童手表', en: 'Points + cash: kids smartwatch' }, points: 5000, cashCents: 99_00, stock: 20, sold: 6, fromDay: -3, toDay: 27 },
  { goodsId: 47, title: { zh: '积分兑换 · 落地灯 即将开始', en: 'Coming soon for points: floor lamp' }, points: 2000, cashCents: 49_00, stock: 30, sold: 0, fromDay: 2, toDay: 30 },
  { goodsId: 67, title: { zh: '积分加钱购 · 户外水壶', en: 'Points + cash: trail bottle' }, points: 600, cashCents: 9_90, stock: 0, sold: 50, fromDay: -20, toDay: -2 },
];

/** Splits `total` over `parts` as evenly as whole units allow, the first parts taking the remainder. */
const spread = (total: number, parts: number) => Array.from({ length: parts }, (_, index) => Math.floor(total / parts) + (index < total % parts ? 1 : 0));

/**
 * The demo points mall, in both languages, with windows around the seeding time. The demo member's
 * 1,200 points cover most of it (one points product is beyond them, to show why it cannot be had);
 * the products are the same with or without demo accounts.
 */
export async function seedPointActivities(db: Db, seededAt: Date, _options: SeedOptions): Promise<void> {
  for (const [sort, product] of POINT_PRODUCTS.entries()) {
    const skus = await inStockSkus(db, product.goodsId, 3);
    if (skus.length === 0) continue;
    const [activity] = await db
      .insert(activities)
      .values({
        type: 'point',
        goodsId: product.goodsId,
        titleZh: product.title.zh,
        titleEn: product.title.en,
        startsAt: new Date(seededAt.getTime() + product.fromDay * DAY_MS),
        endsAt: new Date(seededAt.getTime() + product.toDay * DAY_MS),
        sort,
      })
      .returning({ id: activities.id });
    const stock = spread(product.stock, skus.length);
    const sold = spread(product.sold, skus.length);
    await db.insert(activitySkus).values(
      skus.map((sku, index) => ({ activityId: activity!.id, skuId: sku.id, priceCents: product.cashCents, points: product.points, stock: stock[index]!, sold: sold[index]! })),
    );
  }
}

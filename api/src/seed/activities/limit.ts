import type { Db } from '../../db/client';
import { activities, activitySkus } from '../../db/schema';
import type { SeedOptions } from '../seed';
import { discountedSkuRows, inStockSkus } from './offered-skus';

const DAY_MS = 24 * 60 * 60 * 1000;

type LimitOffer = {
  goodsId: number;
  title: { zh: string; en: string };
  /** The offer price of the goods' first in-stock SKU; the others keep their difference to it. */
  priceCents: number;
  perMember: number;
  perOrder: number;
  /** Units left and sold on its first SKU; any other SKU has half as many left and none sold. */
  stock: number;
  sold: number;
  /** The window, in days from the seeding time. */
  fromDay: number;
  toDay: number;
};

/** Running, upcoming, ended and nearly sold out, with per-member and per-order caps. */
const LIMIT_OFFERS: LimitOffer[] = [
  { goodsId: 28, title: { zh: '限购特惠 · 办公键鼠套装 每人2件', en: 'Limited offer: keyboard and mouse set, 2 per person' }, priceCents: 119_00, perMember: 2, perOrder: 0, stock: 100, sold: 40, fromDay: -2, toDay: 28 },
  { goodsId: 48, title: { zh: '限购特惠 · 记忆棉枕', en: 'Limited offer: memory foam pillow' }, priceCents: 99_00, perMember: 3, perOrder: 2, stock: 60, sold: 18, fromDay: -4, toDay: 26 },
  { goodsId: 49, title: { zh: '限购1件 · 水洗棉四件套 即将售罄', en: 'One per person: cotton duvet set, almost gone' }, priceCents: 219_00, perMember: 1, perOrder: 1, stock: 4, sold: 196, fromDay: -6, toDay: 24 },
  { goodsId: 56, title: { zh: '新豆限购 · 云南咖啡豆 即将开始', en: 'New beans, limited: Yunnan coffee, coming soon' }, priceCents: 69_00, perMember: 2, perOrder: 2, stock: 80, sold: 0, fromDay: 1, toDay: 15 },
  { goodsId: 53, title: { zh: '限购特惠 · 丝绒口红', en: 'Limited offer: velvet lipstick' }, priceCents: 99_00, perMember: 2, perOrder: 1, stock: 0, sold: 120, fromDay: -15, toDay: -3 },
];

/**
 * The demo purchase-limit offers, in both languages, with windows around the seeding time. Each
 * sells every in-stock SKU of its goods (up to three) at the offer's discount; the same with or
 * without demo accounts.
 */
export async function seedLimitActivities(db: Db, seededAt: Date, _options: SeedOptions): Promise<void> {
  for (const [sort, offer] of LIMIT_OFFERS.entries()) {
    const skus = await inStockSkus(db, offer.goodsId, 3);
    const [first] = skus;
    if (!first) continue;
    const [activity] = await db
      .insert(activities)
      .values({
        type: 'limit',
        goodsId: offer.goodsId,
        titleZh: offer.title.zh,
        titleEn: offer.title.en,
        startsAt: new Date(seededAt.getTime() + offer.fromDay * DAY_MS),
        endsAt: new Date(seededAt.getTime() + offer.toDay * DAY_MS),
        perMemberLimit: offer.perMember,
        perOrderLimit: offer.perOrder,
        sort,
      })
      .returning({ id: activities.id });
    await db.insert(activitySkus).values(discountedSkuRows(activity!.id, skus, offer));
  }
}

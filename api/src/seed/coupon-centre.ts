import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { categories, coupons } from '../db/schema';
import { categoryTree } from './catalogue-data';
import type { SeedOptions } from './seed';

const OPEN_FROM = new Date('2025-01-01T00:00:00Z');
const OPEN_UNTIL = new Date('2030-12-31T15:59:59Z');

type Offer = Omit<typeof coupons.$inferInsert, 'claimable' | 'startAt' | 'endAt'> & Partial<Pick<typeof coupons.$inferInsert, 'startAt' | 'endAt'>>;

/**
 * The coupon centre's coupons, in the order members see them: unlimited and limited ones, one
 * nearly gone, one for a category only, one a member may claim twice, a discount coupon and one not
 * open yet. Names say what the offer is for; the card shows the terms, so names do not repeat them.
 */
const offers = (shoesAndBags: number | null): Offer[] => [
  { nameZh: '全场通用券', nameEn: 'Everyday saver', type: 'full', denominationCents: 10_00, minAmountCents: 99_00 },
  { nameZh: '囤货专享券', nameEn: 'Stock-up reward', type: 'full', denominationCents: 50_00, minAmountCents: 500_00, totalQuantity: 500 },
  { nameZh: '限量抢先券', nameEn: 'Early bird', type: 'full', denominationCents: 30_00, minAmountCents: 199_00, totalQuantity: 5 },
  ...(shoesAndBags === null ? [] : [{ nameZh: '鞋包焕新券', nameEn: 'Shoes & bags refresh', type: 'full' as const, denominationCents: 30_00, minAmountCents: 299_00, totalQuantity: 300, categoryId: shoesAndBags }]),
  { nameZh: '好事成双券', nameEn: 'Double delight', type: 'full', denominationCents: 15_00, minAmountCents: 149_00, totalQuantity: 1000, perMemberLimit: 2 },
  { nameZh: '会员折扣券', nameEn: 'Member discount', type: 'discount', discount: 85, minAmountCents: 100_00, totalQuantity: 200 },
  {
    nameZh: '新年预告券',
    nameEn: 'New year preview',
    type: 'full',
    denominationCents: 50_00,
    minAmountCents: 399_00,
    totalQuantity: 300,
    startAt: new Date('2031-01-01T00:00:00Z'),
    endAt: new Date('2031-01-31T15:59:59Z'),
  },
];

/** The category the demo catalogue files shoes and bags under, when this shop has it. */
async function shoesAndBagsCategory(db: Db): Promise<number | null> {
  const tree = categoryTree.find((category) => category.key === 'shoes-bags');
  if (!tree) return null;
  const [row] = await db.select({ id: categories.id }).from(categories).where(eq(categories.nameEn, tree.name.en)).limit(1);
  return row?.id ?? null;
}

/** Claimable coupons for every shop, none claimed yet: the same on every run. */
export async function seedCouponCentre(db: Db, _seededAt: Date, _options: SeedOptions): Promise<void> {
  const rows = offers(await shoesAndBagsCategory(db)).map((offer) => ({ startAt: OPEN_FROM, endAt: OPEN_UNTIL, ...offer, claimable: true }));
  await db.insert(coupons).values(rows);
}

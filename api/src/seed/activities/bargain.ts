import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { activities, activitySkus, bargainHelps, bargains, users } from '../../db/schema';
import { helpersNeededFor, nextCut } from '../../modules/activity';
import type { SeedOptions } from '../seed';
import { inStockSkus } from './offered-skus';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

type BargainOffer = {
  key: 'watch' | 'bag' | 'teaSet' | 'yogaMat' | 'tote' | 'boots';
  goodsId: number;
  title: { zh: string; en: string };
  /** The floor as a share of each SKU's price, which is where a bargain starts. */
  floorShare: number;
  helpersNeeded: number;
  /** Units left and sold on its first SKU; any other SKU has half as many left and none sold. */
  stock: number;
  sold: number;
  /** The window, in days from the seeding time. */
  fromDay: number;
  toDay: number;
};

/** Running, upcoming, ended and nearly sold out; from one friend to six. */
const BARGAIN_OFFERS: BargainOffer[] = [
  { key: 'watch', goodsId: 4, title: { zh: '好友砍价 · 健身智能手表', en: 'Bargain with friends: fitness smartwatch' }, floorShare: 0.6, helpersNeeded: 5, stock: 30, sold: 12, fromDay: -3, toDay: 14 },
  { key: 'bag', goodsId: 14, title: { zh: '砍到底价 · 周末旅行包', en: 'Cut it down: weekender travel bag' }, floorShare: 0.5, helpersNeeded: 3, stock: 40, sold: 9, fromDay: -2, toDay: 12 },
  { key: 'teaSet', goodsId: 43, title: { zh: '砍价 · 四人功夫茶具 即将抢光', en: 'Bargain: gongfu tea set for four, almost gone' }, floorShare: 0.4, helpersNeeded: 4, stock: 2, sold: 58, fromDay: -5, toDay: 10 },
  { key: 'yogaMat', goodsId: 65, title: { zh: '一刀砍到底 · 防滑瑜伽垫', en: 'One cut to the floor: non-slip yoga mat' }, floorShare: 0.4, helpersNeeded: 1, stock: 50, sold: 21, fromDay: -1, toDay: 6 },
  { key: 'tote', goodsId: 6, title: { zh: '砍价预告 · 真皮托特包', en: 'Coming soon: leather tote bag bargain' }, floorShare: 0.55, helpersNeeded: 6, stock: 20, sold: 0, fromDay: 2, toDay: 16 },
  { key: 'boots', goodsId: 13, title: { zh: '砍价 · 户外徒步靴', en: 'Bargain: trail hiking boots' }, floorShare: 0.5, helpersNeeded: 5, stock: 0, sold: 25, fromDay: -20, toDay: -2 },
];

type SeededOffer = { activityId: number; skuId: number; startCents: number; floorCents: number; helpersNeeded: number };

/** The demo bargains friends have started cutting: the demo member's on the travel bag, and lily's on the watch for the demo member to help. */
const DEMO_BARGAINS: Array<{ offer: BargainOffer['key']; owner: string; helpers: string[]; hoursAgo: number }> = [
  { offer: 'bag', owner: 'demo', helpers: ['lily', 'michael'], hoursAgo: 20 },
  { offer: 'watch', owner: 'lily', helpers: ['小雨', 'tom_w'], hoursAgo: 30 },
];

async function seedOffer(db: Db, offer: BargainOffer, sort: number, seededAt: Date): Promise<SeededOffer | null> {
  const skus = await inStockSkus(db, offer.goodsId, 2);
  const [first] = skus;
  if (!first) return null;
  const [activity] = await db
    .insert(activities)
    .values({
      type: 'bargain',
      goodsId: offer.goodsId,
      titleZh: offer.title.zh,
      titleEn: offer.title.en,
      startsAt: new Date(seededAt.getTime() + offer.fromDay * DAY_MS),
      endsAt: new Date(seededAt.getTime() + offer.toDay * DAY_MS),
      perMemberLimit: 1,
      helpersNeeded: offer.helpersNeeded,
      sort,
    })
    .returning({ id: activities.id });
  // Floors end in .00 yuan, as a shop would set them.
  const floorOf = (priceCents: number) => Math.max(100, Math.round((priceCents * offer.floorShare) / 100) * 100);
  await db.insert(activitySkus).values(
    skus.map((sku) => ({
      activityId: activity!.id,
      skuId: sku.id,
      priceCents: sku.priceCents,
      floorCents: floorOf(sku.priceCents),
      stock: sku.id === first.id ? offer.stock : Math.ceil(offer.stock / 2),
      sold: sku.id === first.id ? offer.sold : 0,
    })),
  );
  const floorCents = floorOf(first.priceCents);
  return { activityId: activity!.id, skuId: first.id, startCents: first.priceCents, floorCents, helpersNeeded: helpersNeededFor(offer.helpersNeeded, first.priceCents, floorCents) };
}

/** A bargain some friends have cut, each cut worked out as a real help would, with a fixed share so every seeding gives the same figures. */
async function seedCutBargain(db: Db, offer: SeededOffer, ownerId: number, helperIds: number[], startedAt: Date): Promise<void> {
  let priceCents = offer.startCents;
  const cuts = helperIds.map((userId, index) => {
    const cutCents = nextCut(priceCents - offer.floorCents, offer.helpersNeeded - index, () => 30 + index * 7);
    priceCents -= cutCents;
    return { userId, cutCents, createdAt: new Date(startedAt.getTime() + (index + 1) * 3 * HOUR_MS) };
  });
  const [bargain] = await db
    .insert(bargains)
    .values({ ...offer, userId: ownerId, priceCents, helpers: cuts.length, createdAt: startedAt })
    .returning({ id: bargains.id });
  await db.insert(bargainHelps).values(cuts.map((cut) => ({ ...cut, bargainId: bargain!.id })));
}

/**
 * The demo bargain activities, in both languages, with windows around the seeding time: each
 * bargains on the goods' first in-stock SKUs (up to two) from their price down to a share of it,
 * one per member. With demo accounts, also the demo member's bargain that friends have started
 * cutting, and lily's, which the demo member can help.
 */
export async function seedBargainActivities(db: Db, seededAt: Date, options: SeedOptions): Promise<void> {
  const seeded = new Map<BargainOffer['key'], SeededOffer>();
  for (const [sort, offer] of BARGAIN_OFFERS.entries()) {
    const row = await seedOffer(db, offer, sort, seededAt);
    if (row) seeded.set(offer.key, row);
  }
  if (!options.demoAccounts) return;
  const names = [...new Set(DEMO_BARGAINS.flatMap((bargain) => [bargain.owner, ...bargain.helpers]))];
  const members = new Map((await db.select({ id: users.id, username: users.username }).from(users).where(inArray(users.username, names))).map((row) => [row.username, row.id]));
  for (const demo of DEMO_BARGAINS) {
    const offer = seeded.get(demo.offer);
    const ownerId = members.get(demo.owner);
    const helperIds = demo.helpers.flatMap((name) => members.get(name) ?? []);
    if (offer && ownerId !== undefined) await seedCutBargain(db, offer, ownerId, helperIds, new Date(seededAt.getTime() - demo.hoursAgo * HOUR_MS));
  }
}

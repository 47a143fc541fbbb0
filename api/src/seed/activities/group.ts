import { and, asc, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { activities, activityGroups, activitySkus, goodsSkus, groupMembers, orderItems, orders, payments, pickupStores, users } from '../../db/schema';
import { loadSkuDetails } from '../../modules/sku';
import { formatOrderNo, nextSerialId, orderItemRows, priceOrder } from '../../modules/order';
import { storeSnapshot } from '../../modules/store';
import type { SeedOptions } from '../seed';
import { discountedSkuRows, inStockSkus } from './offered-skus';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

type GroupOffer = {
  key: 'shirt' | 'phone' | 'basketball' | 'tee' | 'monitor' | 'dress' | 'oxford';
  goodsId: number;
  title: { zh: string; en: string };
  /** The group price of the goods' first in-stock SKU; the others keep their difference to it. */
  priceCents: number;
  groupSize: number;
  windowMinutes: number;
  perMember: number;
  perOrder: number;
  /** Units left and sold on its first SKU; any other SKU has half as many left and none sold. */
  stock: number;
  sold: number;
  /** The window, in days from the seeding time. */
  fromDay: number;
  toDay: number;
};

/** Running (two to five members, six hours to two days), nearly sold out, upcoming and ended. */
const GROUP_OFFERS: GroupOffer[] = [
  { key: 'shirt', goodsId: 16, title: { zh: '2人拼团 · 亚麻夏季衬衫', en: 'Team up with 2: linen summer shirt' }, priceCents: 149_00, groupSize: 2, windowMinutes: 24 * 60, perMember: 2, perOrder: 2, stock: 120, sold: 46, fromDay: -2, toDay: 12 },
  { key: 'tee', goodsId: 36, title: { zh: '6小时快团 · 速干运动T恤', en: 'Six-hour group: quick-dry sports T-shirt' }, priceCents: 59_00, groupSize: 2, windowMinutes: 6 * 60, perMember: 3, perOrder: 3, stock: 200, sold: 88, fromDay: -3, toDay: 20 },
  { key: 'phone', goodsId: 9, title: { zh: '3人团 · 流明 X1 Pro 手机', en: 'Group of 3: Lumen X1 Pro smartphone' }, priceCents: 3299_00, groupSize: 3, windowMinutes: 24 * 60, perMember: 1, perOrder: 1, stock: 40, sold: 27, fromDay: -1, toDay: 10 },
  { key: 'basketball', goodsId: 61, title: { zh: '5人团 · 室内篮球 即将拼完', en: 'Group of 5: indoor basketball, almost gone' }, priceCents: 129_00, groupSize: 5, windowMinutes: 48 * 60, perMember: 2, perOrder: 1, stock: 3, sold: 117, fromDay: -4, toDay: 8 },
  { key: 'monitor', goodsId: 25, title: { zh: '4人团 · 165Hz 电竞显示器', en: 'Group of 4: 165 Hz gaming monitor' }, priceCents: 1299_00, groupSize: 4, windowMinutes: 24 * 60, perMember: 1, perOrder: 1, stock: 15, sold: 5, fromDay: -1, toDay: 6 },
  { key: 'dress', goodsId: 40, title: { zh: '拼团预告 · 碎花中长连衣裙', en: 'Coming soon: floral midi dress group' }, priceCents: 219_00, groupSize: 3, windowMinutes: 24 * 60, perMember: 2, perOrder: 2, stock: 60, sold: 0, fromDay: 2, toDay: 16 },
  { key: 'oxford', goodsId: 37, title: { zh: '2人拼团 · 牛津纺衬衫', en: 'Team up with 2: Oxford button-down shirt' }, priceCents: 159_00, groupSize: 2, windowMinutes: 24 * 60, perMember: 2, perOrder: 2, stock: 0, sold: 64, fromDay: -12, toDay: -2 },
];

/**
 * Lily's group on the linen shirt, opened and paid a few hours ago, one member short: the demo
 * member finds it on the activity page and can complete it (the demo member's own orders stay as
 * the order and wallet pages document them).
 */
const DEMO_GROUP = { offer: 'shirt' as GroupOffer['key'], leader: 'lily', hoursAgo: 3 };

type SeededOffer = { activityId: number; skuId: number; priceCents: number; groupSize: number; windowMinutes: number; endsAt: Date };

async function seedOffer(db: Db, offer: GroupOffer, sort: number, seededAt: Date): Promise<SeededOffer | null> {
  const skus = await inStockSkus(db, offer.goodsId, 3);
  const [first] = skus;
  if (!first) return null;
  const endsAt = new Date(seededAt.getTime() + offer.toDay * DAY_MS);
  const [activity] = await db
    .insert(activities)
    .values({
      type: 'group',
      goodsId: offer.goodsId,
      titleZh: offer.title.zh,
      titleEn: offer.title.en,
      startsAt: new Date(seededAt.getTime() + offer.fromDay * DAY_MS),
      endsAt,
      perMemberLimit: offer.perMember,
      perOrderLimit: offer.perOrder,
      groupSize: offer.groupSize,
      groupWindowMinutes: offer.windowMinutes,
      sort,
    })
    .returning({ id: activities.id });
  await db.insert(activitySkus).values(discountedSkuRows(activity!.id, skus, offer));
  return { activityId: activity!.id, skuId: first.id, priceCents: offer.priceCents, groupSize: offer.groupSize, windowMinutes: offer.windowMinutes, endsAt };
}

/**
 * A demo member's group: a paid self-pickup order of one unit at the group price, paid online
 * through the sandbox gateway (a failed group pays back through it), the unit taken from stock, and
 * the group open with the member as its paid leader.
 */
async function seedDemoGroup(db: Db, offer: SeededOffer, leaderName: string, openedAt: Date): Promise<void> {
  const [leader] = await db.select().from(users).where(eq(users.username, leaderName));
  const [store] = await db.select().from(pickupStores).orderBy(asc(pickupStores.id)).limit(1);
  const sku = (await loadSkuDetails(db, [offer.skuId])).get(offer.skuId);
  if (!leader || !store || !sku) return;
  const lines = [{ ...sku, priceCents: offer.priceCents, quantity: 1 }];
  const pricing = priceOrder(lines, 'pickup', null);
  const id = await nextSerialId(db, 'orders');
  const orderNo = formatOrderNo(openedAt, id);
  const paidAt = new Date(openedAt.getTime() + 2 * 60_000);
  await db.insert(orders).values({
    id,
    orderNo,
    userId: leader.id,
    status: 1,
    ...pricing,
    paidCents: pricing.payableCents,
    delivery: 'pickup',
    store: storeSnapshot(store),
    pickupCode: '36182750',
    paymentMethod: 'sandbox',
    activityType: 'group',
    activityId: offer.activityId,
    expiresAt: new Date(openedAt.getTime() + 30 * 60_000),
    paidAt,
    createdAt: openedAt,
  });
  await db.insert(orderItems).values(orderItemRows(id, lines, pricing.discountCents));
  await db.update(goodsSkus).set({ stock: sql`${goodsSkus.stock} - 1` }).where(and(eq(goodsSkus.id, offer.skuId), gte(goodsSkus.stock, 1)));
  await db.insert(payments).values({ paymentNo: `PG${orderNo}`, orderId: id, method: 'sandbox', amountCents: pricing.payableCents, status: 'paid', paidAt, createdAt: paidAt });
  const closesAt = Math.min(openedAt.getTime() + offer.windowMinutes * 60_000, offer.endsAt.getTime());
  const [group] = await db
    .insert(activityGroups)
    .values({ activityId: offer.activityId, leaderId: leader.id, size: offer.groupSize, expiresAt: new Date(closesAt), createdAt: openedAt })
    .returning({ id: activityGroups.id });
  await db.insert(groupMembers).values({ groupId: group!.id, userId: leader.id, orderId: id, isLeader: true, status: 'paid', createdAt: openedAt });
}

/**
 * The demo group-buying activities, in both languages, with windows around the seeding time: each
 * sells up to three in-stock SKUs of its goods at the group discount. With demo accounts, lily also
 * leads a group one member short of its size.
 */
export async function seedGroupActivities(db: Db, seededAt: Date, options: SeedOptions): Promise<void> {
  const seeded = new Map<GroupOffer['key'], SeededOffer>();
  for (const [sort, offer] of GROUP_OFFERS.entries()) {
    const result = await seedOffer(db, offer, sort, seededAt);
    if (result) seeded.set(offer.key, result);
  }
  const demoOffer = seeded.get(DEMO_GROUP.offer);
  if (options.demoAccounts && demoOffer) await seedDemoGroup(db, demoOffer, DEMO_GROUP.leader, new Date(seededAt.getTime() - DEMO_GROUP.hoursAgo * HOUR_MS));
}

import { and, asc, gt, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { activities, activitySkus, flashSlots, goods, goodsSkus } from '../../db/schema';
import { chinaDayStart } from '../../modules/activity';
import type { SeedOptions } from '../seed';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
const SLOT_MINUTES = 120;

/** Twelve two-hour slots from midnight, China time: whatever the hour, one of them is selling. */
const SLOT_STARTS = Array.from({ length: 24 * 60 / SLOT_MINUTES }, (_, index) => index * SLOT_MINUTES);

/** On-shelf goods with stock, two per slot, in slot order. */
const SLOT_GOODS = [3, 11, 17, 19, 22, 24, 27, 29, 31, 35, 38, 41, 44, 46, 50, 52, 55, 58, 60, 63, 66, 68, 12, 26];

/** Beside the slot's own, the slot selling at seeding time shows one nearly sold out, one that ended and one still to open. */
const EXTRA_GOODS = { nearlySoldOut: 1, ended: 45, upcoming: 54 };

type Plan = { goodsId: number; slotId: number; startsAt: Date; endsAt: Date; sort: number; stock: number; sold: number; rate: number; caps: [number, number] };

/** A whole-yuan flash price about `rate` of the normal price, always below it. */
const flashPrice = (sellCents: number, rate: number) => Math.max(100, Math.min(sellCents - 100, Math.floor((sellCents * rate) / 100) * 100));

/**
 * The flash sale's daily slots and its activities, in both languages, with windows around the
 * seeding time: every slot sells two products every day of the coming month, so the slots before
 * the hour are ended, one is selling and the rest are upcoming; the slot selling at seeding time also
 * has one product nearly sold out, one whose window closed yesterday and one that opens tomorrow.
 */
export async function seedSecondActivities(db: Db, seededAt: Date, _options: SeedOptions): Promise<void> {
  await db
    .insert(flashSlots)
    .values(SLOT_STARTS.map((startMinute) => ({ startMinute, durationMinutes: SLOT_MINUTES })))
    .onConflictDoNothing();
  const slots = await db.select().from(flashSlots).orderBy(asc(flashSlots.startMinute));
  const slotAt = (startMinute: number) => slots.find((slot) => slot.startMinute === startMinute)!.id;
  const sellingMinute = Math.floor((seededAt.getTime() - chinaDayStart(seededAt)) / 60_000 / SLOT_MINUTES) * SLOT_MINUTES;
  const month = { startsAt: new Date(seededAt.getTime() - 3 * DAY_MS), endsAt: new Date(seededAt.getTime() + 30 * DAY_MS) };

  const plans: Plan[] = SLOT_GOODS.map((goodsId, index) => ({
    goodsId,
    slotId: slotAt(SLOT_STARTS[Math.floor(index / 2)]!),
    ...month,
    sort: index * 10,
    stock: 40 - ((index * 7) % 30),
    sold: 10 + ((index * 13) % 40),
    rate: 0.55 + (index % 4) * 0.05,
    caps: index % 3 === 0 ? [2, 1] : [5, 2],
  }));
  const sellingSlot = slotAt(sellingMinute);
  plans.push(
    { goodsId: EXTRA_GOODS.nearlySoldOut, slotId: sellingSlot, ...month, sort: 1, stock: 2, sold: 98, rate: 0.6, caps: [1, 1] },
    { goodsId: EXTRA_GOODS.ended, slotId: sellingSlot, startsAt: new Date(seededAt.getTime() - 8 * DAY_MS), endsAt: new Date(seededAt.getTime() - DAY_MS), sort: 2, stock: 12, sold: 38, rate: 0.5, caps: [2, 1] },
    { goodsId: EXTRA_GOODS.upcoming, slotId: sellingSlot, startsAt: new Date(seededAt.getTime() + DAY_MS), endsAt: month.endsAt, sort: 3, stock: 60, sold: 0, rate: 0.65, caps: [3, 2] },
  );

  const goodsIds = plans.map((plan) => plan.goodsId);
  const products = new Map((await db.select({ id: goods.id, nameZh: goods.nameZh, nameEn: goods.nameEn }).from(goods).where(inArray(goods.id, goodsIds))).map((row) => [row.id, row]));
  const skus = await db
    .select()
    .from(goodsSkus)
    .where(and(inArray(goodsSkus.goodsId, goodsIds), gt(goodsSkus.stock, 0)))
    .orderBy(asc(goodsSkus.id));

  for (const plan of plans) {
    const product = products.get(plan.goodsId);
    // At most two SKUs each, so one page shows a choice without emptying the catalogue.
    const offered = skus.filter((sku) => sku.goodsId === plan.goodsId).slice(0, 2);
    if (!product || offered.length === 0) continue;
    const [activity] = await db
      .insert(activities)
      .values({
        type: 'second',
        goodsId: plan.goodsId,
        titleZh: `限时秒杀 · ${product.nameZh}`,
        titleEn: `Flash deal · ${product.nameEn}`,
        startsAt: plan.startsAt,
        endsAt: plan.endsAt,
        perMemberLimit: plan.caps[0],
        perOrderLimit: plan.caps[1],
        slotId: plan.slotId,
        sort: plan.sort,
      })
      .returning({ id: activities.id });
    await db.insert(activitySkus).values(
      offered.map((sku, index) => ({
        activityId: activity!.id,
        skuId: sku.id,
        priceCents: flashPrice(sku.sellPriceCents, plan.rate),
        // The first SKU carries the plan's figures; a second one a smaller allotment of its own.
        stock: index === 0 ? plan.stock : Math.ceil(plan.stock / 2),
        sold: index === 0 ? plan.sold : Math.floor(plan.sold / 3),
      })),
    );
  }
}

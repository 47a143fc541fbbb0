import type { ActivityBadge } from '@shop/contract';
import { and, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { activities, activitySkus, flashSlots } from '../../db/schema';
import { centsToYuan } from '../../lib/money';
import { flashSale, windowState } from '../activity';

/** How far ahead an activity that has not started yet is announced on its product. */
const UPCOMING_SHOWN_MS = 24 * 60 * 60 * 1000;

type Candidate = { badge: ActivityBadge; priceCents: number; goodsId: number };

/** Points are not money: a points product is badged only when no money-priced activity is selling. */
const sellingRank = (a: Candidate, b: Candidate) =>
  Number(a.badge.type === 'point') - Number(b.badge.type === 'point') ||
  a.priceCents - b.priceCents ||
  Date.parse(a.badge.ends_at) - Date.parse(b.badge.ends_at) ||
  a.badge.id - b.badge.id;

const upcomingRank = (a: Candidate, b: Candidate) => Date.parse(a.badge.starts_at) - Date.parse(b.badge.starts_at) || a.badge.id - b.badge.id;

/**
 * The badge of each product that has one (contract activityBadge): its selling activity with the
 * lowest price, else the next to start within a day. One query for a whole page of goods; each
 * activity's state is worked out here from its row and, for a flash sale, its slot — as checkout
 * works it out — so that a product never shows a sale checkout would refuse.
 */
export async function loadActivityBadges(db: Db, goodsIds: number[], now: Date): Promise<Map<number, ActivityBadge>> {
  if (goodsIds.length === 0) return new Map();
  const rows = await db
    .select({
      activity: activities,
      slot: flashSlots,
      // A bargain is advertised at the floor it can be cut to, as its cards are.
      priceCents: sql<number>`min(coalesce(${activitySkus.floorCents}, ${activitySkus.priceCents}))`.mapWith(Number),
      points: sql<number>`min(${activitySkus.points})`.mapWith(Number),
      stock: sql<number>`sum(${activitySkus.stock})`.mapWith(Number),
    })
    .from(activities)
    .innerJoin(activitySkus, eq(activitySkus.activityId, activities.id))
    .leftJoin(flashSlots, eq(flashSlots.id, activities.slotId))
    .where(
      and(
        inArray(activities.goodsId, goodsIds),
        eq(activities.enabled, true),
        gt(activities.endsAt, now),
        lt(activities.startsAt, new Date(now.getTime() + UPCOMING_SHOWN_MS)),
      ),
    )
    .groupBy(activities.id, flashSlots.id);

  const candidates = rows.flatMap(({ activity, slot, priceCents, points, stock }): Candidate[] => {
    if (stock === 0) return [];
    const sale = activity.type === 'second' && slot ? flashSale(activity, slot, now) : { ...activity, state: windowState(activity, now) };
    if (sale.state === 'ended' || (sale.state === 'upcoming' && sale.startsAt.getTime() - now.getTime() > UPCOMING_SHOWN_MS)) return [];
    const badge: ActivityBadge = {
      id: activity.id,
      type: activity.type,
      price: centsToYuan(priceCents),
      points,
      state: sale.state,
      starts_at: sale.startsAt.toISOString(),
      ends_at: sale.endsAt.toISOString(),
    };
    return [{ badge, priceCents, goodsId: activity.goodsId }];
  });

  const badges = new Map<number, ActivityBadge>();
  for (const state of ['selling', 'upcoming'] as const) {
    const ranked = candidates.filter((candidate) => candidate.badge.state === state).sort(state === 'selling' ? sellingRank : upcomingRank);
    for (const candidate of ranked) if (!badges.has(candidate.goodsId)) badges.set(candidate.goodsId, candidate.badge);
  }
  return badges;
}

import type { ActivityListQuery, PointDetail, PointListAnswer } from '@shop/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { users } from '../../../db/schema';
import type { Lang } from '../../../http/i18n';
import { describeActivity, findActivity, listActivities, windowState } from '../activity-service';

async function pointsOf(db: Db, userId: number | null): Promise<number | null> {
  if (userId === null) return null;
  const [member] = await db.select({ points: users.points }).from(users).where(eq(users.id, userId));
  return member?.points ?? null;
}

/** activity/point/index: the points products, and how many points the member has to spend on them. */
export async function listPointActivities(db: Db, query: ActivityListQuery, lang: Lang, now: Date, userId: number | null): Promise<PointListAnswer> {
  const [page, memberPoints] = await Promise.all([listActivities(db, 'point', query, lang, now), pointsOf(db, userId)]);
  return { ...page, member_points: memberPoints };
}

/**
 * activity/point/view: the product's page, the member's points, and whether they cover one unit of
 * its cheapest SKU (order/confirm and order/create check the points again for what is bought).
 */
export async function describePointActivity(db: Db, id: number, lang: Lang, now: Date, userId: number | null): Promise<PointDetail> {
  const activity = await findActivity(db, id, 'point');
  const [detail, memberPoints] = await Promise.all([describeActivity(db, activity, { lang, userId, now, state: windowState(activity, now) }), pointsOf(db, userId)]);
  const cheapest = detail.skus.length === 0 ? null : Math.min(...detail.skus.map((sku) => sku.points));
  return { ...detail, member_points: memberPoints, can_afford: memberPoints !== null && cheapest !== null && memberPoints >= cheapest };
}

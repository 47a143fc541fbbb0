import type { ActivityListQuery, BargainDetail, BargainListAnswer, BargainView } from '@shop/contract';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { activities, bargains } from '../../../db/schema';
import type { Lang } from '../../../http/i18n';
import { centsToYuan } from '../../../lib/money';
import { describeActivity, findActivity, listActivities, loadActivitySkus, windowState, type ActivitySkuRow } from '../activity-service';
import { failEndedBargains } from './bargain-expiry-service';
import { findBargain } from './bargain-service';
import { describeBargain } from './describe-bargain';

const lowestCents = (values: number[]) => (values.length === 0 ? 0 : Math.min(...values));
const lowestStart = (skus: ActivitySkuRow[]) => lowestCents(skus.map((sku) => sku.priceCents));
const lowestFloor = (skus: ActivitySkuRow[]) => lowestCents(skus.map((sku) => sku.floorCents ?? sku.priceCents));

/** activity/bargain/index: the bargain cards, each with its lowest start price and the helpers it needs. */
export async function listBargainActivities(db: Db, query: ActivityListQuery, lang: Lang, now: Date): Promise<BargainListAnswer> {
  const page = await listActivities(db, 'bargain', query, lang, now);
  const ids = page.list.map((card) => card.id);
  const [skus, rows] = await Promise.all([
    loadActivitySkus(db, ids),
    ids.length === 0 ? [] : db.select({ id: activities.id, helpersNeeded: activities.helpersNeeded }).from(activities).where(inArray(activities.id, ids)),
  ]);
  const helpers = new Map(rows.map((row) => [row.id, row.helpersNeeded ?? 1]));
  return {
    ...page,
    list: page.list.map((card) => ({ ...card, start_price: centsToYuan(lowestStart(skus.get(card.id) ?? [])), helpers_needed: helpers.get(card.id) ?? 1 })),
  };
}

/**
 * activity/bargain/view: the activity page with the helpers needed, the lowest start and floor
 * prices, and the member's bargain on it: the open one, else the latest.
 */
export async function viewBargainActivity(db: Db, id: number, options: { lang: Lang; userId: number | null; now: Date }): Promise<BargainView> {
  const { lang, userId, now } = options;
  const activity = await findActivity(db, id, 'bargain');
  await failEndedBargains(db, now, activity.id);
  const [detail, skus, [own]] = await Promise.all([
    describeActivity(db, activity, { lang, userId, now, state: windowState(activity, now) }),
    loadActivitySkus(db, [activity.id]),
    userId === null
      ? []
      : db
          .select()
          .from(bargains)
          .where(and(eq(bargains.activityId, activity.id), eq(bargains.userId, userId)))
          .orderBy(desc(sql`${bargains.status} = 'open'`), desc(bargains.id))
          .limit(1),
  ]);
  const offered = skus.get(activity.id) ?? [];
  return {
    ...detail,
    helpers_needed: activity.helpersNeeded ?? 1,
    start_price: centsToYuan(lowestStart(offered)),
    floor_price: centsToYuan(lowestFloor(offered)),
    bargain: own ? await describeBargain(db, own, { lang, viewerId: userId, now }) : null,
  };
}

/** activity/bargain/detail: any bargain's shareable page, as the viewer sees it. */
export async function bargainDetailFor(db: Db, bargainId: number, options: { lang: Lang; viewerId: number | null; now: Date }): Promise<BargainDetail> {
  const { activityId } = await findBargain(db, bargainId);
  await failEndedBargains(db, options.now, activityId);
  return describeBargain(db, await findBargain(db, bargainId), options);
}

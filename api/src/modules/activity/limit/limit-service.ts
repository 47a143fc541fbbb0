import type { ActivityListQuery, LimitDetail, LimitListAnswer } from '@shop/contract';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { activities } from '../../../db/schema';
import type { Lang } from '../../../http/i18n';
import { describeActivity, findActivity, listActivities, windowState } from '../activity-service';

/** activity/limit/index: the offers, each with its caps so that the list can say "Limit 2 per person". */
export async function listLimitActivities(db: Db, query: ActivityListQuery, lang: Lang, now: Date): Promise<LimitListAnswer> {
  const page = await listActivities(db, 'limit', query, lang, now);
  const ids = page.list.map((card) => card.id);
  const caps =
    ids.length === 0
      ? []
      : await db.select({ id: activities.id, perMember: activities.perMemberLimit, perOrder: activities.perOrderLimit }).from(activities).where(inArray(activities.id, ids));
  const capsById = new Map(caps.map((row) => [row.id, row]));
  return { ...page, list: page.list.map((card) => ({ ...card, per_member: capsById.get(card.id)?.perMember ?? 0, per_order: capsById.get(card.id)?.perOrder ?? 0 })) };
}

/** activity/limit/view: the offer's page with the member's "limit N, M left". */
export async function describeLimitActivity(db: Db, id: number, lang: Lang, now: Date, userId: number | null): Promise<LimitDetail> {
  const activity = await findActivity(db, id, 'limit');
  return describeActivity(db, activity, { lang, userId, now, state: windowState(activity, now) });
}

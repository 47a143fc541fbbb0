import type { BargainDetail } from '@shop/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { activities, activitySkus, bargainHelps, goods, goodsSkus, users } from '../../../db/schema';
import { notFound } from '../../../http/errors';
import type { Lang } from '../../../http/i18n';
import { pick } from '../../../lib/bilingual';
import { centsToYuan } from '../../../lib/money';
import { describeSpecKey, loadSpecGroups } from '../../sku';
import { windowState } from '../activity-service';
import type { BargainRow } from './bargain-service';
import { maskName } from '../../../lib/mask-name';

/** Part of the way from the start to the floor, in whole percent: 100 only at the floor. */
const progressOf = (bargain: BargainRow) => Math.floor(((bargain.startCents - bargain.priceCents) * 100) / (bargain.startCents - bargain.floorCents));

/**
 * A bargain as its shareable page shows it to `viewerId` (null: a visitor): the product, the prices,
 * the friends who cut it (oldest first) and what the viewer did. The order buying it is its owner's
 * business only.
 */
export async function describeBargain(db: Db, bargain: BargainRow, options: { lang: Lang; viewerId: number | null; now: Date }): Promise<BargainDetail> {
  const { lang, viewerId, now } = options;
  const [[activity], [owner], [sku], [option], helps] = await Promise.all([
    db.select().from(activities).where(eq(activities.id, bargain.activityId)).limit(1),
    db.select({ nickname: users.nickname }).from(users).where(eq(users.id, bargain.userId)).limit(1),
    db.select().from(goodsSkus).where(eq(goodsSkus.id, bargain.skuId)).limit(1),
    db
      .select({ stock: activitySkus.stock })
      .from(activitySkus)
      .where(and(eq(activitySkus.activityId, bargain.activityId), eq(activitySkus.skuId, bargain.skuId)))
      .limit(1),
    db
      .select({ userId: bargainHelps.userId, cutCents: bargainHelps.cutCents, createdAt: bargainHelps.createdAt, nickname: users.nickname, avatar: users.avatar })
      .from(bargainHelps)
      .innerJoin(users, eq(users.id, bargainHelps.userId))
      .where(eq(bargainHelps.bargainId, bargain.id))
      .orderBy(asc(bargainHelps.createdAt), asc(bargainHelps.userId)),
  ]);
  if (!activity || !sku) throw notFound();
  const [[product], groups] = await Promise.all([db.select().from(goods).where(eq(goods.id, activity.goodsId)).limit(1), loadSpecGroups(db, activity.goodsId, lang)]);
  if (!product) throw notFound();
  const state = windowState(activity, now);
  const isOwner = viewerId === bargain.userId;
  const mine = helps.find((help) => help.userId === viewerId);
  return {
    id: bargain.id,
    activity_id: bargain.activityId,
    goods_id: product.id,
    sku_id: bargain.skuId,
    title: pick(lang, { zh: activity.titleZh, en: activity.titleEn }),
    name: pick(lang, { zh: product.nameZh, en: product.nameEn }),
    image: sku.image || product.image,
    sku_text: describeSpecKey(groups, sku.specKey, lang),
    owner_name: maskName(owner?.nickname ?? ''),
    start_price: centsToYuan(bargain.startCents),
    floor_price: centsToYuan(bargain.floorCents),
    price: centsToYuan(bargain.priceCents),
    cut_amount: centsToYuan(bargain.startCents - bargain.priceCents),
    left_amount: centsToYuan(bargain.priceCents - bargain.floorCents),
    progress: progressOf(bargain),
    helpers_needed: bargain.helpersNeeded,
    helpers: bargain.helpers,
    helper_list: helps.map((help) => ({ name: maskName(help.nickname), avatar: help.avatar, cut: centsToYuan(help.cutCents), helped_at: help.createdAt.toISOString() })),
    state: bargain.status,
    // Sold out, it can no longer be bought, as on the activity's card.
    activity_state: state === 'selling' && (option?.stock ?? 0) === 0 ? 'ended' : state,
    ends_at: activity.endsAt.toISOString(),
    now: now.toISOString(),
    is_owner: isOwner,
    helped: mine !== undefined,
    my_cut: mine ? centsToYuan(mine.cutCents) : null,
    order_id: isOwner ? bargain.orderId : null,
  };
}

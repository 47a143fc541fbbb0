import { ORDER_STATUS, type ActivityCard, type ActivityDetail, type ActivityListAnswer, type ActivityListQuery, type ActivityState, type ActivityType, type MemberLimit } from '@shop/contract';
import { and, asc, desc, eq, gt, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { activities, activitySkus, goods, goodsSkus, orderItems, orders } from '../../db/schema';
import { notFound } from '../../http/errors';
import type { Lang } from '../../http/i18n';
import { pick } from '../../lib/bilingual';
import { centsToYuan } from '../../lib/money';
import { describeSpecKey, loadSpecGroups } from '../sku';

export type ActivityRow = typeof activities.$inferSelect;
export type ActivitySkuRow = typeof activitySkus.$inferSelect;

/** How long an ended activity stays in its list, so shoppers who saw it can still find what happened. */
const ENDED_LISTED_MS = 7 * 24 * 60 * 60 * 1000;

/** An activity of the given type; unknown ids and another type's ids answer 404 alike. */
export async function findActivity(db: Db, id: number, type: ActivityType): Promise<ActivityRow> {
  const [row] = await db
    .select()
    .from(activities)
    .where(and(eq(activities.id, id), eq(activities.type, type)))
    .limit(1);
  if (!row) throw notFound();
  return row;
}

/** The activity's window against the clock: a stopped activity has ended for shoppers. */
export function windowState(activity: Pick<ActivityRow, 'enabled' | 'startsAt' | 'endsAt'>, now: Date): ActivityState {
  if (!activity.enabled || now.getTime() >= activity.endsAt.getTime()) return 'ended';
  return now.getTime() < activity.startsAt.getTime() ? 'upcoming' : 'selling';
}

export async function loadActivitySkus(db: Db, activityIds: number[]): Promise<Map<number, ActivitySkuRow[]>> {
  const bySku = new Map<number, ActivitySkuRow[]>(activityIds.map((id) => [id, []]));
  if (activityIds.length === 0) return bySku;
  const rows = await db.select().from(activitySkus).where(inArray(activitySkus.activityId, activityIds)).orderBy(asc(activitySkus.id));
  for (const row of rows) bySku.get(row.activityId)?.push(row);
  return bySku;
}

const lowest = (values: number[]) => (values.length === 0 ? 0 : Math.min(...values));

/** The figures every card and page shows: lowest activity and normal prices, points, what is left and sold. */
function activityFigures(skus: ActivitySkuRow[], normalPrices: Map<number, number>) {
  return {
    // A bargain is advertised at the floor it can be cut to; every other type at its price.
    priceCents: lowest(skus.map((sku) => sku.floorCents ?? sku.priceCents)),
    originalCents: lowest(skus.map((sku) => normalPrices.get(sku.skuId) ?? sku.priceCents)),
    points: lowest(skus.map((sku) => sku.points)),
    stock: skus.reduce((sum, sku) => sum + sku.stock, 0),
    sold: skus.reduce((sum, sku) => sum + sku.sold, 0),
  };
}

async function normalPricesOf(db: Db, skuIds: number[]): Promise<Map<number, number>> {
  if (skuIds.length === 0) return new Map();
  const rows = await db.select({ id: goodsSkus.id, priceCents: goodsSkus.sellPriceCents }).from(goodsSkus).where(inArray(goodsSkus.id, skuIds));
  return new Map(rows.map((row) => [row.id, row.priceCents]));
}

/** A sold-out activity is over for shoppers, whatever its window says. */
const shownState = (state: ActivityState, stock: number): ActivityState => (state === 'selling' && stock === 0 ? 'ended' : state);

/** Cards for activity rows, in the request's language, in the rows' order; `stateOf` decides each one's state. */
export async function describeCards(db: Db, rows: ActivityRow[], lang: Lang, stateOf: (row: ActivityRow) => ActivityState): Promise<ActivityCard[]> {
  if (rows.length === 0) return [];
  const [skusByActivity, goodsRows] = await Promise.all([
    loadActivitySkus(
      db,
      rows.map((row) => row.id),
    ),
    db
      .select({ id: goods.id, nameZh: goods.nameZh, nameEn: goods.nameEn, image: goods.image })
      .from(goods)
      .where(
        inArray(
          goods.id,
          rows.map((row) => row.goodsId),
        ),
      ),
  ]);
  const normalPrices = await normalPricesOf(
    db,
    [...skusByActivity.values()].flat().map((sku) => sku.skuId),
  );
  const goodsById = new Map(goodsRows.map((row) => [row.id, row]));
  return rows.map((row) => {
    const product = goodsById.get(row.goodsId);
    const figures = activityFigures(skusByActivity.get(row.id) ?? [], normalPrices);
    return {
      id: row.id,
      type: row.type,
      goods_id: row.goodsId,
      title: pick(lang, { zh: row.titleZh, en: row.titleEn }),
      name: product ? pick(lang, { zh: product.nameZh, en: product.nameEn }) : '',
      image: product?.image ?? '',
      price: centsToYuan(figures.priceCents),
      original_price: centsToYuan(figures.originalCents),
      points: figures.points,
      stock: figures.stock,
      sold: figures.sold,
      state: shownState(stateOf(row), figures.stock),
      starts_at: row.startsAt.toISOString(),
      ends_at: row.endsAt.toISOString(),
    };
  });
}

const STATE_RANK: Record<ActivityState, number> = { selling: 0, upcoming: 1, ended: 2 };

/**
 * activity/<type>/index: the type's enabled activities that are selling, upcoming, or ended in the
 * last week, selling first (soonest to end first), then upcoming (soonest to start first), then
 * ended (latest first). `where` narrows the rows (a flash slot); `stateOf` overrides the window.
 */
export async function listActivities(
  db: Db,
  type: ActivityType,
  query: ActivityListQuery,
  lang: Lang,
  now: Date,
  options: { where?: SQL; stateOf?: (row: ActivityRow) => ActivityState } = {},
): Promise<ActivityListAnswer> {
  const stateOf = options.stateOf ?? ((row: ActivityRow) => windowState(row, now));
  const listed = and(eq(activities.type, type), eq(activities.enabled, true), gt(activities.endsAt, new Date(now.getTime() - ENDED_LISTED_MS)), options.where);
  // The state depends on the clock (and for flash sales on the slot), so rows are ranked here; a
  // type has tens of activities at a time, not thousands.
  const rows = await db.select().from(activities).where(listed).orderBy(asc(activities.sort), asc(activities.id)).limit(1000);
  const cards = await describeCards(db, rows, lang, stateOf);
  const time = (card: ActivityCard) => {
    if (card.state === 'selling') return Date.parse(card.ends_at);
    if (card.state === 'upcoming') return Date.parse(card.starts_at);
    return -Date.parse(card.ends_at);
  };
  const ranked = cards.sort((a, b) => STATE_RANK[a.state] - STATE_RANK[b.state] || time(a) - time(b) || a.id - b.id);
  const offset = (query.page - 1) * query.size;
  return { list: ranked.slice(offset, offset + query.size), page: query.page, size: query.size, total: ranked.length };
}

/** Units of the activity in the member's orders that count against its caps: paid and unpaid, not cancelled. */
export async function boughtUnits(db: Db, activityId: number, userId: number): Promise<number> {
  const [row] = await db
    .select({ units: sql<number>`coalesce(sum(${orderItems.quantity}), 0)::int` })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(eq(orders.activityId, activityId), eq(orders.userId, userId), ne(orders.status, ORDER_STATUS.cancelled)));
  return row?.units ?? 0;
}

/** "Limit N, M left" for the member (a visitor has bought nothing). */
export async function memberLimitOf(db: Db, activity: ActivityRow, userId: number | null): Promise<MemberLimit> {
  const bought = userId === null ? 0 : await boughtUnits(db, activity.id, userId);
  return {
    per_member: activity.perMemberLimit,
    per_order: activity.perOrderLimit,
    bought,
    left: activity.perMemberLimit === 0 ? null : Math.max(0, activity.perMemberLimit - bought),
  };
}

/** activity/<type>/view: the card, the product's pictures, details and specs, the SKUs on offer and the member's limit. */
export async function describeActivity(db: Db, activity: ActivityRow, options: { lang: Lang; userId: number | null; now: Date; state: ActivityState }): Promise<ActivityDetail> {
  const { lang, userId, now, state } = options;
  const [[product], attr, [card], skus, limit] = await Promise.all([
    db.select().from(goods).where(eq(goods.id, activity.goodsId)).limit(1),
    loadSpecGroups(db, activity.goodsId, lang),
    describeCards(db, [activity], lang, () => state),
    db
      .select({ option: activitySkus, sku: goodsSkus })
      .from(activitySkus)
      .innerJoin(goodsSkus, eq(goodsSkus.id, activitySkus.skuId))
      .where(eq(activitySkus.activityId, activity.id))
      .orderBy(asc(activitySkus.id)),
    memberLimitOf(db, activity, userId),
  ]);
  if (!product || !card) throw notFound();
  return {
    ...card,
    subtitle: pick(lang, { zh: product.subtitleZh, en: product.subtitleEn }),
    images: product.images.length > 0 ? product.images : [product.image],
    content: pick(lang, { zh: product.contentZh, en: product.contentEn }),
    attr,
    skus: skus.map(({ option, sku }) => ({
      sku_id: sku.id,
      key: sku.specKey,
      sku_text: describeSpecKey(attr, sku.specKey, lang),
      image: sku.image || product.image,
      price: centsToYuan(option.priceCents),
      original_price: centsToYuan(sku.sellPriceCents),
      floor_price: option.floorCents === null ? null : centsToYuan(option.floorCents),
      points: option.points,
      // What the activity can still sell of this SKU: its own allotment, and never more than is in the warehouse.
      stock: Math.min(option.stock, sku.stock),
    })),
    limit,
    now: now.toISOString(),
  };
}

/** The newest activities first, for the back office. */
export const newestFirst = [desc(activities.createdAt), desc(activities.id)];

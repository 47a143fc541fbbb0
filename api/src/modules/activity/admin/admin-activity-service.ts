import type { ActivityState, AdminActivity, AdminActivityDetail, AdminActivityListAnswer, AdminActivityListQuery, AdminFlashSlot } from '@shop/contract';
import { asc, count, eq, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../../db/client';
import { inTransaction } from '../../../db/in-transaction';
import { activities, activitySkus, bargains, flashSlots, goodsSkus, orders } from '../../../db/schema';
import { notFound } from '../../../http/errors';
import type { Lang } from '../../../http/i18n';
import { centsToYuan } from '../../../lib/money';
import { describeSpecKey, loadSpecGroups } from '../../sku';
import { describeCards, newestFirst, windowState, type ActivityRow } from '../activity-service';
import { recordAudit } from '../../audit';
import type { Staff } from '../../staff';
import { activityHandler } from '../checkout/handlers';

export async function findAnyActivity(db: Db, id: number): Promise<ActivityRow> {
  const [row] = await db.select().from(activities).where(eq(activities.id, id)).limit(1);
  if (!row) throw notFound();
  return row;
}

/** The state shoppers see now, as checkout decides it (a flash sale: today's slot; a stopped activity has ended). */
async function stateFor(db: Db, row: ActivityRow, now: Date): Promise<ActivityState> {
  const handler = activityHandler(row.type);
  return handler.state ? handler.state(db, row, now) : windowState(row, now);
}

async function countByActivity(db: Db, ids: number[], table: typeof orders | typeof bargains): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ activityId: table.activityId, total: count() })
    .from(table)
    .where(inArray(table.activityId, ids))
    .groupBy(table.activityId);
  return new Map(rows.map((row) => [row.activityId!, row.total]));
}

/** Orders of each activity, whatever their status: once there are any, the activity's type, product and SKUs stay. */
export const countOrders = (db: Db, ids: number[]) => countByActivity(db, ids, orders);

/** Whether members have bought or bargained in the activity: a bargain holds a SKU of it even before its order. */
export async function isInUse(db: Db, id: number): Promise<boolean> {
  const [ordersOf, bargainsOf] = await Promise.all([countOrders(db, [id]), countByActivity(db, [id], bargains)]);
  return (ordersOf.get(id) ?? 0) + (bargainsOf.get(id) ?? 0) > 0;
}

async function describeAdminActivities(db: Db, rows: ActivityRow[], lang: Lang, now: Date): Promise<AdminActivity[]> {
  const ids = rows.map((row) => row.id);
  // Back-office pages hold a few tens of activities; the flash sale's state needs its slot, read by its handler.
  const states = new Map(await Promise.all(rows.map(async (row) => [row.id, await stateFor(db, row, now)] as const)));
  const [cards, ordersOf] = await Promise.all([describeCards(db, rows, lang, (row) => states.get(row.id) ?? 'ended'), countOrders(db, ids)]);
  return rows.map((row, index) => {
    const card = cards[index]!;
    return {
      id: row.id,
      type: row.type,
      goods_id: row.goodsId,
      goods_name: card.name,
      image: card.image,
      title: { zh: row.titleZh, en: row.titleEn },
      starts_at: card.starts_at,
      ends_at: card.ends_at,
      enabled: row.enabled,
      state: card.state,
      per_member_limit: row.perMemberLimit,
      per_order_limit: row.perOrderLimit,
      group_size: row.groupSize,
      window_minutes: row.groupWindowMinutes,
      slot_id: row.slotId,
      helpers_needed: row.helpersNeeded,
      price: card.price,
      stock: card.stock,
      sold: card.sold,
      orders: ordersOf.get(row.id) ?? 0,
    };
  });
}

/** admin/activity/index: a type's activities, newest first, enabled or not, whatever their window. */
export async function listAdminActivities(db: Db, query: AdminActivityListQuery, lang: Lang, now: Date): Promise<AdminActivityListAnswer> {
  const where = eq(activities.type, query.type);
  const [[total], rows] = await Promise.all([
    db.select({ total: count() }).from(activities).where(where),
    db
      .select()
      .from(activities)
      .where(where)
      .orderBy(...newestFirst)
      .limit(query.size)
      .offset((query.page - 1) * query.size),
  ]);
  return { list: await describeAdminActivities(db, rows, lang, now), page: query.page, size: query.size, total: total?.total ?? 0 };
}

/** admin/activity/detail: the activity with each SKU's activity figures beside the product's own. */
export async function describeAdminActivity(db: Db, id: number, lang: Lang, now: Date): Promise<AdminActivityDetail> {
  const row = await findAnyActivity(db, id);
  const [[summary], attr, skus] = await Promise.all([
    describeAdminActivities(db, [row], lang, now),
    loadSpecGroups(db, row.goodsId, lang),
    db
      .select({ option: activitySkus, sku: goodsSkus })
      .from(activitySkus)
      .innerJoin(goodsSkus, eq(goodsSkus.id, activitySkus.skuId))
      .where(eq(activitySkus.activityId, id))
      .orderBy(asc(activitySkus.id)),
  ]);
  return {
    ...summary!,
    skus: skus.map(({ option, sku }) => ({
      sku_id: sku.id,
      sku_text: describeSpecKey(attr, sku.specKey, lang),
      price: centsToYuan(option.priceCents),
      floor_price: option.floorCents === null ? null : centsToYuan(option.floorCents),
      points: option.points,
      stock: option.stock,
      sold: option.sold,
      original_price: centsToYuan(sku.sellPriceCents),
      sku_stock: sku.stock,
    })),
  };
}

/** admin/activity/start and stop, with its audit row: shoppers see a stopped activity as ended and checkout refuses it. */
export async function setActivityEnabled(db: Db, id: number, enabled: boolean, staff: Staff, request: Pick<FastifyRequest, 'ip'>): Promise<void> {
  await inTransaction(db, async (tx) => {
    const [current] = await tx.select({ enabled: activities.enabled }).from(activities).where(eq(activities.id, id)).for('update');
    if (!current) throw notFound();
    await tx.update(activities).set({ enabled }).where(eq(activities.id, id));
    await recordAudit(tx, staff, { action: enabled ? 'activity.start' : 'activity.stop', targetType: 'activity', targetId: id, before: current, after: { enabled } }, request);
  });
}

const clockTime = (minute: number) => `${String(Math.floor(minute / 60) % 24).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

/** admin/activity/slots: the daily flash-sale slots, earliest first, "10:00-12:00" (China time). */
export async function listFlashSlots(db: Db): Promise<AdminFlashSlot[]> {
  const rows = await db.select().from(flashSlots).orderBy(asc(flashSlots.startMinute));
  return rows.map((row) => ({
    id: row.id,
    start_minute: row.startMinute,
    duration_minutes: row.durationMinutes,
    label: `${clockTime(row.startMinute)}-${clockTime(row.startMinute + row.durationMinutes)}`,
  }));
}

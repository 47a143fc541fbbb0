import { yuanTextToCents, type AdminActivitySaveBody } from '@shop/contract';
import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../../db/client';
import { inTransaction, type Tx } from '../../../db/in-transaction';
import { activities, activitySkus, flashSlots, goods, goodsSkus } from '../../../db/schema';
import { notFound, refused } from '../../../http/errors';
import { recordAudit } from '../../audit';
import type { Staff } from '../../staff';
import { isInUse } from './admin-activity-service';

/** The product exists and every SKU listed is one of its own; a flash sale's slot exists. */
async function assertReferencesExist(db: Db, input: AdminActivitySaveBody): Promise<void> {
  const skuIds = input.skus.map((sku) => sku.sku_id);
  const [[product], skuRows, slot] = await Promise.all([
    db.select({ id: goods.id }).from(goods).where(eq(goods.id, input.goods_id)).limit(1),
    db.select({ id: goodsSkus.id, goodsId: goodsSkus.goodsId }).from(goodsSkus).where(inArray(goodsSkus.id, skuIds)),
    input.type === 'second' ? db.select({ id: flashSlots.id }).from(flashSlots).where(eq(flashSlots.id, input.slot_id!)).limit(1) : Promise.resolve(null),
  ]);
  if (!product) throw refused('activity_goods_unknown', 'goods_id');
  const owner = new Map(skuRows.map((row) => [row.id, row.goodsId]));
  const stranger = input.skus.findIndex((sku) => owner.get(sku.sku_id) !== input.goods_id);
  if (stranger >= 0) throw refused('activity_sku_not_in_goods', `skus.${stranger}.sku_id`);
  if (slot !== null && slot.length === 0) throw refused('activity_slot_unknown', 'slot_id');
}

/** The activity's own columns: a type's settings are kept for that type only, so the table's checks hold. */
const activityValues = (input: AdminActivitySaveBody) => ({
  type: input.type,
  goodsId: input.goods_id,
  titleZh: input.title.zh,
  titleEn: input.title.en,
  startsAt: new Date(input.starts_at),
  endsAt: new Date(input.ends_at),
  perMemberLimit: input.per_member_limit,
  perOrderLimit: input.per_order_limit,
  groupSize: input.type === 'group' ? input.group_size! : null,
  groupWindowMinutes: input.type === 'group' ? input.window_minutes! : null,
  slotId: input.type === 'second' ? input.slot_id! : null,
  helpersNeeded: input.type === 'bargain' ? input.helpers_needed! : null,
});

const skuValues = (input: AdminActivitySaveBody, sku: AdminActivitySaveBody['skus'][number]) => ({
  priceCents: yuanTextToCents(sku.price),
  floorCents: input.type === 'bargain' ? yuanTextToCents(sku.floor_price!) : null,
  points: input.type === 'point' ? sku.points! : 0,
  stock: sku.stock,
});

/**
 * Members bought (or bargained) under the activity's type, product and SKUs: those stay; the
 * window, caps, prices and stock may change.
 */
async function assertKeepsWhatMembersHold(tx: Tx, current: typeof activities.$inferSelect, input: AdminActivitySaveBody): Promise<void> {
  if (!(await isInUse(tx, current.id))) return;
  if (input.type !== current.type) throw refused('activity_in_use', 'type');
  if (input.goods_id !== current.goodsId) throw refused('activity_in_use', 'goods_id');
  const held = await tx.select({ skuId: activitySkus.skuId }).from(activitySkus).where(eq(activitySkus.activityId, current.id));
  const listed = new Set(input.skus.map((sku) => sku.sku_id));
  if (held.length !== listed.size || held.some((row) => !listed.has(row.skuId))) throw refused('activity_in_use', 'skus');
}

/** Updates the activity's SKUs in place (their `sold` stays), adds the new ones and drops those no longer listed. */
async function replaceSkus(tx: Tx, activityId: number, input: AdminActivitySaveBody): Promise<void> {
  const skuIds = input.skus.map((sku) => sku.sku_id);
  await tx.delete(activitySkus).where(and(eq(activitySkus.activityId, activityId), notInArray(activitySkus.skuId, skuIds)));
  for (const sku of input.skus) {
    const values = skuValues(input, sku);
    await tx
      .insert(activitySkus)
      .values({ activityId, skuId: sku.sku_id, ...values })
      .onConflictDoUpdate({ target: [activitySkus.activityId, activitySkus.skuId], set: values });
  }
}

/** What the audit log keeps of an activity: its settings as admin/activity/save takes them, and each SKU's figures in cents. */
async function auditedActivity(tx: Tx, row: typeof activities.$inferSelect) {
  const skus = await tx
    .select({ sku_id: activitySkus.skuId, price_cents: activitySkus.priceCents, floor_cents: activitySkus.floorCents, points: activitySkus.points, stock: activitySkus.stock })
    .from(activitySkus)
    .where(eq(activitySkus.activityId, row.id))
    .orderBy(asc(activitySkus.skuId));
  return {
    type: row.type,
    goods_id: row.goodsId,
    title: { zh: row.titleZh, en: row.titleEn },
    starts_at: row.startsAt.toISOString(),
    ends_at: row.endsAt.toISOString(),
    enabled: row.enabled,
    per_member_limit: row.perMemberLimit,
    per_order_limit: row.perOrderLimit,
    group_size: row.groupSize,
    window_minutes: row.groupWindowMinutes,
    slot_id: row.slotId,
    helpers_needed: row.helpersNeeded,
    skus,
  };
}

/** admin/activity/save: creates the activity (started), or edits one, with its audit row; answers its id. */
export async function saveActivity(db: Db, input: AdminActivitySaveBody, staff: Staff, request: Pick<FastifyRequest, 'ip'>): Promise<number> {
  await assertReferencesExist(db, input);
  return inTransaction(db, async (tx) => {
    let id = input.id;
    let before: Awaited<ReturnType<typeof auditedActivity>> | undefined;
    if (id === undefined) {
      const [created] = await tx.insert(activities).values(activityValues(input)).returning({ id: activities.id });
      id = created!.id;
    } else {
      // Locked so that two edits of one activity apply one after the other.
      const [current] = await tx.select().from(activities).where(eq(activities.id, id)).for('update');
      if (!current) throw notFound();
      await assertKeepsWhatMembersHold(tx, current, input);
      before = await auditedActivity(tx, current);
      await tx.update(activities).set(activityValues(input)).where(eq(activities.id, id));
    }
    await replaceSkus(tx, id, input);
    const [saved] = await tx.select().from(activities).where(eq(activities.id, id));
    await recordAudit(tx, staff, { action: 'activity.save', targetType: 'activity', targetId: id, before, after: await auditedActivity(tx, saved!) }, request);
    return id;
  });
}

import type { ActivityType } from '@shop/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { activities, activitySkus, flashSlots, goodsSkus, users } from '../db/schema';
import { issueSession } from '../modules/user/session-service';
import { call, type CallResult, type TestApp } from './test-app';

export type ActivitySkuSpec = { skuId: number; priceCents: number; stock: number; floorCents?: number; points?: number };

export type ActivitySpec = {
  type: ActivityType;
  /** Default: the goods of the first SKU. */
  goodsId?: number;
  /** Default: one SKU of goods 7 (an in-stock mug) at 19.90 with 50 units. */
  skus?: ActivitySkuSpec[];
  startsAt: Date;
  endsAt: Date;
  perMemberLimit?: number;
  perOrderLimit?: number;
  groupSize?: number;
  groupWindowMinutes?: number;
  /** Flash sale: default a slot covering the whole day, so only the window decides. */
  slotId?: number;
  helpersNeeded?: number;
  enabled?: boolean;
};

async function defaultSku(db: Db): Promise<number> {
  const rows = await db.select().from(goodsSkus).where(eq(goodsSkus.goodsId, 7));
  return rows.sort((a, b) => a.id - b.id).find((row) => row.stock > 0)!.id;
}

/** A slot from midnight for 24 hours (China time): a flash sale in it sells all day. */
export async function allDaySlot(db: Db): Promise<number> {
  const [existing] = await db.select().from(flashSlots).where(eq(flashSlots.startMinute, 0));
  if (existing && existing.durationMinutes === 1440) return existing.id;
  const [slot] = await db.insert(flashSlots).values({ startMinute: 0, durationMinutes: 1440 }).onConflictDoUpdate({ target: flashSlots.startMinute, set: { durationMinutes: 1440 } }).returning();
  return slot!.id;
}

/** An activity made directly in the database, with the type's required settings defaulted. */
export async function createActivity(db: Db, spec: ActivitySpec) {
  const skus = spec.skus ?? [{ skuId: await defaultSku(db), priceCents: 19_90, stock: 50 }];
  const [firstSku] = await db.select().from(goodsSkus).where(eq(goodsSkus.id, skus[0]!.skuId));
  const [activity] = await db
    .insert(activities)
    .values({
      type: spec.type,
      goodsId: spec.goodsId ?? firstSku!.goodsId,
      titleZh: `测试活动 ${spec.type}`,
      titleEn: `Test ${spec.type} activity`,
      startsAt: spec.startsAt,
      endsAt: spec.endsAt,
      enabled: spec.enabled ?? true,
      perMemberLimit: spec.perMemberLimit ?? 0,
      perOrderLimit: spec.perOrderLimit ?? 0,
      groupSize: spec.type === 'group' ? (spec.groupSize ?? 2) : null,
      groupWindowMinutes: spec.type === 'group' ? (spec.groupWindowMinutes ?? 24 * 60) : null,
      slotId: spec.type === 'second' ? (spec.slotId ?? (await allDaySlot(db))) : null,
      helpersNeeded: spec.type === 'bargain' ? (spec.helpersNeeded ?? 3) : null,
    })
    .returning();
  const rows = await db
    .insert(activitySkus)
    .values(
      skus.map((sku) => ({
        activityId: activity!.id,
        skuId: sku.skuId,
        priceCents: sku.priceCents,
        floorCents: sku.floorCents ?? (spec.type === 'bargain' ? Math.max(1, Math.floor(sku.priceCents / 2)) : null),
        points: sku.points ?? 0,
        stock: sku.stock,
      })),
    )
    .returning();
  return { activity: activity!, skus: rows };
}

/**
 * `count` members with a balance and a session token each, made in one insert (a race of hundreds
 * of buyers needs no sign-up round trips). Names start with `prefix`, which must be unique per test app.
 */
export async function signUpMembers(db: Db, count: number, options: { prefix?: string; balanceCents?: number; points?: number } = {}) {
  const prefix = options.prefix ?? 'buyer';
  const rows = await db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, index) => ({
        username: `${prefix}${index + 1}`,
        passwordHash: 'x',
        nickname: `${prefix}${index + 1}`,
        balanceCents: options.balanceCents ?? 1_000_00,
        points: options.points ?? 0,
      })),
    )
    .returning({ id: users.id });
  const issuedAt = new Date('2025-06-01T00:00:00Z');
  return Promise.all(rows.map(async (row) => ({ id: row.id, token: await issueSession(db, row.id, issuedAt) })));
}

/** order/create for one SKU of an activity, picked up at store 1 (no address needed). */
export function buyActivity(t: TestApp, token: string, body: { type: ActivityType; activity_id: number; sku_id: number; quantity?: number; group_id?: number; bargain_id?: number }): Promise<CallResult<'order/create'>> {
  return call(t.app, 'POST', 'order/create', { token, body: { delivery: 'pickup', store_id: 1, quantity: 1, ...body } });
}

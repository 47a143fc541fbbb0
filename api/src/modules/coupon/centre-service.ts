import type { ClaimableCoupon, CouponClaimAnswer, CouponClaimableAnswer, CouponClaimableQuery, CouponClaimState, CouponGoodsAnswer } from '@shop/contract';
import { and, asc, count, eq, gt, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { inTransaction } from '../../db/in-transaction';
import { categories, coupons, memberCoupons, users } from '../../db/schema';
import { notFound, refused } from '../../http/errors';
import type { Lang } from '../../http/i18n';
import { shopDateTime } from '../footprint';
import { loadCategoryIds } from './category-scope';
import type { CouponTemplate } from './coupon-terms';
import { describeCoupon, describeMemberCoupon, type ScopeCategory } from './service';

const scopeCategory = { nameZh: categories.nameZh, nameEn: categories.nameEn };

/** Whether a member holding `held` of this coupon can claim another now, and if not, why. */
export function claimState(coupon: CouponTemplate, held: number, now: Date): CouponClaimState {
  if (held >= coupon.perMemberLimit) return 'limit_reached';
  if (coupon.totalQuantity !== null && coupon.issued >= coupon.totalQuantity) return 'sold_out';
  if (coupon.startAt.getTime() > now.getTime()) return 'not_started';
  return 'open';
}

function describeOffer(lang: Lang, coupon: CouponTemplate, category: ScopeCategory, held: number, now: Date): ClaimableCoupon {
  return {
    id: coupon.id,
    ...describeCoupon(lang, coupon, category),
    total: coupon.totalQuantity,
    remaining: coupon.totalQuantity === null ? null : coupon.totalQuantity - coupon.issued,
    per_member_limit: coupon.perMemberLimit,
    held,
    claim_state: claimState(coupon, held, now),
  };
}

async function heldCounts(db: Db, userId: number | null, couponIds: number[]): Promise<Map<number, number>> {
  if (userId === null || couponIds.length === 0) return new Map();
  const rows = await db
    .select({ couponId: memberCoupons.couponId, held: count() })
    .from(memberCoupons)
    .where(and(eq(memberCoupons.userId, userId), inArray(memberCoupons.couponId, couponIds)))
    .groupBy(memberCoupons.couponId);
  return new Map(rows.map((row) => [row.couponId, row.held]));
}

/** Coupon-centre coupons on offer at `now` (ended ones are gone) that also meet `where`. */
const offeredAt = (now: Date, where?: SQL) => and(eq(coupons.claimable, true), gt(coupons.endAt, now), where);

/** Offers with their scope's category, those already claimable first, soonest to end first. */
const offersInOrder = (db: Db, where: SQL | undefined, now: Date) =>
  db
    .select({ coupon: coupons, category: scopeCategory })
    .from(coupons)
    .leftJoin(categories, eq(categories.id, coupons.categoryId))
    .where(where)
    .orderBy(gt(coupons.startAt, now), asc(coupons.endAt), asc(coupons.id));

/** The offers as a member (or a visitor, `userId` null) sees them: with how many of each they hold. */
async function describeOffers(db: Db, userId: number | null, rows: Array<{ coupon: CouponTemplate; category: ScopeCategory }>, lang: Lang, now: Date): Promise<ClaimableCoupon[]> {
  const held = await heldCounts(
    db,
    userId,
    rows.map((row) => row.coupon.id),
  );
  return rows.map((row) => describeOffer(lang, row.coupon, row.category, held.get(row.coupon.id) ?? 0, now));
}

/**
 * coupon/claimable: one page of the coupon centre, those already claimable first, soonest to end
 * first; ended coupons are gone. `userId` is null for visitors.
 */
export async function listClaimableCoupons(db: Db, userId: number | null, query: CouponClaimableQuery, lang: Lang, now: Date): Promise<CouponClaimableAnswer> {
  const { page, size } = query;
  const offered = offeredAt(now);
  const [[total], rows] = await Promise.all([
    db.select({ total: count() }).from(coupons).where(offered),
    offersInOrder(db, offered, now)
      .limit(size)
      .offset((page - 1) * size),
  ]);
  return { list: await describeOffers(db, userId, rows, lang, now), page, size, total: total?.total ?? 0 };
}

/** The most coupons a product's buy box lists. */
export const GOODS_COUPONS_MAX = 20;

/**
 * coupon/goods: the coupon-centre coupons on offer that cover one product (all-goods coupons and
 * those of its category or a category above it), claimable now first, soonest to end first. An
 * unknown product answers 404.
 */
export async function listGoodsCoupons(db: Db, userId: number | null, goodsId: number, lang: Lang, now: Date): Promise<CouponGoodsAnswer> {
  const categoryIds = (await loadCategoryIds(db, [goodsId])).get(goodsId) ?? [];
  if (categoryIds.length === 0) throw notFound();
  const rows = await offersInOrder(db, offeredAt(now, or(isNull(coupons.categoryId), inArray(coupons.categoryId, categoryIds))), now).limit(GOODS_COUPONS_MAX);
  return { list: await describeOffers(db, userId, rows, lang, now) };
}

/**
 * coupon/claim. The member's row is locked first, so one member's claims are counted one after
 * another and cannot all slip under the per-member cap together; `issued` only moves by a
 * conditional update (`issued < total_quantity`), so however many claim the last ones at once,
 * no more are issued than there are.
 */
export async function claimCoupon(db: Db, userId: number, couponId: number, lang: Lang, now: Date): Promise<CouponClaimAnswer> {
  return inTransaction(db, async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [offer] = await tx
      .select({ coupon: coupons, category: scopeCategory })
      .from(coupons)
      .leftJoin(categories, eq(categories.id, coupons.categoryId))
      .where(and(eq(coupons.id, couponId), eq(coupons.claimable, true)));
    if (!offer) throw notFound();
    if (offer.coupon.endAt.getTime() <= now.getTime()) throw refused('coupon_claim_ended', 'id');
    if (offer.coupon.startAt.getTime() > now.getTime()) throw refused('coupon_claim_not_started', 'id', { date: shopDateTime(offer.coupon.startAt) });
    const [mine] = await tx
      .select({ held: count() })
      .from(memberCoupons)
      .where(and(eq(memberCoupons.userId, userId), eq(memberCoupons.couponId, couponId)));
    const held = mine?.held ?? 0;
    if (held >= offer.coupon.perMemberLimit) throw refused('coupon_claim_limit', 'id', { max: offer.coupon.perMemberLimit });
    const [issued] = await tx
      .update(coupons)
      .set({ issued: sql`${coupons.issued} + 1` })
      .where(and(eq(coupons.id, couponId), or(isNull(coupons.totalQuantity), lt(coupons.issued, coupons.totalQuantity))))
      .returning();
    if (!issued) throw refused('coupon_sold_out', 'id');
    const [claimed] = await tx.insert(memberCoupons).values({ userId, couponId, createdAt: now }).returning({ id: memberCoupons.id });
    return {
      member_coupon: describeMemberCoupon(lang, { id: claimed!.id, usedAt: null, coupon: issued }, offer.category, now),
      offer: describeOffer(lang, issued, offer.category, held + 1, now),
    };
  });
}

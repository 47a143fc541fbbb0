import type { CouponCounts, CouponMineAnswer, CouponMineQuery, CouponStatus, CouponTerms, MemberCoupon } from '@shop/contract';
import { and, asc, count, desc, eq, gt, isNotNull, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { categories, coupons, memberCoupons } from '../../db/schema';
import { notFound, refused } from '../../http/errors';
import type { Lang, MessageKey } from '../../http/i18n';
import { pick } from '../../lib/bilingual';
import { centsToYuan } from '../../lib/money';
import { couponBaseCents, type CouponTemplate, type PricedLine } from './coupon-terms';

export type HeldCoupon = { id: number; usedAt: Date | null; coupon: CouponTemplate };
/** The name of a coupon's category, when it is scoped to one. */
export type ScopeCategory = { nameZh: string; nameEn: string } | null;

/** Used once spent on an order; expired once past its end; unused otherwise (also before its start). */
export function couponStatus(held: HeldCoupon, now: Date): CouponStatus {
  if (held.usedAt) return 'used';
  if (held.coupon.endAt.getTime() <= now.getTime()) return 'expired';
  return 'unused';
}

/**
 * Why a held coupon cannot be used on an order of these lines right now, or null when it can. A
 * category-scoped coupon needs goods of its category in the order, and its threshold is met by
 * those goods alone (`couponBaseCents`).
 */
export function couponRefusal(held: HeldCoupon, lines: readonly PricedLine[], now: Date): MessageKey | null {
  const status = couponStatus(held, now);
  if (status === 'used') return 'coupon_used';
  if (status === 'expired') return 'coupon_expired';
  if (held.coupon.startAt.getTime() > now.getTime()) return 'coupon_not_started';
  const base = couponBaseCents(held.coupon, lines);
  if (held.coupon.categoryId === null) return base < held.coupon.minAmountCents ? 'coupon_below_threshold' : null;
  if (base === 0) return 'coupon_out_of_scope';
  return base < held.coupon.minAmountCents ? 'coupon_scope_below_threshold' : null;
}

export function assertCouponUsable(held: HeldCoupon, lines: readonly PricedLine[], now: Date): void {
  const reason = couponRefusal(held, lines, now);
  if (reason) throw refused(reason, 'coupon_id', { amount: centsToYuan(held.coupon.minAmountCents) });
}

export const describeCouponTerms = (lang: Lang, coupon: CouponTemplate): CouponTerms => ({
  name: pick(lang, { en: coupon.nameEn, zh: coupon.nameZh }),
  type: coupon.type,
  denomination: coupon.type === 'full' ? centsToYuan(coupon.denominationCents) : null,
  discount: coupon.type === 'discount' ? String(coupon.discount / 10) : null,
  min_amount: centsToYuan(coupon.minAmountCents),
});

/** A coupon's terms, validity and scope, in the reader's language. */
export function describeCoupon(lang: Lang, coupon: CouponTemplate, category: ScopeCategory) {
  return {
    ...describeCouponTerms(lang, coupon),
    start_at: coupon.startAt.toISOString(),
    end_at: coupon.endAt.toISOString(),
    scope: coupon.categoryId !== null && category ? { category_id: coupon.categoryId, category_name: pick(lang, { en: category.nameEn, zh: category.nameZh }) } : null,
  };
}

export const describeMemberCoupon = (lang: Lang, held: HeldCoupon, category: ScopeCategory, now: Date): MemberCoupon => ({
  id: held.id,
  ...describeCoupon(lang, held.coupon, category),
  status: couponStatus(held, now),
});

export async function listHeldCoupons(db: Db, userId: number): Promise<HeldCoupon[]> {
  return db
    .select({ id: memberCoupons.id, usedAt: memberCoupons.usedAt, coupon: coupons })
    .from(memberCoupons)
    .innerJoin(coupons, eq(coupons.id, memberCoupons.couponId))
    .where(eq(memberCoupons.userId, userId))
    .orderBy(asc(coupons.endAt), asc(memberCoupons.id));
}

/** One of the member's coupons; another member's id answers 404 like an unknown one. */
export async function findHeldCoupon(db: Db, userId: number, id: number): Promise<HeldCoupon> {
  const [row] = await db
    .select({ id: memberCoupons.id, usedAt: memberCoupons.usedAt, coupon: coupons })
    .from(memberCoupons)
    .innerJoin(coupons, eq(coupons.id, memberCoupons.couponId))
    .where(and(eq(memberCoupons.id, id), eq(memberCoupons.userId, userId)));
  if (!row) throw notFound();
  return row;
}

/** The SQL of couponStatus, one condition per status. */
const statusCondition = (now: Date): Record<CouponStatus, SQL> => ({
  used: isNotNull(memberCoupons.usedAt),
  expired: and(isNull(memberCoupons.usedAt), lte(coupons.endAt, now))!,
  unused: and(isNull(memberCoupons.usedAt), gt(coupons.endAt, now))!,
});

const statusOrder: Record<CouponStatus, SQL[]> = {
  unused: [asc(coupons.endAt), asc(memberCoupons.id)],
  used: [desc(memberCoupons.usedAt), desc(memberCoupons.id)],
  expired: [desc(coupons.endAt), desc(memberCoupons.id)],
};

async function countMemberCoupons(db: Db, userId: number, now: Date): Promise<CouponCounts> {
  const condition = statusCondition(now);
  const filtered = (status: CouponStatus) => count(sql`case when ${condition[status]} then 1 end`);
  const [row] = await db
    .select({ unused: filtered('unused'), used: filtered('used'), expired: filtered('expired') })
    .from(memberCoupons)
    .innerJoin(coupons, eq(coupons.id, memberCoupons.couponId))
    .where(eq(memberCoupons.userId, userId));
  return row ?? { unused: 0, used: 0, expired: 0 };
}

/** coupon/mine: one page of the member's coupons of one status, with the count of every status. */
export async function listMemberCoupons(db: Db, userId: number, query: CouponMineQuery, lang: Lang, now: Date): Promise<CouponMineAnswer> {
  const { status, page, size } = query;
  const [counts, rows] = await Promise.all([
    countMemberCoupons(db, userId, now),
    db
      .select({ id: memberCoupons.id, usedAt: memberCoupons.usedAt, coupon: coupons, category: { nameZh: categories.nameZh, nameEn: categories.nameEn } })
      .from(memberCoupons)
      .innerJoin(coupons, eq(coupons.id, memberCoupons.couponId))
      .leftJoin(categories, eq(categories.id, coupons.categoryId))
      .where(and(eq(memberCoupons.userId, userId), statusCondition(now)[status]))
      .orderBy(...statusOrder[status])
      .limit(size)
      .offset((page - 1) * size),
  ]);
  return { list: rows.map((row) => describeMemberCoupon(lang, row, row.category, now)), page, size, total: counts[status], counts };
}

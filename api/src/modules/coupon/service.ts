import type { CouponMineAnswer, CouponStatus, CouponTerms } from '@shop/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { coupons, memberCoupons } from '../../db/schema';
import { notFound, refused } from '../../http/errors';
import type { Lang, MessageKey } from '../../http/i18n';
import { pick } from '../../lib/bilingual';
import { centsToYuan } from '../../lib/money';

export type CouponTemplate = typeof coupons.$inferSelect;
export type HeldCoupon = { id: number; usedAt: Date | null; coupon: CouponTemplate };

/** Used once spent on an order; expired once past its end; unused otherwise (also before its start). */
export function couponStatus(held: HeldCoupon, now: Date): CouponStatus {
  if (held.usedAt) return 'used';
  if (held.coupon.endAt.getTime() <= now.getTime()) return 'expired';
  return 'unused';
}

/** Why a held coupon cannot be used on an order of `goodsCents` right now, or null when it can. */
export function couponRefusal(held: HeldCoupon, goodsCents: number, now: Date): MessageKey | null {
  const status = couponStatus(held, now);
  if (status === 'used') return 'coupon_used';
  if (status === 'expired') return 'coupon_expired';
  if (held.coupon.startAt.getTime() > now.getTime()) return 'coupon_not_started';
  if (goodsCents < held.coupon.minAmountCents) return 'coupon_below_threshold';
  return null;
}

export function assertCouponUsable(held: HeldCoupon, goodsCents: number, now: Date): void {
  const reason = couponRefusal(held, goodsCents, now);
  if (reason) throw refused(reason, 'coupon_id', { amount: centsToYuan(held.coupon.minAmountCents) });
}

/** The amount a coupon takes off `goodsCents`, before the payable floor is applied. */
export function couponDiscountCents(coupon: CouponTemplate, goodsCents: number): number {
  if (coupon.type === 'full') return coupon.denominationCents;
  return Math.round((goodsCents * (100 - coupon.discount)) / 100);
}

export const describeCouponTerms = (lang: Lang, coupon: CouponTemplate): CouponTerms => ({
  name: pick(lang, { en: coupon.nameEn, zh: coupon.nameZh }),
  type: coupon.type,
  denomination: coupon.type === 'full' ? centsToYuan(coupon.denominationCents) : null,
  discount: coupon.type === 'discount' ? String(coupon.discount / 10) : null,
  min_amount: centsToYuan(coupon.minAmountCents),
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

export async function listMemberCoupons(db: Db, userId: number, status: CouponStatus, lang: Lang, now: Date): Promise<CouponMineAnswer> {
  const held = await listHeldCoupons(db, userId);
  return {
    list: held
      .filter((row) => couponStatus(row, now) === status)
      .map((row) => ({
        id: row.id,
        ...describeCouponTerms(lang, row.coupon),
        status,
        start_at: row.coupon.startAt.toISOString(),
        end_at: row.coupon.endAt.toISOString(),
      })),
  };
}

import type { CartCouponHint, CartHints } from '@shop/contract';
import type { Db } from '../../db/client';
import type { Lang } from '../../http/i18n';
import { EXPRESS_FREIGHT_CENTS, FREE_FREIGHT_FROM_CENTS, freeFreightShortCents } from '../../lib/freight';
import { centsToYuan } from '../../lib/money';
import { bestUsableCoupon, type CouponSaving, couponStatus, describeCouponTerms, listHeldCoupons, loadCategoryIds, nearestCouponWithin } from '../coupon';

/** A selected row the hints price: its goods, unit price now and quantity. */
export type HintLine = { goodsId: number; priceCents: number; quantity: number };

const describeSaving = (lang: Lang, { held, savingCents }: CouponSaving): CartCouponHint => ({
  id: held.id,
  ...describeCouponTerms(lang, held.coupon),
  saving: centsToYuan(savingCents),
});

/**
 * What would help the shopper with the selected rows, by the rules the order is priced with: how
 * much more makes express delivery free, the usable coupon that saves most, and the nearest coupon
 * that would save more. Nothing is said about an empty selection.
 */
export async function describeHints(db: Db, userId: number, lines: readonly HintLine[], lang: Lang, now: Date): Promise<CartHints> {
  const goodsCents = lines.reduce((sum, line) => sum + line.priceCents * line.quantity, 0);
  const short = freeFreightShortCents(goodsCents);
  const freeShipping = short === null ? null : { missing: centsToYuan(short), threshold: centsToYuan(FREE_FREIGHT_FROM_CENTS), freight: centsToYuan(EXPRESS_FREIGHT_CENTS) };
  if (lines.length === 0) return { free_shipping: freeShipping, best_coupon: null, next_coupon: null };

  const held = (await listHeldCoupons(db, userId)).filter((coupon) => couponStatus(coupon, now) === 'unused');
  if (held.length === 0) return { free_shipping: freeShipping, best_coupon: null, next_coupon: null };
  // Category-scoped coupons need each line's categories; all-goods coupons do not.
  const categoryIds = held.some((coupon) => coupon.coupon.categoryId !== null)
    ? await loadCategoryIds(
        db,
        lines.map((line) => line.goodsId),
      )
    : new Map<number, number[]>();
  const priced = lines.map((line) => ({ priceCents: line.priceCents, quantity: line.quantity, categoryIds: categoryIds.get(line.goodsId) ?? [] }));
  const best = bestUsableCoupon(held, priced, now);
  const next = nearestCouponWithin(held, priced, now, best?.savingCents ?? 0);
  return {
    free_shipping: freeShipping,
    best_coupon: best ? describeSaving(lang, best) : null,
    next_coupon: next ? { ...describeSaving(lang, next), missing: centsToYuan(next.missingCents) } : null,
  };
}

import { couponBaseCents, couponDiscountCents, type CouponTemplate, type PricedLine, sumLineCents } from './coupon-terms';
import { couponRefusal, type HeldCoupon } from './service';

/** A held coupon with what it would take off, in cents. */
export type CouponSaving = { held: HeldCoupon; savingCents: number };
/** A coupon not usable yet: `missingCents` more of the goods it covers and it saves `savingCents`. */
export type CouponWithin = CouponSaving & { missingCents: number };

/** What a coupon takes off these lines, with the order's floor of one cent to pay (as priceOrder does). */
export function couponSavingCents(coupon: CouponTemplate, lines: readonly PricedLine[]): number {
  return Math.max(0, Math.min(couponDiscountCents(coupon, lines), sumLineCents(lines) - 1));
}

/** What a coupon takes off once its threshold is just met: its denomination, or its share of the threshold. */
function savingAtThresholdCents(coupon: CouponTemplate): number {
  if (coupon.type === 'full') return Math.min(coupon.denominationCents, coupon.minAmountCents);
  return Math.round((coupon.minAmountCents * (100 - coupon.discount)) / 100);
}

/**
 * The member's usable coupon that saves most on these lines (the one ending first among equals), or
 * null when none is usable or none saves anything.
 */
export function bestUsableCoupon(held: readonly HeldCoupon[], lines: readonly PricedLine[], now: Date): CouponSaving | null {
  let best: CouponSaving | null = null;
  for (const coupon of held) {
    if (couponRefusal(coupon, lines, now) !== null) continue;
    const savingCents = couponSavingCents(coupon.coupon, lines);
    if (savingCents > 0 && (!best || savingCents > best.savingCents)) best = { held: coupon, savingCents };
  }
  return best;
}

/**
 * The coupon the shopper is nearest to: below its threshold only, it would save more than `beating`
 * once met; the smallest amount missing wins (the bigger saving among equals).
 */
export function nearestCouponWithin(held: readonly HeldCoupon[], lines: readonly PricedLine[], now: Date, beatingCents: number): CouponWithin | null {
  let nearest: CouponWithin | null = null;
  for (const coupon of held) {
    const reason = couponRefusal(coupon, lines, now);
    if (reason !== 'coupon_below_threshold' && reason !== 'coupon_scope_below_threshold') continue;
    const missingCents = coupon.coupon.minAmountCents - couponBaseCents(coupon.coupon, lines);
    const savingCents = savingAtThresholdCents(coupon.coupon);
    if (savingCents <= beatingCents) continue;
    if (!nearest || missingCents < nearest.missingCents || (missingCents === nearest.missingCents && savingCents > nearest.savingCents)) {
      nearest = { held: coupon, savingCents, missingCents };
    }
  }
  return nearest;
}

// The coupon module's public entry: what other modules may use of it. Everything else in this folder is
// the module's own; the lint refuses a deep import into it (ADR 0027).
export { bestUsableCoupon, type CouponSaving, type CouponWithin, nearestCouponWithin } from './best-coupon';
export { loadCategoryIds } from './category-scope';
export { couponCovers, couponDiscountCents, type CouponTemplate, type PricedLine, sumLineCents } from './coupon-terms';
export { assertCouponUsable, couponRefusal, couponStatus, describeCouponTerms, findHeldCoupon, type HeldCoupon, listHeldCoupons } from './service';

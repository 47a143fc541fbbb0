import type { coupons } from '../../db/schema';

/** A coupon as its template row holds it: the terms every copy a member holds shares. */
export type CouponTemplate = typeof coupons.$inferSelect;

/**
 * A line as pricing sees it. `categoryIds` are the goods' category and every category above it; a
 * line without them is outside every category-scoped coupon.
 */
export type PricedLine = { priceCents: number; quantity: number; categoryIds?: readonly number[] };

/** What the lines cost before any discount, in cents. */
export const sumLineCents = (lines: readonly PricedLine[]) => lines.reduce((sum, line) => sum + line.priceCents * line.quantity, 0);

/** Whether a coupon covers a line: every line for an all-goods coupon, else goods of its category or the category's children. */
export function couponCovers(coupon: CouponTemplate, line: PricedLine): boolean {
  return coupon.categoryId === null || (line.categoryIds?.includes(coupon.categoryId) ?? false);
}

/**
 * The goods a coupon applies to, in cents: the whole order for an all-goods coupon, the goods of
 * its category (and the category's children) for a scoped one. The threshold is met over this
 * amount, and a discount coupon takes its share of it only.
 */
export function couponBaseCents(coupon: CouponTemplate, lines: readonly PricedLine[]): number {
  return sumLineCents(lines.filter((line) => couponCovers(coupon, line)));
}

/** The amount a coupon takes off, before the payable floor: its denomination (at most the goods it covers), or its share of them. */
export function couponDiscountCents(coupon: CouponTemplate, lines: readonly PricedLine[]): number {
  const base = couponBaseCents(coupon, lines);
  if (coupon.type === 'full') return Math.min(coupon.denominationCents, base);
  return Math.round((base * (100 - coupon.discount)) / 100);
}

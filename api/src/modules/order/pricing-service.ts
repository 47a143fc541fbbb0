import type { Delivery, OrderAmounts } from '@shop/contract';
import { centsToYuan } from '../../lib/money';
import type { CouponTemplate } from '../coupon/service';

const FREE_FREIGHT_FROM_CENTS = 99_00;
const EXPRESS_FREIGHT_CENTS = 10_00;
/** No order is free: whatever the coupon, at least one cent is left to pay. */
const MIN_PAYABLE_CENTS = 1;

/**
 * A line as pricing sees it. `categoryIds` are the goods' category and every category above it; a
 * line without them is outside every category-scoped coupon.
 */
export type PricedLine = { priceCents: number; quantity: number; categoryIds?: readonly number[] };
type OrderPricing = { goodsCents: number; freightCents: number; discountCents: number; payableCents: number };

const lineCents = (line: PricedLine) => line.priceCents * line.quantity;
const sumCents = (lines: readonly PricedLine[]) => lines.reduce((sum, line) => sum + lineCents(line), 0);

export function freightCents(delivery: Delivery, goodsCents: number): number {
  if (delivery === 'pickup') return 0;
  return goodsCents >= FREE_FREIGHT_FROM_CENTS ? 0 : EXPRESS_FREIGHT_CENTS;
}

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
  return sumCents(lines.filter((line) => couponCovers(coupon, line)));
}

/** The amount a coupon takes off, before the payable floor: its denomination (at most the goods it covers), or its share of them. */
export function couponDiscountCents(coupon: CouponTemplate, lines: readonly PricedLine[]): number {
  const base = couponBaseCents(coupon, lines);
  if (coupon.type === 'full') return Math.min(coupon.denominationCents, base);
  return Math.round((base * (100 - coupon.discount)) / 100);
}

/**
 * The amounts of an order from its lines, delivery and an already-vetted coupon, all in integer
 * cents. The coupon only reduces the goods it covers (never the freight), and never below one cent.
 * `shipsFree`: an order that travels free whatever its amount (a points-mall exchange).
 */
export function priceOrder(lines: readonly PricedLine[], delivery: Delivery, coupon: CouponTemplate | null, options: { shipsFree?: boolean } = {}): OrderPricing {
  const goodsCents = sumCents(lines);
  const freight = options.shipsFree ? 0 : freightCents(delivery, goodsCents);
  const wanted = coupon ? couponDiscountCents(coupon, lines) : 0;
  const discountCents = Math.max(0, Math.min(wanted, goodsCents - MIN_PAYABLE_CENTS));
  return { goodsCents, freightCents: freight, discountCents, payableCents: goodsCents + freight - discountCents };
}

export function describePricing(pricing: OrderPricing): OrderAmounts {
  return {
    goods_amount: centsToYuan(pricing.goodsCents),
    freight: centsToYuan(pricing.freightCents),
    discount: centsToYuan(pricing.discountCents),
    payable: centsToYuan(pricing.payableCents),
  };
}

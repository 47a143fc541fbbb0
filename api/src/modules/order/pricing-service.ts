import type { Delivery, OrderAmounts } from '@shop/contract';
import { freightCents } from '../../lib/freight';
import { centsToYuan } from '../../lib/money';
import { couponDiscountCents, type CouponTemplate, type PricedLine, sumLineCents } from '../coupon';

/** No order is free: whatever the coupon, at least one cent is left to pay. */
const MIN_PAYABLE_CENTS = 1;

type OrderPricing = { goodsCents: number; freightCents: number; discountCents: number; payableCents: number };

/**
 * The amounts of an order from its lines, delivery and an already-vetted coupon, all in integer
 * cents. The coupon only reduces the goods it covers (never the freight), and never below one cent.
 * `shipsFree`: an order that travels free whatever its amount (a points-mall exchange).
 */
export function priceOrder(lines: readonly PricedLine[], delivery: Delivery, coupon: CouponTemplate | null, options: { shipsFree?: boolean } = {}): OrderPricing {
  const goodsCents = sumLineCents(lines);
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

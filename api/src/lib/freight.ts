import type { Delivery } from '@shop/contract';

// The shop's freight rule, read by the order's pricing and by the cart's free-shipping hint: one
// place for both, outside the modules so that neither has to import the other.

/** Express delivery is free from this amount of goods (before any coupon). */
export const FREE_FREIGHT_FROM_CENTS = 99_00;
/** What express delivery costs below that amount. */
export const EXPRESS_FREIGHT_CENTS = 10_00;

export function freightCents(delivery: Delivery, goodsCents: number): number {
  if (delivery === 'pickup') return 0;
  return goodsCents >= FREE_FREIGHT_FROM_CENTS ? 0 : EXPRESS_FREIGHT_CENTS;
}

/** How much more goods would make express delivery free; null when it already is (or nothing is chosen). */
export function freeFreightShortCents(goodsCents: number): number | null {
  if (goodsCents <= 0 || freightCents('express', goodsCents) === 0) return null;
  return FREE_FREIGHT_FROM_CENTS - goodsCents;
}

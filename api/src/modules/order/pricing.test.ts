import { describe, expect, it } from '@jest/globals';
import type { CouponTemplate } from '../coupon/service';
import { couponRefusal } from '../coupon/service';
import { priceOrder } from './pricing-service';

const template = (values: Partial<CouponTemplate>): CouponTemplate => ({
  id: 1,
  nameZh: '券',
  nameEn: 'Coupon',
  type: 'full',
  denominationCents: 0,
  discount: 100,
  grantOnSignUp: false,
  minAmountCents: 0,
  startAt: new Date('2025-01-01T00:00:00Z'),
  endAt: new Date('2025-12-31T00:00:00Z'),
  ...values,
});

describe('priceOrder', () => {
  it('charges 10.00 express freight below 99.00 of goods, none from 99.00, none for pickup', () => {
    expect(priceOrder([{ priceCents: 98_99, quantity: 1 }], 'express', null)).toEqual({ goodsCents: 98_99, freightCents: 10_00, discountCents: 0, payableCents: 108_99 });
    expect(priceOrder([{ priceCents: 33_00, quantity: 3 }], 'express', null)).toEqual({ goodsCents: 99_00, freightCents: 0, discountCents: 0, payableCents: 99_00 });
    expect(priceOrder([{ priceCents: 39_00, quantity: 1 }], 'pickup', null).freightCents).toBe(0);
  });

  it('takes a full-discount coupon’s denomination off the goods', () => {
    const coupon = template({ type: 'full', denominationCents: 20_00, minAmountCents: 199_00 });
    expect(priceOrder([{ priceCents: 459_00, quantity: 1 }], 'express', coupon)).toEqual({ goodsCents: 459_00, freightCents: 0, discountCents: 20_00, payableCents: 439_00 });
  });

  it('takes goods × (1 − discount/10) for a discount coupon, rounded to the cent', () => {
    const ninety = template({ type: 'discount', discount: 90 });
    expect(priceOrder([{ priceCents: 459_00, quantity: 1 }], 'express', ninety)).toMatchObject({ discountCents: 45_90, payableCents: 413_10 });
    const eightyFive = template({ type: 'discount', discount: 85 });
    // 0.15 × 33.33 = 4.9995 → 5.00
    expect(priceOrder([{ priceCents: 33_33, quantity: 1 }], 'pickup', eightyFive)).toMatchObject({ discountCents: 5_00, payableCents: 28_33 });
  });

  it('never lets the payable fall below 0.01, and never discounts the freight', () => {
    const big = template({ type: 'full', denominationCents: 500_00 });
    expect(priceOrder([{ priceCents: 39_00, quantity: 1 }], 'pickup', big)).toEqual({ goodsCents: 39_00, freightCents: 0, discountCents: 38_99, payableCents: 1 });
    expect(priceOrder([{ priceCents: 39_00, quantity: 1 }], 'express', big)).toEqual({ goodsCents: 39_00, freightCents: 10_00, discountCents: 38_99, payableCents: 10_01 });
  });
});

describe('couponRefusal', () => {
  const now = new Date('2025-06-01T08:00:00Z');
  const held = (values: Partial<CouponTemplate>, usedAt: Date | null = null) => ({ id: 1, usedAt, coupon: template(values) });

  it('accepts a valid coupon whose threshold is met', () => {
    expect(couponRefusal(held({ minAmountCents: 199_00 }), 199_00, now)).toBeNull();
  });

  it('refuses below the threshold, used, expired and not-yet-valid coupons', () => {
    expect(couponRefusal(held({ minAmountCents: 199_00 }), 198_99, now)).toBe('coupon_below_threshold');
    expect(couponRefusal(held({}, new Date('2025-05-01T00:00:00Z')), 100_00, now)).toBe('coupon_used');
    expect(couponRefusal(held({ endAt: new Date('2025-05-31T00:00:00Z') }), 100_00, now)).toBe('coupon_expired');
    expect(couponRefusal(held({ startAt: new Date('2025-07-01T00:00:00Z') }), 100_00, now)).toBe('coupon_not_started');
  });
});

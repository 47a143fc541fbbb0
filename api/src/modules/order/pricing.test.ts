import { describe, expect, it } from '@jest/globals';
import type { CouponTemplate } from '../coupon/coupon-terms';
import { couponRefusal } from '../coupon/service';
import { couponBaseCents, type PricedLine } from '../coupon/coupon-terms';
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
  claimable: false,
  totalQuantity: null,
  issued: 0,
  perMemberLimit: 1,
  categoryId: null,
  ...values,
});

const line = (priceCents: number, quantity = 1, categoryIds: number[] = []): PricedLine => ({ priceCents, quantity, categoryIds });

// Category 3 "Shoes & bags" holds 16 "Sports shoes"; 4 "Clothing" holds 19 "T-shirts".
const SHOES_AND_BAGS = 3;
const shoes = (priceCents: number, quantity = 1) => line(priceCents, quantity, [16, SHOES_AND_BAGS]);
const tshirt = (priceCents: number, quantity = 1) => line(priceCents, quantity, [19, 4]);

describe('priceOrder', () => {
  it('charges 10.00 express freight below 99.00 of goods, none from 99.00, none for pickup', () => {
    expect(priceOrder([line(98_99)], 'express', null)).toEqual({ goodsCents: 98_99, freightCents: 10_00, discountCents: 0, payableCents: 108_99 });
    expect(priceOrder([line(33_00, 3)], 'express', null)).toEqual({ goodsCents: 99_00, freightCents: 0, discountCents: 0, payableCents: 99_00 });
    expect(priceOrder([line(39_00)], 'pickup', null).freightCents).toBe(0);
  });

  it('takes a full-discount coupon’s denomination off the goods', () => {
    const coupon = template({ type: 'full', denominationCents: 20_00, minAmountCents: 199_00 });
    expect(priceOrder([line(459_00)], 'express', coupon)).toEqual({ goodsCents: 459_00, freightCents: 0, discountCents: 20_00, payableCents: 439_00 });
  });

  it('takes goods × (1 − discount/10) for a discount coupon, rounded to the cent', () => {
    const ninety = template({ type: 'discount', discount: 90 });
    expect(priceOrder([line(459_00)], 'express', ninety)).toMatchObject({ discountCents: 45_90, payableCents: 413_10 });
    const eightyFive = template({ type: 'discount', discount: 85 });
    // 0.15 × 33.33 = 4.9995 → 5.00
    expect(priceOrder([line(33_33)], 'pickup', eightyFive)).toMatchObject({ discountCents: 5_00, payableCents: 28_33 });
  });

  it('never lets the payable fall below 0.01, and never discounts the freight', () => {
    const big = template({ type: 'full', denominationCents: 500_00 });
    expect(priceOrder([line(39_00)], 'pickup', big)).toEqual({ goodsCents: 39_00, freightCents: 0, discountCents: 38_99, payableCents: 1 });
    expect(priceOrder([line(39_00)], 'express', big)).toEqual({ goodsCents: 39_00, freightCents: 10_00, discountCents: 38_99, payableCents: 10_01 });
  });
});

describe('category-scoped coupons', () => {
  it('cover the goods of their category and its children only', () => {
    const scoped = template({ categoryId: SHOES_AND_BAGS });
    expect(couponBaseCents(scoped, [shoes(459_00), tshirt(99_00, 2)])).toBe(459_00);
    expect(couponBaseCents(scoped, [line(50_00, 1, [SHOES_AND_BAGS])])).toBe(50_00);
    expect(couponBaseCents(scoped, [tshirt(99_00)])).toBe(0);
    // A line whose categories are not known is covered by all-goods coupons only.
    expect(couponBaseCents(scoped, [{ priceCents: 99_00, quantity: 1 }])).toBe(0);
    expect(couponBaseCents(template({}), [shoes(459_00), tshirt(99_00, 2)])).toBe(657_00);
  });

  it('take a discount coupon’s share of the covered goods only', () => {
    const shoesTenOff = template({ type: 'discount', discount: 90, categoryId: SHOES_AND_BAGS });
    expect(priceOrder([shoes(459_00), tshirt(99_00)], 'express', shoesTenOff)).toEqual({ goodsCents: 558_00, freightCents: 0, discountCents: 45_90, payableCents: 512_10 });
  });

  it('take a full-discount coupon’s denomination, at most the covered goods', () => {
    const shoes30 = template({ denominationCents: 30_00, categoryId: SHOES_AND_BAGS });
    expect(priceOrder([shoes(299_00), tshirt(99_00)], 'pickup', shoes30)).toMatchObject({ discountCents: 30_00, payableCents: 368_00 });
    expect(priceOrder([shoes(20_00), tshirt(99_00)], 'pickup', shoes30)).toMatchObject({ discountCents: 20_00, payableCents: 99_00 });
  });
});

describe('couponRefusal', () => {
  const now = new Date('2025-06-01T08:00:00Z');
  const held = (values: Partial<CouponTemplate>, usedAt: Date | null = null) => ({ id: 1, usedAt, coupon: template(values) });

  it('accepts a valid coupon whose threshold is met', () => {
    expect(couponRefusal(held({ minAmountCents: 199_00 }), [line(199_00)], now)).toBeNull();
  });

  it('refuses below the threshold, used, expired and not-yet-valid coupons', () => {
    expect(couponRefusal(held({ minAmountCents: 199_00 }), [line(198_99)], now)).toBe('coupon_below_threshold');
    expect(couponRefusal(held({}, new Date('2025-05-01T00:00:00Z')), [line(100_00)], now)).toBe('coupon_used');
    expect(couponRefusal(held({ endAt: new Date('2025-05-31T00:00:00Z') }), [line(100_00)], now)).toBe('coupon_expired');
    expect(couponRefusal(held({ startAt: new Date('2025-07-01T00:00:00Z') }), [line(100_00)], now)).toBe('coupon_not_started');
  });

  it('offers a scoped coupon only when the order holds goods of its category, the threshold met by those goods', () => {
    const scoped = held({ categoryId: SHOES_AND_BAGS, minAmountCents: 299_00, denominationCents: 30_00 });
    expect(couponRefusal(scoped, [tshirt(999_00)], now)).toBe('coupon_out_of_scope');
    // 459.00 in the order, but only 199.00 of it is shoes.
    expect(couponRefusal(scoped, [shoes(199_00), tshirt(260_00)], now)).toBe('coupon_scope_below_threshold');
    expect(couponRefusal(scoped, [shoes(299_00), tshirt(10_00)], now)).toBeNull();
    expect(couponRefusal(held({ categoryId: SHOES_AND_BAGS }), [shoes(1_00)], now)).toBeNull();
  });
});

import { describe, expect, it } from '@jest/globals';
import { paidShares } from './checkout-service';

describe('each line’s share of what an order paid for goods', () => {
  const all = (...cents: number[]) => cents.map((amount) => ({ cents: amount, covered: true }));
  const total = (shares: number[]) => shares.reduce((sum, share) => sum + share, 0);

  it('is the line’s amount when there is no discount', () => {
    expect(paidShares(all(11700, 9900), 0)).toEqual([11700, 9900]);
  });

  it('shares a discount by value, the cent left by rounding going to the largest remainder', () => {
    // 10.00 off 216.00: 5.4166.. and 4.5833.. off; the spare cent of discount goes to the first line.
    expect(paidShares(all(11700, 9900), 1000)).toEqual([11158, 9442]);
  });

  it('takes a category coupon’s discount off the lines it covers only', () => {
    const lines = [
      { cents: 45900, covered: true },
      { cents: 3900, covered: false },
      { cents: 19900, covered: true },
    ];
    const shares = paidShares(lines, 3000);
    expect(shares[1]).toBe(3900);
    expect(total(shares)).toBe(45900 + 3900 + 19900 - 3000);
  });

  it('adds up to exactly goods - discount whatever the split, the earlier line first on a tie', () => {
    expect(paidShares(all(100, 100, 100), 1)).toEqual([99, 100, 100]);
    for (const [lines, discount] of [
      [all(1, 1, 1), 2],
      [all(3333, 3333, 3334), 1],
      [all(999_999_00 * 999, 1), 50_00],
      [all(0, 500), 499],
    ] as const) {
      const shares = paidShares(lines, discount);
      expect(total(shares)).toBe(lines.reduce((sum, line) => sum + line.cents, 0) - discount);
      shares.forEach((share) => expect(share).toBeGreaterThanOrEqual(0));
      shares.forEach((share, index) => expect(share).toBeLessThanOrEqual(lines[index]!.cents));
    }
  });

  it('is nothing for lines of nothing', () => {
    expect(paidShares(all(0, 0), 0)).toEqual([0, 0]);
  });
});

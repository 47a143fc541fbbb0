import { clampQuantity, lineTotal } from './quantity';

describe('clampQuantity', () => {
  it('keeps a quantity between 1 and the stock', () => {
    expect(clampQuantity(3, 5)).toBe(3);
    expect(clampQuantity(9, 5)).toBe(5);
    expect(clampQuantity(0, 5)).toBe(1);
    expect(clampQuantity(-2, 5)).toBe(1);
    expect(clampQuantity(Number.NaN, 5)).toBe(1);
    expect(clampQuantity(2.7, 5)).toBe(2);
  });
});

describe('lineTotal', () => {
  it('multiplies in cents', () => {
    expect(lineTotal('0.10', 3)).toBe('0.30');
    expect(lineTotal('19.90', 2)).toBe('39.80');
  });
});

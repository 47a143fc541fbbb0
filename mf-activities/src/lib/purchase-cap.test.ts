import { NO_LIMIT } from '@/testing/fixtures';
import { purchaseBlock, purchaseCap } from './purchase-cap';

describe('purchase caps', () => {
  it('caps a quantity by what is left, the per-order cap and what the member may still buy', () => {
    expect(purchaseCap(30, NO_LIMIT)).toBe(30);
    expect(purchaseCap(30, { per_member: 5, per_order: 0, bought: 3, left: 2 })).toBe(2);
    expect(purchaseCap(30, { per_member: 0, per_order: 4, bought: 0, left: null })).toBe(4);
    expect(purchaseCap(1, { per_member: 5, per_order: 4, bought: 0, left: 5 })).toBe(1);
  });

  it('says why nothing can be bought: the state, then the stock, then the member’s cap', () => {
    expect(purchaseBlock('upcoming', 0, NO_LIMIT)).toBe('upcoming');
    expect(purchaseBlock('ended', 5, NO_LIMIT)).toBe('ended');
    expect(purchaseBlock('selling', 0, NO_LIMIT)).toBe('soldOut');
    expect(purchaseBlock('selling', 5, { per_member: 2, per_order: 0, bought: 2, left: 0 })).toBe('limitReached');
    expect(purchaseBlock('selling', 5, NO_LIMIT)).toBeNull();
  });
});

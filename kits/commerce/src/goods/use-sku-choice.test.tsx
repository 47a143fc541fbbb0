import { act, renderHook } from '@testing-library/react';
import { TEE_SPEC_GROUPS } from '../testing';
import { useSkuChoice } from './use-sku-choice';

// Red/M and Blue/M are sold; Red/L is out of stock; Blue/L has no SKU.
const skus = [
  { id: 1, key: '12:31,13:35', stock: 3 },
  { id: 2, key: '12:31,13:36', stock: 0 },
  { id: 3, key: '12:32,13:35', stock: 10 },
];

describe('useSkuChoice', () => {
  it('names the group still to choose, then the SKU of a complete choice', () => {
    const { result } = renderHook(() => useSkuChoice(TEE_SPEC_GROUPS, skus, { unavailable: 'Not sold' }));
    act(() => result.current.choose(12, 31));
    act(() => void result.current.check());
    expect(result.current.problem).toBe('Please choose Size');
    act(() => result.current.choose(13, 35));
    expect(result.current.problem).toBeNull();
    let checked: unknown;
    act(() => void (checked = result.current.check()));
    expect(checked).toEqual(skus[0]);
  });

  it('says the page’s words for a combination that is not sold, and starts from the choice it is given', () => {
    const { result } = renderHook(() => useSkuChoice(TEE_SPEC_GROUPS, skus, { initial: () => ({ 12: 32, 13: 36 }), unavailable: 'Not sold' }));
    expect(result.current.sku).toBeNull();
    act(() => void result.current.check());
    expect(result.current.problem).toBe('Not sold');
    act(() => result.current.choose(13, 36));
    expect(result.current.selection).toEqual({ 12: 32 });
  });
});

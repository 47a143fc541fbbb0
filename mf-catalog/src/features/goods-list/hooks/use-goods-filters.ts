import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { GoodsFilters } from '@/types/goods-filters';
import { readGoodsFilters, writeGoodsFilters } from '../lib/goods-query';

/** The list filters held in the URL query, so a list can be shared and the back button restores it. */
export function useGoodsFilters() {
  const [params, setParams] = useSearchParams();
  const query = params.toString();
  const filters = useMemo(() => readGoodsFilters(new URLSearchParams(query)), [query]);
  const change = useCallback(
    (changes: Partial<GoodsFilters>) => setParams((current) => writeGoodsFilters(current, changes)),
    [setParams],
  );
  /** The link target of a change, for filters shown as links. */
  const hrefFor = useCallback((changes: Partial<GoodsFilters>) => `?${writeGoodsFilters(new URLSearchParams(query), changes)}`, [query]);
  return { filters, change, hrefFor, params };
}

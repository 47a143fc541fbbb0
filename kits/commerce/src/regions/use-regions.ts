import { useQuery } from '@tanstack/react-query';
import { loadRegions } from './region-data';

/** The region tree's query: a root of its own, the same data for every shopper and every app. */
export const regionKeys = { all: ['regions'] as const };

/** The mainland region tree, loaded once on first use and kept for the visit. */
export function useRegions(enabled = true) {
  return useQuery({ queryKey: regionKeys.all, queryFn: loadRegions, staleTime: Infinity, gcTime: Infinity, enabled });
}

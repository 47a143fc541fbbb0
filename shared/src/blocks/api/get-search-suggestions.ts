import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { endpoints } from '@shop/contract';
import { http } from '../../http/client';
import { useDebouncedValue } from '../../utils/use-debounced-value';

export const searchSuggestionKeys = {
  all: ['search-suggestions'] as const,
  of: (q: string) => [...searchSuggestionKeys.all, q] as const,
};

/** Goods names matching `q`. */
export async function getSearchSuggestions(q: string): Promise<string[]> {
  const answer = await http.call(endpoints.suggestGoodsNames, { q });
  return answer.data?.list ?? [];
}

/**
 * Suggestions for what is typed, asked for once typing pauses (the spec's 500 ms debounce); the
 * last list stays up while the next one loads. Suggestions are a convenience: a failure shows none
 * and the search itself still works.
 */
export function useSearchSuggestions(keywords: string, enabled: boolean): string[] {
  const q = useDebouncedValue(keywords.trim());
  const wanted = enabled && q !== '' && keywords.trim() !== '';
  const { data } = useQuery({
    queryKey: searchSuggestionKeys.of(q),
    queryFn: () => getSearchSuggestions(q),
    enabled: wanted,
    placeholderData: keepPreviousData,
    retry: false,
  });
  return wanted ? (data ?? []) : [];
}

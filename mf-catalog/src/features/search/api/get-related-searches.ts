import { useQuery } from '@tanstack/react-query';
import { SEARCH_MAX_LENGTH, endpoints } from '@shop/contract';
import { http } from '@shop/shared';
import { searchKeys } from './search-keys';

/** `search/related`: what other shoppers who searched `q` searched and bought with. */
export async function getRelatedSearches(q: string): Promise<string[]> {
  const answer = await http.call(endpoints.listRelatedSearches, { q });
  return answer.data.list;
}

/** Asked only for a keyword the server takes (a longer one is refused by the search itself). */
export const useRelatedSearches = (q: string, enabled: boolean) =>
  useQuery({ queryKey: searchKeys.related(q), queryFn: () => getRelatedSearches(q), enabled: enabled && q.length <= SEARCH_MAX_LENGTH });

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { endpoints, type SearchAnswer } from '@shop/contract';
import { ApiError, http } from '@shop/shared';
import { searchKeys } from './search-keys';

/** The query and the list filters, as the search page reads them from its URL. */
type SearchParams = { q: string } & Record<string, string | number>;

/**
 * `search/index`: goods for `q` with the list filters, plus hot keywords and the member's history.
 * A refused query (too long, for one) is explained by the page, not toasted.
 */
export async function searchGoods(params: SearchParams): Promise<SearchAnswer> {
  const answer = await http.call(endpoints.searchGoods, params, { showsRefusal: true });
  return answer.data;
}

/** Searches only when there is a query (an empty one shows the prompt instead); the results shown stay while the next ones load. */
export const useSearch = (params: SearchParams, enabled: boolean) =>
  useQuery({ queryKey: searchKeys.results(params), queryFn: () => searchGoods(params), enabled, placeholderData: keepPreviousData });

/** The server refused the query itself (its length, its characters): trying again cannot help. */
export const isRefusedSearch = (error: unknown) => error instanceof ApiError && error.code === 402;

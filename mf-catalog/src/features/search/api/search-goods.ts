import { ApiError, http } from '@shop/shared';
import { useRemoteData } from '@/hooks/use-remote-data';
import type { GoodsPage } from '@/types/goods';

export interface SearchKeywordLists {
  hot: string[];
  history: string[];
}

export type SearchResult = GoodsPage & SearchKeywordLists;

/**
 * `search/index`: goods for `q` with the list filters, plus hot keywords and the member's history.
 * A refused query (too long, for one) is explained by the page, not toasted.
 */
export async function searchGoods(params: Record<string, string | number>): Promise<SearchResult> {
  const answer = await http.get<SearchResult>('search/index', params, { showsRefusal: true });
  return { ...answer.data, hot: answer.data.hot ?? [], history: answer.data.history ?? [] };
}

/** `search/hot`: what to offer on a search page without a query. */
export async function getSearchKeywords(): Promise<SearchKeywordLists> {
  const answer = await http.get<SearchKeywordLists>('search/hot');
  return { hot: answer.data.hot ?? [], history: answer.data.history ?? [] };
}

/** Searches only when there is a query (an empty one shows the prompt instead). */
export const useSearch = (params: Record<string, string | number>, enabled: boolean) =>
  useRemoteData(() => searchGoods(params), JSON.stringify(params), enabled);

/** The hot keywords and history, asked for only when there is no query to search. */
export const useSearchKeywords = (enabled: boolean) => useRemoteData(getSearchKeywords, 'search/hot', enabled);

/** The server refused the query itself (its length, its characters): trying again cannot help. */
export const isRefusedSearch = (error: unknown) => error instanceof ApiError && error.code === 402;

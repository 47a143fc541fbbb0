import { useQuery } from '@tanstack/react-query';
import { endpoints, type SearchHotAnswer } from '@shop/contract';
import { http } from '@shop/shared';
import { searchKeys } from './search-keys';

/** `search/hot`: what to offer on a search page without a query. */
export async function getSearchKeywords(): Promise<SearchHotAnswer> {
  const answer = await http.call(endpoints.getHotKeywords);
  return answer.data;
}

/** The hot keywords and history, asked for only when there is no query to search. */
export const useSearchKeywords = (enabled: boolean) => useQuery({ queryKey: searchKeys.keywords(), queryFn: getSearchKeywords, enabled });

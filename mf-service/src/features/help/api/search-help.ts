import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { endpoints, type HelpSearchAnswer, type HelpSearchQuery } from '@shop/contract';
import { http } from '@shop/shared';
import { helpKeys } from './help-keys';

const PAGE_SIZE = 10;

export async function searchHelp(query: HelpSearchQuery): Promise<HelpSearchAnswer> {
  const { data } = await http.call(endpoints.searchHelpArticles, query);
  return data;
}

/** One page of results; the previous page stays shown while the next loads. */
export function useHelpSearch(q: string, page: number) {
  return useQuery({
    queryKey: helpKeys.search(q, page),
    queryFn: () => searchHelp({ q, page, size: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
}

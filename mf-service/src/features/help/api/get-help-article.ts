import { useQuery } from '@tanstack/react-query';
import { endpoints, RESULT_CODE, type HelpArticle } from '@shop/contract';
import { ApiError, http } from '@shop/shared';
import { helpKeys } from './help-keys';

/**
 * `page/view`: the article, or null when there is no such published article. The help centre says
 * so in place (with a way back) rather than leaving for the not-found page.
 */
export async function getHelpArticle(id: number): Promise<HelpArticle | null> {
  try {
    return (await http.call(endpoints.getHelpArticle, { id }, { showsNotFound: true })).data;
  } catch (error) {
    if (error instanceof ApiError && error.code === RESULT_CODE.notFound) return null;
    throw error;
  }
}

export function useHelpArticle(id: number) {
  return useQuery({ queryKey: helpKeys.article(id), queryFn: () => getHelpArticle(id), staleTime: 5 * 60_000 });
}

import { useQuery } from '@tanstack/react-query';
import { endpoints, type HelpIndexAnswer } from '@shop/contract';
import { http } from '@shop/shared';
import { helpKeys } from './help-keys';

export async function getHelpIndex(): Promise<HelpIndexAnswer> {
  const { data } = await http.call(endpoints.listHelpCategories);
  return data;
}

/** The categories and their articles: the left column and the landing read the same answer. */
export function useHelpIndex() {
  return useQuery({ queryKey: helpKeys.index(), queryFn: getHelpIndex, staleTime: 5 * 60_000 });
}

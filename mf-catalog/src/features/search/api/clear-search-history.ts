import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints, type SearchHotAnswer } from '@shop/contract';
import { http } from '@shop/shared';
import { searchKeys } from './search-keys';

/** `search/history/clear` (members): forgets the member's recent searches. */
export async function clearSearchHistory(): Promise<void> {
  await http.call(endpoints.clearSearchHistory);
}

/** Clears the history; every cached search answer (results and keywords alike) then has none. */
export function useClearSearchHistory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: clearSearchHistory,
    onSuccess: () => {
      queryClient.setQueriesData<SearchHotAnswer>({ queryKey: searchKeys.all }, (answer) => answer && { ...answer, history: [] });
    },
  });
}

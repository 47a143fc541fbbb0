import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type BargainHelpAnswer, type BargainHelpBody, endpoints } from '@shop/contract';
import { http } from '@shop/shared';
import { bargainKeys } from './bargain-keys';

export async function helpBargain(body: BargainHelpBody): Promise<BargainHelpAnswer> {
  const { data } = await http.call(endpoints.helpBargain, body);
  return data;
}

/**
 * A friend's cut: the bargain's page takes the answer as it is. A refusal (cut already, the
 * promotion over) is toasted by the client, and the bargain is asked for again to show why.
 */
export function useHelpBargain() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: helpBargain,
    onSuccess: ({ bargain }) => queryClient.setQueryData(bargainKeys.detail(bargain.id), bargain),
    onError: (_error, { bargain_id }) => queryClient.invalidateQueries({ queryKey: bargainKeys.detail(bargain_id) }),
  });
}

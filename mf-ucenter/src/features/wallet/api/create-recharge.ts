import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints, type Recharge, type RechargeCreateBody } from '@shop/contract';
import { http } from '@shop/shared';
import { walletKeys } from './wallet-keys';

/** A refusal (an amount out of bounds, too many open top-ups) is shown by the form, under the amount. */
export async function createRecharge(body: RechargeCreateBody): Promise<Recharge> {
  const { data } = await http.call(endpoints.createRecharge, body, { showsRefusal: true });
  return data;
}

/** Starts a top-up; its answer is the top-up the page then watches, so it is not asked for again. */
export function useCreateRecharge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRecharge,
    onSuccess: (recharge) => queryClient.setQueryData(walletKeys.recharge(recharge.id), recharge),
  });
}

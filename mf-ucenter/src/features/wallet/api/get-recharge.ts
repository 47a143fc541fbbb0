import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { endpoints, type Recharge } from '@shop/contract';
import { http } from '@shop/shared';
import { memberKeys } from '@/lib/member-keys';
import { walletKeys } from './wallet-keys';

const POLL_INTERVAL_MS = 2000;

export async function getRecharge(id: number): Promise<Recharge> {
  const { data } = await http.call(endpoints.getRecharge, { id });
  return data;
}

/**
 * One of the member's top-ups, asked again every 2 s while it waits for payment: the gateway's
 * redirect back proves nothing, the server says when it is paid (or closed at its deadline). Once
 * it is paid, the balance, the logs and the member's profile are asked again.
 */
export function useRecharge(id: number) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: walletKeys.recharge(id),
    queryFn: () => getRecharge(id),
    // Fresh for one poll: a top-up just created is shown from its answer, not asked for again.
    staleTime: POLL_INTERVAL_MS,
    refetchInterval: (current) => (current.state.data?.status === 'pending' ? POLL_INTERVAL_MS : false),
  });
  const paid = query.data?.status === 'paid';
  useEffect(() => {
    if (!paid) return;
    for (const queryKey of [walletKeys.summary(), walletKeys.logs(), walletKeys.rechargeOptions(), memberKeys.all]) {
      void queryClient.invalidateQueries({ queryKey });
    }
  }, [paid, queryClient]);
  return query;
}

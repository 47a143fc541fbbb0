import { useQuery } from '@tanstack/react-query';
import { endpoints, type RechargeOptions } from '@shop/contract';
import { http } from '@shop/shared';
import { walletKeys } from './wallet-keys';

export async function getRechargeOptions(): Promise<RechargeOptions> {
  const { data } = await http.call(endpoints.getRechargeOptions);
  return data;
}

/** What the top-up page offers: the balance, presets, bounds, and whether there is a way to pay. */
export function useRechargeOptions() {
  return useQuery({ queryKey: walletKeys.rechargeOptions(), queryFn: getRechargeOptions, staleTime: 0 });
}

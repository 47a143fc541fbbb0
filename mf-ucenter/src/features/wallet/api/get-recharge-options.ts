import { useQuery } from '@tanstack/react-query';
import type { RechargeOptions } from '@shop/contract';
import { http } from '@shop/shared';
import { walletKeys } from './wallet-keys';

export async function getRechargeOptions(): Promise<RechargeOptions> {
  const { data } = await http.get<RechargeOptions>('recharge/index');
  return data;
}

/** What the top-up page offers: the balance, presets, bounds, and whether there is a way to pay. */
export function useRechargeOptions() {
  return useQuery({ queryKey: walletKeys.rechargeOptions(), queryFn: getRechargeOptions, staleTime: 0 });
}

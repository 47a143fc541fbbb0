import { useQuery } from '@tanstack/react-query';
import { endpoints, type WalletSummary } from '@shop/contract';
import { http } from '@shop/shared';
import { walletKeys } from './wallet-keys';

export async function getWallet(): Promise<WalletSummary> {
  const { data } = await http.call(endpoints.getWallet);
  return data;
}

/** The member's balance and points. */
export function useWallet() {
  return useQuery({ queryKey: walletKeys.summary(), queryFn: getWallet, staleTime: 0 });
}

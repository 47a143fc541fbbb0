import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { endpoints, type WalletLogAnswer, type WalletLogTab } from '@shop/contract';
import { http } from '@shop/shared';
import { LOG_PAGE_SIZE } from './log-page-size';
import { walletKeys } from './wallet-keys';

export async function getWalletLog(tab: WalletLogTab, page: number): Promise<WalletLogAnswer> {
  const { data } = await http.call(endpoints.listWalletLog, { type: tab, page, size: LOG_PAGE_SIZE });
  return data;
}

/** One page of the balance log under a tab; the previous page stays shown while the next loads. */
export function useWalletLog(tab: WalletLogTab, page: number) {
  return useQuery({ queryKey: walletKeys.moneyLog(tab, page), queryFn: () => getWalletLog(tab, page), placeholderData: keepPreviousData });
}

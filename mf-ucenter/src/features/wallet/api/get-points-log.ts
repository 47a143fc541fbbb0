import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { endpoints, type PointsLogAnswer, type WalletLogTab } from '@shop/contract';
import { http } from '@shop/shared';
import { LOG_PAGE_SIZE } from './log-page-size';
import { walletKeys } from './wallet-keys';

export async function getPointsLog(tab: WalletLogTab, page: number): Promise<PointsLogAnswer> {
  const { data } = await http.call(endpoints.listPointsLog, { type: tab, page, size: LOG_PAGE_SIZE });
  return data;
}

/** One page of the points log under a tab; the previous page stays shown while the next loads. */
export function usePointsLog(tab: WalletLogTab, page: number) {
  return useQuery({ queryKey: walletKeys.pointsLog(tab, page), queryFn: () => getPointsLog(tab, page), placeholderData: keepPreviousData });
}

import type { WalletLogTab } from '@shop/contract';
import { sharedQueryKeys } from '@shop/shared';

/**
 * The wallet's queries. Every key starts with `wallet`: a credited top-up invalidates the summary,
 * the logs and the top-up options at once, and leaves the top-up being watched alone.
 */
export const walletKeys = {
  all: sharedQueryKeys.wallet,
  summary: () => [...walletKeys.all, 'summary'] as const,
  logs: () => [...walletKeys.all, 'log'] as const,
  moneyLog: (tab: WalletLogTab, page: number) => [...walletKeys.logs(), 'money', { tab, page }] as const,
  pointsLog: (tab: WalletLogTab, page: number) => [...walletKeys.logs(), 'points', { tab, page }] as const,
  rechargeOptions: () => [...walletKeys.all, 'recharge-options'] as const,
  recharge: (id: number) => [...walletKeys.all, 'recharge', id] as const,
};

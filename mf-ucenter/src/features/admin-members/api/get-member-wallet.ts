import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type AdminMemberWalletAnswer, endpoints, type WalletLogTab } from '@shop/contract';
import { staffHttp } from '@shop/shared';
import { adminMemberKeys } from './admin-member-keys';

/** Rows of a member's ledger per page in the back office. */
export const LEDGER_PAGE_SIZE = 10;

export async function getMemberWallet(id: number, tab: WalletLogTab, page: number): Promise<AdminMemberWalletAnswer> {
  const { data } = await staffHttp.call(endpoints.listAdminMemberWallet, { member_id: id, type: tab, page, size: LEDGER_PAGE_SIZE });
  return data;
}

/** One page of the member's wallet ledger under a tab; the previous page stays shown while the next loads. */
export function useMemberWallet(id: number, tab: WalletLogTab, page: number) {
  return useQuery({ queryKey: adminMemberKeys.wallet(id, tab, page), queryFn: () => getMemberWallet(id, tab, page), placeholderData: keepPreviousData });
}

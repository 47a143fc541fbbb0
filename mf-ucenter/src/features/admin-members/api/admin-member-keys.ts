import type { AdminMemberListQuery, WalletLogTab } from '@shop/contract';

/**
 * The back office's member queries. Every key starts with `admin` (signing out of the back office
 * drops them all); an adjustment invalidates one member's detail and ledger, and the list.
 */
export const adminMemberKeys = {
  all: ['admin', 'members'] as const,
  list: (query: Partial<AdminMemberListQuery>) => [...adminMemberKeys.all, 'list', query] as const,
  member: (id: number) => [...adminMemberKeys.all, 'member', id] as const,
  detail: (id: number) => [...adminMemberKeys.member(id), 'detail'] as const,
  wallet: (id: number, tab: WalletLogTab, page: number) => [...adminMemberKeys.member(id), 'wallet', { tab, page }] as const,
};

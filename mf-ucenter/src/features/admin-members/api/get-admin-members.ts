import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type AdminMemberListAnswer, type AdminMemberListQuery, endpoints } from '@shop/contract';
import { staffHttp } from '@shop/shared';
import { adminMemberKeys } from './admin-member-keys';

export type MemberListParams = Partial<AdminMemberListQuery>;

export async function getAdminMembers(params: MemberListParams): Promise<AdminMemberListAnswer> {
  const { data } = await staffHttp.call(endpoints.listAdminMembers, params);
  return data;
}

/** One page of members; the previous page stays shown while the next loads. */
export function useAdminMembers(params: MemberListParams) {
  return useQuery({ queryKey: adminMemberKeys.list(params), queryFn: () => getAdminMembers(params), placeholderData: keepPreviousData });
}

import { useQuery } from '@tanstack/react-query';
import { type AdminMemberDetail, endpoints } from '@shop/contract';
import { staffHttp } from '@shop/shared';
import { adminMemberKeys } from './admin-member-keys';

/** One member; an unknown id rejects with its 404, which the page says in place. */
export async function getAdminMember(id: number): Promise<AdminMemberDetail> {
  const { data } = await staffHttp.call(endpoints.getAdminMember, { id }, { showsNotFound: true });
  return data;
}

export function useAdminMember(id: number) {
  return useQuery({ queryKey: adminMemberKeys.detail(id), queryFn: () => getAdminMember(id) });
}

import { useQuery } from '@tanstack/react-query';
import type { StaffRoleListAnswer } from '@shop/contract';
import { staffHttp } from '@shop/shared';
import { backOfficeKeys } from './back-office-keys';

/** admin/role/index: every role (the roles page lists them, the users page offers them). */
export async function getRoles(): Promise<StaffRoleListAnswer> {
  const { data } = await staffHttp.get<StaffRoleListAnswer>('admin/role/index');
  return data;
}

export function useRoles() {
  return useQuery({ queryKey: backOfficeKeys.roles(), queryFn: getRoles });
}

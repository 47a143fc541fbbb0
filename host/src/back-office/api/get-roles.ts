import { useQuery } from '@tanstack/react-query';
import { endpoints, type StaffRoleListAnswer } from '@shop/contract';
import { staffHttp } from '@shop/shared';
import { backOfficeKeys } from './back-office-keys';

/** admin/role/index: every role (the roles page lists them, the users page offers them). */
export async function getRoles(): Promise<StaffRoleListAnswer> {
  const { data } = await staffHttp.call(endpoints.listStaffRoles);
  return data;
}

export function useRoles() {
  return useQuery({ queryKey: backOfficeKeys.roles(), queryFn: getRoles });
}

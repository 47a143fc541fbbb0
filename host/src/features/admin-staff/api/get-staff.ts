import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { endpoints, type StaffListAnswer, type StaffListQuery } from '@shop/contract';
import { staffHttp } from '@shop/shared';
import { backOfficeKeys } from '@/back-office/api/back-office-keys';

/** admin/staff/index: one page of back-office users, filtered and sorted on the server. */
export async function getStaff(query: Partial<StaffListQuery>): Promise<StaffListAnswer> {
  const { data } = await staffHttp.call(endpoints.listStaffAccounts, query);
  return data;
}

/** The page on screen stays while the next one loads. */
export function useStaffList(query: Partial<StaffListQuery>) {
  return useQuery({ queryKey: backOfficeKeys.staff(query), queryFn: () => getStaff(query), placeholderData: keepPreviousData });
}

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type AdminRefundListAnswer, type AdminRefundListParams, endpoints } from '@shop/contract';
import { staffHttp } from '@shop/shared';
import { adminRefundKeys } from '@/lib/admin-order-keys';

export async function getAdminRefunds(params: AdminRefundListParams): Promise<AdminRefundListAnswer> {
  const { data } = await staffHttp.call(endpoints.listRefundsForStaff, params);
  return data;
}

/** One page of requests under the URL's filters; the previous page stays while the next loads. */
export function useAdminRefunds(params: AdminRefundListParams) {
  return useQuery({ queryKey: adminRefundKeys.list(params), queryFn: () => getAdminRefunds(params), placeholderData: keepPreviousData });
}

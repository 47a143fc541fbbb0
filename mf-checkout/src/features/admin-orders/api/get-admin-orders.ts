import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type AdminOrderListAnswer, type AdminOrderListParams, endpoints } from '@shop/contract';
import { staffHttp } from '@shop/shared';
import { adminOrderKeys } from '@/lib/admin-order-keys';

export async function getAdminOrders(params: AdminOrderListParams): Promise<AdminOrderListAnswer> {
  const { data } = await staffHttp.call(endpoints.listOrdersForStaff, params);
  return data;
}

/** One page of orders under the URL's filters; the previous page stays while the next loads. */
export function useAdminOrders(params: AdminOrderListParams) {
  return useQuery({ queryKey: adminOrderKeys.list(params), queryFn: () => getAdminOrders(params), placeholderData: keepPreviousData });
}

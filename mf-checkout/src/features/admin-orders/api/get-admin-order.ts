import { useQuery } from '@tanstack/react-query';
import { type AdminOrderDetail, endpoints } from '@shop/contract';
import { staffHttp } from '@shop/shared';
import { adminOrderKeys } from '@/lib/admin-order-keys';

export async function getAdminOrder(id: number): Promise<AdminOrderDetail> {
  // An unknown id is said in place, inside the back office's frame, not by leaving for the shop's 404 page.
  const { data } = await staffHttp.call(endpoints.getOrderForStaff, { id }, { showsNotFound: true });
  return data;
}

export function useAdminOrder(id: number) {
  return useQuery({ queryKey: adminOrderKeys.detail(id), queryFn: () => getAdminOrder(id), staleTime: 0 });
}

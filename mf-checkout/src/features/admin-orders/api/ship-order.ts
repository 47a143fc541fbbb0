import type { AdminOrderDetail, AdminShipBody } from '@shop/contract';
import { staffHttp } from '@shop/shared';
import { useOrderAction } from './use-order-action';

export async function shipOrder(body: AdminShipBody): Promise<AdminOrderDetail> {
  const { data } = await staffHttp.post<AdminOrderDetail>('admin/order/ship', body);
  return data;
}

export const useShipOrder = () => useOrderAction(shipOrder);

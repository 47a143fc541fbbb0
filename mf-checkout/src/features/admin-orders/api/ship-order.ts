import { type AdminOrderDetail, type AdminShipBody, endpoints } from '@shop/contract';
import { staffHttp } from '@shop/shared';
import { useOrderAction } from './use-order-action';

export async function shipOrder(body: AdminShipBody): Promise<AdminOrderDetail> {
  const { data } = await staffHttp.call(endpoints.shipOrder, body);
  return data;
}

export const useShipOrder = () => useOrderAction(shipOrder);

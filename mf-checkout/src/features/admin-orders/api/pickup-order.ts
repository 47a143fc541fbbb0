import { type AdminOrderDetail, type AdminPickupReadyBody, type AdminPickupVerifyBody, endpoints } from '@shop/contract';
import { staffHttp } from '@shop/shared';
import { useOrderAction } from './use-order-action';

export async function markPickupReady(body: AdminPickupReadyBody): Promise<AdminOrderDetail> {
  const { data } = await staffHttp.call(endpoints.markPickupReady, body);
  return data;
}

/** A wrong code is said under the code field, not toasted. */
export async function verifyPickup(body: AdminPickupVerifyBody): Promise<AdminOrderDetail> {
  const { data } = await staffHttp.call(endpoints.verifyPickup, body, { showsRefusal: true });
  return data;
}

export const useMarkPickupReady = () => useOrderAction(markPickupReady);
export const useVerifyPickup = () => useOrderAction(verifyPickup, true);

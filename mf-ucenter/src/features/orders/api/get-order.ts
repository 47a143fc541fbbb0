import { http } from '@shop/shared';
import { useRemoteData } from '../hooks/use-remote-data';
import type { OrderDetail } from '../types';

/** Every field of one order; another member's or an unknown id answers 404 (the client then leaves). */
export function getOrder(id: string) {
  return http.get<OrderDetail>('order/detail', { id });
}

export function useOrder(id: string) {
  return useRemoteData(id, () => getOrder(id));
}

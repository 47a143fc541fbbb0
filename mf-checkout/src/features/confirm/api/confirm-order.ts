import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { http } from '@shop/shared';
import { endpoints, type OrderPreview } from '@shop/contract';
import type { ConfirmBody } from '../lib/types';
import { confirmKeys } from './confirm-keys';

/**
 * The priced preview of an order; nothing is stored. A refusal (an activity ended or sold out, the
 * member's cap, points short) is explained on the page, not toasted.
 */
export async function confirmOrder(body: ConfirmBody): Promise<OrderPreview> {
  const { data } = await http.call(endpoints.previewOrder, body, { showsRefusal: true });
  return data;
}

/**
 * The server's price for these choices. While a new choice is priced the previous totals stay on
 * the page; an answer for choices no longer current lands under its own key and is never shown.
 * Prices are always live: a cached preview is shown and asked again.
 */
export function useOrderPreview(body: ConfirmBody) {
  return useQuery({
    queryKey: confirmKeys.preview(body),
    queryFn: () => confirmOrder(body),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { endpoints, type FlashListAnswer, type FlashListQuery } from '@shop/contract';
import { http } from '@shop/shared';
import { activityKeys } from '@/lib/activity-keys';
import { withSaleTimes } from '../lib/sale-times';

export async function getFlashList(query: FlashListQuery): Promise<FlashListAnswer> {
  const { data } = await http.call(endpoints.listFlashActivities, query);
  return data;
}

/**
 * One page of a slot's activities (`slotId` null: the slot the server opens on), each card's
 * countdown about its sale in the slot; the previous page or slot stays shown while the next loads.
 */
export function useFlashList(slotId: number | null, page: number) {
  const query: FlashListQuery = { page, size: 20, ...(slotId === null ? {} : { slot_id: slotId }) };
  return useQuery({
    queryKey: activityKeys.list('second', query),
    queryFn: () => getFlashList(query),
    placeholderData: keepPreviousData,
    select: (answer) => ({ ...answer, list: answer.list.map(withSaleTimes) }),
  });
}

import { useQuery } from '@tanstack/react-query';
import { endpoints, type FlashSlotsAnswer } from '@shop/contract';
import { http } from '@shop/shared';
import { flashKeys } from './flash-keys';

export async function getFlashSlots(): Promise<FlashSlotsAnswer> {
  const { data } = await http.call(endpoints.listFlashSlots);
  return data;
}

/** Today's slots and their states; asked again when a slot's countdown runs out. */
export function useFlashSlots() {
  return useQuery({ queryKey: flashKeys.slots(), queryFn: getFlashSlots });
}

import { useQuery } from '@tanstack/react-query';
import { endpoints, type FlashListAnswer, type FlashListQuery } from '@shop/contract';
import { http } from '@shop/shared';
import { homeKeys } from './home-keys';

/** Flash-sale products one home strip shows: a row of the grid. */
export const FLASH_STRIP_SIZE = 5;

/**
 * activity/second/index without a slot: the slot selling now (else the next to start today) with
 * its first activities and the server's clock, in one call.
 */
export async function getFlashSale(): Promise<FlashListAnswer> {
  const query: Pick<FlashListQuery, 'size'> = { size: FLASH_STRIP_SIZE };
  const answer = await http.call(endpoints.listFlashActivities, query);
  return answer.data;
}

export const useFlashSale = () => useQuery({ queryKey: homeKeys.flashSale(), queryFn: getFlashSale });

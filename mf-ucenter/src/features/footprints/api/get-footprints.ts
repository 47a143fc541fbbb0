import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { endpoints, type FootprintListAnswer } from '@shop/contract';
import { http } from '@shop/shared';
import { footprintKeys } from './footprint-keys';

/** Days per page. */
const FOOTPRINT_DAYS_PER_PAGE = 5;

export async function getFootprints(page: number): Promise<FootprintListAnswer> {
  const answer = await http.call(endpoints.listFootprints, { page, size: FOOTPRINT_DAYS_PER_PAGE });
  return answer.data;
}

/** One page of days with the goods viewed on each; the previous page stays while the next loads. */
export function useFootprints(page: number) {
  return useQuery({ queryKey: footprintKeys.list(page), queryFn: () => getFootprints(page), placeholderData: keepPreviousData });
}

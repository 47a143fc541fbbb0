import { useQuery } from '@tanstack/react-query';
import { type BargainDetail, endpoints } from '@shop/contract';
import { http } from '@shop/shared';
import { bargainKeys } from './bargain-keys';

/** `activity/bargain/detail`: a bargain's shareable page, as the viewer sees it; an unknown id answers 404 (the client redirects). */
export async function getBargainDetail(bargainId: number): Promise<BargainDetail> {
  const { data } = await http.call(endpoints.getBargain, { bargain_id: bargainId });
  return data;
}

/** A shared bargain (`?bargain_id=`); asked again on every visit, since other friends keep cutting it. */
export function useBargainDetail(bargainId: number | null) {
  return useQuery({
    queryKey: bargainKeys.detail(bargainId ?? 0),
    queryFn: () => getBargainDetail(bargainId!),
    enabled: bargainId !== null,
    staleTime: 0,
  });
}

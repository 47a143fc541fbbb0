import { useQuery } from '@tanstack/react-query';
import { endpoints, type PointDetail } from '@shop/contract';
import { http } from '@shop/shared';
import { activityKeys } from '@/lib/activity-keys';

/** `activity/point/view`: a points product with the member's points; an unknown id answers 404 (the client redirects). */
export async function getPointView(id: number): Promise<PointDetail> {
  const { data } = await http.call(endpoints.viewPointActivity, { id });
  return data;
}

/** Asked again on every visit: the member's points and what is left change with each exchange. */
export function usePointView(id: number) {
  return useQuery({ queryKey: activityKeys.view('point', id), queryFn: () => getPointView(id), staleTime: 0 });
}

import { useQuery } from '@tanstack/react-query';
import { type DashboardAnswer, endpoints } from '@shop/contract';
import { staffHttp } from '@shop/shared';
import { dashboardKeys } from './dashboard-keys';

export async function getDashboard(): Promise<DashboardAnswer> {
  const { data } = await staffHttp.call(endpoints.showDashboard);
  return data;
}

/** Today's figures and the 30-day series; the refresh button asks again. */
export function useDashboard() {
  return useQuery({ queryKey: dashboardKeys.figures(), queryFn: getDashboard });
}

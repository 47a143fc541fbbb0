import { useQuery } from '@tanstack/react-query';
import { type AdminHelpIndexAnswer, endpoints } from '@shop/contract';
import { staffHttp } from '@shop/shared';
import { adminHelpKeys } from './admin-help-keys';

export async function getAdminHelp(): Promise<AdminHelpIndexAnswer> {
  const { data } = await staffHttp.call(endpoints.listAdminHelpCategories);
  return data;
}

/** Every category in order with all its articles, drafts included, in both languages. */
export function useAdminHelp() {
  return useQuery({ queryKey: adminHelpKeys.index(), queryFn: getAdminHelp, staleTime: 0 });
}

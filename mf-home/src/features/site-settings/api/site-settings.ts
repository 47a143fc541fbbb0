import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { endpoints, type AdminSiteSettings, type AdminSiteSettingsDetail } from '@shop/contract';
import { staffHttp } from '@shop/shared';

/** Under 'admin', so signing out of the back office drops it. */
export const siteSettingsKey = ['admin', 'site', 'detail'] as const;

/** admin/site/detail: every language's texts and the site's options. */
export async function getSiteSettings(): Promise<AdminSiteSettingsDetail> {
  return (await staffHttp.call(endpoints.getAdminSiteSettings, {})).data;
}

export const useSiteSettings = () => useQuery({ queryKey: siteSettingsKey, queryFn: getSiteSettings, staleTime: 0 });

/** admin/site/save: a refusal naming a field is shown under it by the form. */
export async function saveSiteSettings(settings: AdminSiteSettings): Promise<AdminSiteSettingsDetail> {
  return (await staffHttp.call(endpoints.saveAdminSiteSettings, settings, { showsRefusal: true })).data;
}

export function useSaveSiteSettings() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveSiteSettings, onSuccess: (detail) => queryClient.setQueryData(siteSettingsKey, detail) });
}

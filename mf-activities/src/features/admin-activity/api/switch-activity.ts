import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type AdminActivityDetail, endpoints } from '@shop/contract';
import { reportFailure, staffHttp, toast } from '@shop/shared';
import { useTranslation } from 'react-i18next';
import { adminActivityKeys } from './admin-activity-keys';

export type ActivitySwitch = { id: number; enabled: boolean };

/** admin/activity/start or admin/activity/stop: shoppers can buy in a started activity only. */
export async function switchActivity({ id, enabled }: ActivitySwitch): Promise<AdminActivityDetail> {
  const { data } = await staffHttp.call(enabled ? endpoints.startAdminActivity : endpoints.stopAdminActivity, { id });
  return data;
}

/** Starts or stops an activity; the lists are asked again and the activity's cached detail replaced. */
export function useSwitchActivity() {
  const { t } = useTranslation('activities');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: switchActivity,
    onSuccess: (activity) => {
      queryClient.setQueryData(adminActivityKeys.detail(activity.id), activity);
      toast.success(t(activity.enabled ? 'admin.list.started' : 'admin.list.stopped'));
      return queryClient.invalidateQueries({ queryKey: adminActivityKeys.lists() });
    },
    onError: (error) => reportFailure(error, t('admin.errors.actionFailed')),
  });
}

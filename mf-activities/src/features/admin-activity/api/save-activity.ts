import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type AdminActivityDetail, type AdminActivitySaveBody, endpoints } from '@shop/contract';
import { staffHttp } from '@shop/shared';
import { adminActivityKeys } from './admin-activity-keys';

/** Refusals are shown by the form under the field they name, so the client does not toast them. */
export async function saveActivity(body: AdminActivitySaveBody): Promise<AdminActivityDetail> {
  const { data } = await staffHttp.call(endpoints.saveAdminActivity, body, { showsRefusal: true });
  return data;
}

/** Creates or edits an activity: its answer replaces the cached activity and the lists are asked again. */
export function useSaveActivity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveActivity,
    onSuccess: (activity) => {
      queryClient.setQueryData(adminActivityKeys.detail(activity.id), activity);
      return queryClient.invalidateQueries({ queryKey: adminActivityKeys.lists() });
    },
  });
}

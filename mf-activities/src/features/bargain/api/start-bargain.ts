import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type BargainDetail, type BargainStartBody, type BargainView, endpoints } from '@shop/contract';
import { http, toast } from '@shop/shared';
import { activityKeys } from '@/lib/activity-keys';
import { bargainKeys } from './bargain-keys';

export async function startBargain(body: BargainStartBody): Promise<{ bargain: BargainDetail; message: string }> {
  const { data, msg } = await http.call(endpoints.startBargain, body);
  return { bargain: data, message: msg };
}

/** Starts the member's bargain: the activity's page shows it at once; refusals are toasted by the client. */
export function useStartBargain() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startBargain,
    onSuccess: ({ bargain, message }) => {
      queryClient.setQueryData(bargainKeys.detail(bargain.id), bargain);
      queryClient.setQueryData<BargainView>(activityKeys.view('bargain', bargain.activity_id), (view) => view && { ...view, bargain });
      toast.success(message);
    },
  });
}

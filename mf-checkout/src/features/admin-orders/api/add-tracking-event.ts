import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type AdminOrderTracking, type AdminTrackingEventBody, endpoints } from '@shop/contract';
import { staffHttp } from '@shop/shared';
import { orderTrackingKey } from './get-order-tracking';

export async function addTrackingEvent(body: AdminTrackingEventBody): Promise<AdminOrderTracking> {
  const { data } = await staffHttp.call(endpoints.addTrackingEvent, body);
  return data;
}

/** Adds an event by hand; the answer (the parcel with it) replaces the timeline shown. The form shows refusals itself. */
export function useAddTrackingEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addTrackingEvent,
    onSuccess: (tracking) => queryClient.setQueryData(orderTrackingKey(tracking.order_id), tracking),
  });
}

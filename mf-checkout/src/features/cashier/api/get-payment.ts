import { useQuery } from '@tanstack/react-query';
import { endpoints, ORDER_STATUS, type PaymentInfo } from '@shop/contract';
import { http } from '@shop/shared';
import { paymentKeys } from './payment-keys';

const POLL_INTERVAL_MS = 2000;

export async function getPayment(orderId: number): Promise<PaymentInfo> {
  const { data } = await http.call(endpoints.getPaymentInfo, { order_id: orderId });
  return data;
}

/**
 * order/payment for the order: what the cashier shows, and the server's word on whether the order
 * is paid. While `watch` is on (a gateway payment is under way) it is asked again every 2 s for as
 * long as the server says the order awaits payment; paid or cancelled ends it, and so does the
 * deadline, after which the server answers cancelled.
 */
export function usePayment(orderId: number, watch: boolean) {
  return useQuery({
    queryKey: paymentKeys.detail(orderId),
    queryFn: () => getPayment(orderId),
    staleTime: 0,
    refetchInterval: (query) => (watch && query.state.data?.status === ORDER_STATUS.unpaid ? POLL_INTERVAL_MS : false),
  });
}

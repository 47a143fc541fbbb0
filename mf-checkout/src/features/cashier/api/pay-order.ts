import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError, http, reportFailure, sharedQueryKeys } from '@shop/shared';
import { endpoints, type PaymentMethod, type PaymentResult } from '@shop/contract';
import { paymentKeys } from './payment-keys';

/** Balance pays at once; the sandbox answers a pay page and QR content to finish elsewhere. */
export async function payOrder(orderId: number, method: PaymentMethod): Promise<PaymentResult> {
  const { data } = await http.call(endpoints.payOrder, { order_id: orderId, method });
  return data;
}

/**
 * Pays the order. Once paid, or refused (the balance or the order changed meanwhile), order/payment
 * is asked again: the cashier shows what the server now says, and stays pending until it knows. A
 * paid order moves in the member centre's lists and counts, and a balance payment changes the wallet.
 */
export function usePayOrder(orderId: number) {
  const { t } = useTranslation('checkout');
  const queryClient = useQueryClient();
  const askAgain = () => queryClient.invalidateQueries({ queryKey: paymentKeys.detail(orderId) });
  return useMutation({
    mutationFn: (method: PaymentMethod) => payOrder(orderId, method),
    onSuccess: (answer) => {
      if (answer.status !== 'paid') return undefined;
      for (const queryKey of [sharedQueryKeys.orders, sharedQueryKeys.member, sharedQueryKeys.wallet]) void queryClient.invalidateQueries({ queryKey });
      return askAgain();
    },
    onError: (error) => {
      reportFailure(error, t('errors.actionFailed'));
      return error instanceof ApiError && error.code === 402 ? askAgain() : undefined;
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminOrderDetail } from '@shop/contract';
import { useTranslation } from 'react-i18next';
import { adminOrderKeys } from '@/lib/admin-order-keys';
import { refreshAfterFailure } from '@/lib/refresh-after-failure';

/**
 * A change of one order that answers the order (ship, ready, hand over): the answer replaces the
 * cached detail and the lists are read again; a refusal refreshes what is shown. `reportsFields`:
 * the form shows field refusals itself.
 */
export function useOrderAction<Input>(action: (input: Input) => Promise<AdminOrderDetail>, reportsFields = false) {
  const queryClient = useQueryClient();
  const { t } = useTranslation('checkout');
  return useMutation({
    mutationFn: action,
    onSuccess: (order) => {
      queryClient.setQueryData(adminOrderKeys.detail(order.id), order);
      void queryClient.invalidateQueries({ queryKey: [...adminOrderKeys.all, 'list'] });
    },
    onError: (error) => {
      if (!reportsFields) refreshAfterFailure(queryClient, error, t('adminOrder.actionFailed'));
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { reportFailure } from '@shop/shared';
import type { CartAnswer } from '@shop/contract';
import { cartKeys } from '@/lib/cart-keys';
import { withBadgeCount } from './with-badge-count';

/**
 * A change of the cart (quantity, selection, removal). Every change answers the whole cart, which
 * replaces the cached one. Changes run one after another, so the last answer is also the newest
 * state, and a read under way is cancelled so that it cannot overwrite a change's answer.
 */
export function useCartChange<Variables>(change: (variables: Variables) => Promise<CartAnswer>) {
  const { t } = useTranslation('checkout');
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: cartKeys.changes(),
    scope: { id: 'cart' },
    mutationFn: change,
    onMutate: () => queryClient.cancelQueries({ queryKey: cartKeys.detail() }),
    onSuccess: (cart) => queryClient.setQueryData(cartKeys.detail(), withBadgeCount(cart)),
    onError: (error) => reportFailure(error, t('errors.actionFailed')),
  });
}

import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ApiError, toast, useCartStore } from '@shop/shared';
import { usePendingAction } from '@/hooks/use-pending-action';
import { CART_PATH } from '@/lib/paths';
import { buyAgain } from '../api/buy-again';
import { cancelOrder } from '../api/cancel-order';
import { confirmReceipt } from '../api/confirm-receipt';

/** The actions that change an order are asked for first. */
export type ConfirmedAction = 'cancel' | 'confirmReceipt';

/**
 * Cancel, confirm receipt and buy again for one order. `onChanged` reloads whatever shows the order
 * (the list and its counts, or the detail). Refusals are toasted by the HTTP client already.
 */
export function useOrderActions(orderId: number, onChanged: () => void) {
  const { t } = useTranslation('ucenter');
  const navigate = useNavigate();
  const { pending, run } = usePendingAction();
  const [asking, setAsking] = useState<ConfirmedAction | null>(null);

  const attempt = useCallback(
    (action: () => Promise<void>) =>
      run(async () => {
        try {
          await action();
        } catch (error) {
          if (!(error instanceof ApiError)) toast.error(t('errors.generic'));
        }
      }),
    [run, t],
  );

  const confirm = useCallback(async () => {
    const action = asking;
    if (!action) return;
    await attempt(async () => {
      try {
        await (action === 'cancel' ? cancelOrder(orderId) : confirmReceipt(orderId));
        toast.success(t(action === 'cancel' ? 'orders.cancel.done' : 'orders.confirmReceipt.done'));
      } finally {
        // Refused too (say the order timed out meanwhile): show what the server holds now.
        setAsking(null);
        onChanged();
      }
    });
  }, [asking, attempt, onChanged, orderId, t]);

  const buy = useCallback(
    () =>
      attempt(async () => {
        const answer = await buyAgain(orderId);
        useCartStore.getState().setCount(answer.data.count);
        toast.success(t('orders.again.done'));
        navigate(CART_PATH);
      }),
    [attempt, navigate, orderId, t],
  );

  return { pending, asking, ask: setAsking, dismiss: () => setAsking(null), confirm, buyAgain: buy };
}

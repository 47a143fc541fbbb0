import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { CART_PATH, reportFailure, toast } from '@shop/shared';
import { useBuyAgain } from '../api/buy-again';
import { useCancelOrder } from '../api/cancel-order';
import { useConfirmReceipt } from '../api/confirm-receipt';

/** The actions that change an order are asked for first. */
type ConfirmedAction = 'cancel' | 'confirmReceipt';

/**
 * Cancel, confirm receipt and buy again for one order, with the question asked before the first two.
 * The mutations refresh whatever shows the order; refusals are toasted by the HTTP client already.
 * The follow-ups await the call rather than ride on `mutate`: the card may be gone by then (the order
 * left the tab), and the member must still be told.
 */
export function useOrderActions(orderId: number) {
  const { t } = useTranslation('ucenter');
  const navigate = useNavigate();
  const [asking, setAsking] = useState<ConfirmedAction | null>(null);
  const cancel = useCancelOrder();
  const confirmReceipt = useConfirmReceipt();
  const again = useBuyAgain();

  const confirm = async () => {
    if (!asking) return;
    const change = asking === 'cancel' ? cancel : confirmReceipt;
    try {
      await change.mutateAsync(orderId);
      toast.success(t(`orders.${asking}.done`));
    } catch (error) {
      reportFailure(error, t('errors.generic'));
    } finally {
      setAsking(null);
    }
  };

  const buyAgain = async () => {
    try {
      await again.mutateAsync(orderId);
      toast.success(t('orders.again.done'));
      void navigate(CART_PATH);
    } catch (error) {
      reportFailure(error, t('errors.generic'));
    }
  };

  return {
    pending: cancel.isPending || confirmReceipt.isPending || again.isPending,
    asking,
    ask: setAsking,
    dismiss: () => setAsking(null),
    confirm,
    buyAgain,
  };
}

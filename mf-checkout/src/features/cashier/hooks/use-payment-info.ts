import { useCallback, useEffect, useState } from 'react';
import { getPayment } from '../api/get-payment';
import type { PaymentInfo } from '../types';

/** order/payment for the order, with a reload (after a refused payment the balance may differ). */
export function usePaymentInfo(orderId: number) {
  const [info, setInfo] = useState<PaymentInfo | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    setFailed(false);
    getPayment(orderId)
      .then((answer) => current && setInfo(answer))
      .catch(() => current && setFailed(true));
    return () => {
      current = false;
    };
  }, [orderId, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { info, failed: failed && info === null, reload };
}

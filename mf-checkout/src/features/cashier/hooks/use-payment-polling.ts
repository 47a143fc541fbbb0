import { useEffect, useRef } from 'react';
import { getOrderStatus } from '../api/get-order-status';

export const POLL_INTERVAL_MS = 2000;

/**
 * While `active`, asks order/detail every 2 s for the status and hands it over once it is no longer
 * pending payment (paid elsewhere, or cancelled). One question at a time.
 */
export function usePaymentPolling(orderId: number, active: boolean, onSettled: (status: number) => void): void {
  const settled = useRef(onSettled);
  settled.current = onSettled;
  useEffect(() => {
    if (!active) return;
    let asking = false;
    let stopped = false;
    const timer = setInterval(() => {
      if (asking) return;
      asking = true;
      getOrderStatus(orderId)
        .then((status) => {
          if (!stopped && status !== 0) {
            stopped = true;
            clearInterval(timer);
            settled.current(status);
          }
        })
        .catch(() => undefined)
        .finally(() => {
          asking = false;
        });
    }, POLL_INTERVAL_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [orderId, active]);
}

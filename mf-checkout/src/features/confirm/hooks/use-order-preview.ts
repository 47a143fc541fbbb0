import { useCallback, useEffect, useRef, useState } from 'react';
import { confirmOrder } from '../api/confirm-order';
import type { ConfirmBody, OrderPreview } from '../types';

/** Choices arrive in bursts (typing a remark): the server is asked once they pause this long. */
export const PREVIEW_DEBOUNCE_MS = 300;

export interface OrderPreviewState {
  /** The newest priced preview the server answered; null until the first one. */
  preview: OrderPreview | null;
  /** The first preview could not be had. */
  failed: boolean;
  /** The latest re-pricing failed; `preview` is from earlier choices. */
  stale: boolean;
  /** A newer preview has been asked for and not answered yet. */
  repricing: boolean;
  /** Asks again at once (a retry, or after the server refused the order). */
  reprice: () => void;
}

/**
 * Keeps the server's priced preview in step with the body: the first ask is immediate, later
 * ones debounced, and an answer for anything but the newest body is dropped.
 */
export function useOrderPreview(body: ConfirmBody): OrderPreviewState {
  const key = JSON.stringify(body);
  const bodyRef = useRef(body);
  bodyRef.current = body;
  const latest = useRef(0);
  const askedOnce = useRef(false);
  const [preview, setPreview] = useState<OrderPreview | null>(null);
  const [failed, setFailed] = useState(false);
  const [repricing, setRepricing] = useState(false);

  const ask = useCallback(() => {
    const ticket = ++latest.current;
    setRepricing(true);
    confirmOrder(bodyRef.current)
      .then((answer) => {
        if (ticket !== latest.current) return;
        setPreview(answer);
        setFailed(false);
        setRepricing(false);
      })
      .catch(() => {
        if (ticket !== latest.current) return;
        setFailed(true);
        setRepricing(false);
      });
  }, []);

  useEffect(() => {
    if (!askedOnce.current) {
      askedOnce.current = true;
      ask();
      return;
    }
    // Whatever is in flight now answers for an older body.
    latest.current++;
    setRepricing(true);
    const timer = setTimeout(ask, PREVIEW_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [key, ask]);

  return { preview, failed: failed && preview === null, stale: failed && preview !== null, repricing, reprice: ask };
}

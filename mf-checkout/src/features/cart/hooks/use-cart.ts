import { useCallback, useEffect, useRef, useState } from 'react';
import { useCartStore } from '@shop/shared';
import { useTranslation } from 'react-i18next';
import { reportFailure } from '@/lib/report-failure';
import { changeQuantity } from '../api/change-quantity';
import { deleteRows } from '../api/delete-rows';
import { getCart } from '../api/get-cart';
import { selectRows } from '../api/select-rows';
import type { Cart } from '../types';

export interface CartState {
  cart: Cart | null;
  loading: boolean;
  failed: boolean;
  /** A change is under way (the summary waits for the server's new total). */
  busy: boolean;
  reload: () => void;
  /** Resolves true once the server accepted the quantity. */
  change: (id: number, quantity: number) => Promise<boolean>;
  select: (ids: number[] | 'all', selected: boolean) => Promise<boolean>;
  remove: (ids: number[]) => Promise<boolean>;
}

/**
 * The cart as the server last answered it. Every change answers the whole cart, which replaces
 * what is shown (only the newest change's answer counts) and sets the shell's badge to its rows.
 */
export function useCart(): CartState {
  const { t } = useTranslation('checkout');
  const setCount = useCartStore((state) => state.setCount);
  const [cart, setCart] = useState<Cart | null>(null);
  const [failed, setFailed] = useState(false);
  const [pending, setPending] = useState(0);
  const latest = useRef(0);

  const apply = useCallback(
    (answer: Cart) => {
      setCart(answer);
      setCount(answer.list.length);
    },
    [setCount],
  );

  const load = useCallback(() => {
    const ticket = ++latest.current;
    setFailed(false);
    setCart(null);
    getCart()
      .then((answer) => {
        if (ticket === latest.current) apply(answer);
      })
      .catch(() => {
        if (ticket === latest.current) setFailed(true);
      });
  }, [apply]);

  useEffect(load, [load]);

  const run = useCallback(
    async (call: () => Promise<Cart>) => {
      const ticket = ++latest.current;
      setPending((n) => n + 1);
      try {
        const answer = await call();
        if (ticket === latest.current) apply(answer);
        return true;
      } catch (error) {
        reportFailure(error, t('errors.actionFailed'));
        return false;
      } finally {
        setPending((n) => n - 1);
      }
    },
    [apply, t],
  );

  return {
    cart,
    loading: cart === null && !failed,
    failed,
    busy: pending > 0,
    reload: load,
    change: useCallback((id, quantity) => run(() => changeQuantity(id, quantity)), [run]),
    select: useCallback((ids, selected) => run(() => selectRows(ids, selected)), [run]),
    remove: useCallback((ids) => run(() => deleteRows(ids)), [run]),
  };
}

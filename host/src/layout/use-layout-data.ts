import { useEffect } from 'react';
import { http, TEMP_ID, useAuthStore, useCartStore, useLayoutStore, type LayoutData } from '@shop/shared';

/** `index/global` (shown from the cache at once, then refreshed) and the cart count for the badge. */
export function useLayoutData(): LayoutData | null {
  const layout = useLayoutStore((s) => s.layout);
  const token = useAuthStore((s) => s.token);

  useEffect(() => {
    http
      .get<LayoutData>('index/global', { temp_id: TEMP_ID })
      .then((answer) => {
        if (answer.code === 1 && answer.data) useLayoutStore.getState().setLayout(answer.data);
      })
      .catch(() => {
        /* the cached layout stays */
      });
  }, []);

  useEffect(() => {
    if (!token) {
      useCartStore.getState().setCount(0);
      return;
    }
    http
      .get<number>('cart/count')
      .then((answer) => {
        if (answer.code === 1) useCartStore.getState().setCount(Number(answer.data));
      })
      .catch(() => {
        /* the stored count stays */
      });
  }, [token]);

  return layout;
}

import { http } from '@shop/shared';

export function getCartCount() {
  return http.get<number>('cart/count');
}

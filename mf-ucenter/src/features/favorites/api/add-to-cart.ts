import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { type CartAddBody, type CartCountAnswer, endpoints } from '@shop/contract';
import { http, reportFailure, toast, useCartStore } from '@shop/shared';

/** `cart/add`: answers how many rows the cart has now. Over stock answers a refusal the client shows. */
export async function addToCart(body: CartAddBody): Promise<CartCountAnswer> {
  const answer = await http.call(endpoints.addToCart, body);
  return answer.data;
}

/** Puts one of a product's only SKU in the cart; the header's cart badge follows the answer. */
export function useAddToCart() {
  const { t } = useTranslation('ucenter');
  return useMutation({
    mutationFn: addToCart,
    onSuccess: ({ count }) => {
      useCartStore.getState().setCount(count);
      toast.success(t('favorite.added'));
    },
    onError: (error) => reportFailure(error, t('errors.generic')),
  });
}

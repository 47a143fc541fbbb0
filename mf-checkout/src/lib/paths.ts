export const CART_PATH = '/cart/index';
export const GOODS_LIST_PATH = '/goods/index';
export const ORDERS_PATH = '/ucenter/order/index';

export const goodsViewPath = (id: number) => `/goods/view?id=${id}`;
export const cartConfirmPath = (cartIds: number[]) => `/cart/confirm?type=cart&cart_ids=${cartIds.join(',')}`;
export const cashierPath = (orderId: number) => `/cart/cashier?order_id=${orderId}`;
export const orderDetailPath = (orderId: number) => `/ucenter/order/detail?id=${orderId}`;

export { loginPathFor } from '@shop/shared';

/** A positive integer id from the query, or null. */
export function readId(raw: string | null): number | null {
  const id = Number(raw);
  return raw !== null && raw.trim() !== '' && Number.isInteger(id) && id > 0 ? id : null;
}

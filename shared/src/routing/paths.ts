// The pages one app links to in another. Remotes never import each other: they meet through these
// URLs (the spec's routes), kept in one place so that a link cannot drift from the page it opens.
export const GOODS_LIST_PATH = '/goods/index';
export const CART_PATH = '/cart/index';
export const CENTER_PATH = '/ucenter/index';
export const ORDERS_PATH = '/ucenter/order/index';

const withId = (path: string, name: string, id: number | string) => `${path}?${name}=${encodeURIComponent(String(id))}`;

export const goodsViewPath = (id: number | string) => withId('/goods/view', 'id', id);
export const categoryPath = (id: number | string) => withId(GOODS_LIST_PATH, 'category_id', id);
export const shopPath = (id: number | string) => withId('/shop/index', 'id', id);
export const searchPath = (q: string) => `/search/index?q=${encodeURIComponent(q)}`;
export const orderDetailPath = (id: number | string) => withId('/ucenter/order/detail', 'id', id);
export const cashierPath = (orderId: number | string) => withId('/cart/cashier', 'order_id', orderId);
export const cartConfirmPath = (cartIds: readonly number[]) => `/cart/confirm?type=cart&cart_ids=${cartIds.join(',')}`;
export const buyNowPath = (skuId: number, quantity: number) => `/cart/confirm?type=buy&sku_id=${skuId}&quantity=${quantity}`;

/** A positive integer id from a query value, or null. */
export function readId(raw: string | null | undefined): number | null {
  if (raw == null || raw.trim() === '') return null;
  const id = Number(raw);
  return Number.isInteger(id) && id > 0 ? id : null;
}

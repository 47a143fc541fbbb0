// The pages one app links to in another. Remotes never import each other: they meet through these
// URLs (the spec's routes), kept in one place so that a link cannot drift from the page it opens.
export const GOODS_LIST_PATH = '/goods/index';
export const CART_PATH = '/cart/index';
export const CENTER_PATH = '/ucenter/index';
export const ORDERS_PATH = '/ucenter/order/index';
export const ADDRESS_BOOK_PATH = '/ucenter/address/index';
export const INVOICES_PATH = '/ucenter/invoice/index';
export const COUPONS_PATH = '/ucenter/coupon/index';
export const WALLET_PATH = '/ucenter/wallet/index';
export const RECHARGE_PATH = '/ucenter/recharge/index';
export const FOOTPRINTS_PATH = '/ucenter/visit/index';
export const FAVORITES_PATH = '/ucenter/collect/index';
/** Without an order: the member's after-sales requests; `refundPath(orderId)` asks for a refund on one order. */
export const REFUNDS_PATH = '/ucenter/order/refund';
/** The member's own reviews. */
export const COMMENTS_PATH = '/ucenter/order/comment';

const withId = (path: string, name: string, id: number | string) => `${path}?${name}=${encodeURIComponent(String(id))}`;

export const goodsViewPath = (id: number | string) => withId('/goods/view', 'id', id);
export const categoryPath = (id: number | string) => withId(GOODS_LIST_PATH, 'category_id', id);
export const shopPath = (id: number | string) => withId('/shop/index', 'id', id);
export const searchPath = (q: string) => `/search/index?q=${encodeURIComponent(q)}`;
export const orderDetailPath = (id: number | string) => withId('/ucenter/order/detail', 'id', id);
export const refundPath = (orderId: number | string) => withId(REFUNDS_PATH, 'order_id', orderId);
export const evaluatePath = (orderId: number | string) => withId('/ucenter/order/evaluate', 'order_id', orderId);
export const cashierPath = (orderId: number | string) => withId('/cart/cashier', 'order_id', orderId);
export const cartConfirmPath = (cartIds: readonly number[]) => `/cart/confirm?type=cart&cart_ids=${cartIds.join(',')}`;
export const buyNowPath = (skuId: number, quantity: number) => `/cart/confirm?type=buy&sku_id=${skuId}&quantity=${quantity}`;

/** A positive integer id from a query value, or null. */
export function readId(raw: string | null | undefined): number | null {
  if (raw == null || raw.trim() === '') return null;
  const id = Number(raw);
  return Number.isInteger(id) && id > 0 ? id : null;
}

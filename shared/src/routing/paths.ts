import type { ActivityType } from '@shop/contract';

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

/** Customer service: the member's chat; about a product or one of their orders, it offers that card to send. */
export const SERVICE_PATH = '/service/online';
export const serviceAboutGoodsPath = (goodsId: number | string) => withId(SERVICE_PATH, 'goods_id', goodsId);
export const serviceAboutOrderPath = (orderId: number | string) => withId(SERVICE_PATH, 'order_id', orderId);
/** The agents' desk. */
export const SERVICE_CONSOLE_PATH = '/service/console';
/** The help centre, and one article of it. */
export const HELP_PATH = '/page/view';
export const helpArticlePath = (id: number | string) => withId(HELP_PATH, 'id', id);

/** The list page of one activity type (`group`, `second`, `bargain`, `point`, `limit`), and one activity's page. */
export const activityListPath = (type: ActivityType) => `/activity/${type}/index`;
export const activityViewPath = (type: ActivityType, id: number | string) => withId(`/activity/${type}/view`, 'id', id);

/** What an activity's page sends to checkout: always one SKU, bought directly; a group to join or a bargain to buy where it applies. */
export type ActivityPurchase = { type: ActivityType; activityId: number; skuId: number; quantity: number; groupId?: number; bargainId?: number };

/** /cart/confirm for an activity purchase: `type=group&activity_id=…&sku_id=…&quantity=…[&group_id=…][&bargain_id=…]`. */
export function activityConfirmPath(purchase: ActivityPurchase): string {
  const params = new URLSearchParams({ type: purchase.type, activity_id: String(purchase.activityId), sku_id: String(purchase.skuId), quantity: String(purchase.quantity) });
  if (purchase.groupId !== undefined) params.set('group_id', String(purchase.groupId));
  if (purchase.bargainId !== undefined) params.set('bargain_id', String(purchase.bargainId));
  return `/cart/confirm?${params.toString()}`;
}

/** A positive integer id from a query value, or null. */
export function readId(raw: string | null | undefined): number | null {
  if (raw == null || raw.trim() === '') return null;
  const id = Number(raw);
  return Number.isInteger(id) && id > 0 ? id : null;
}

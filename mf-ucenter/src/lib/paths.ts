import { LOGIN_PATH } from '@shop/shared';

export const REGISTER_PATH = '/user/register';
export const FORGET_PATH = '/user/forget';
export const BIND_PATH = '/user/bind';
export const CENTER_PATH = '/ucenter/index';
export const ORDERS_PATH = '/ucenter/order/index';
export const CART_PATH = '/cart/index';
export const GOODS_LIST_PATH = '/goods/index';

export const orderDetailPath = (id: number | string) => `/ucenter/order/detail?id=${encodeURIComponent(String(id))}`;
export const cashierPath = (orderId: number | string) => `/cart/cashier?order_id=${encodeURIComponent(String(orderId))}`;
export const goodsPath = (goodsId: number | string) => `/goods/view?id=${encodeURIComponent(String(goodsId))}`;

/**
 * Where to go after signing in: the `redirect` query when it is an in-app path, else the member
 * centre. Anything that could leave the site (`//host`, `/\host`, `https://...`) or loop back to
 * sign-in is refused.
 */
export function safeRedirect(raw: string | null | undefined): string {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return CENTER_PATH;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(raw)) return CENTER_PATH;
  const pathname = raw.split(/[?#]/)[0].replace(/\/+$/, '');
  return pathname === LOGIN_PATH ? CENTER_PATH : raw;
}

/** An in-app path that carries `redirect`; slashes stay readable (`?redirect=/user/bind`). */
export function withRedirect(path: string, returnTo: string | null | undefined): string {
  if (!returnTo) return path;
  return `${path}?redirect=${encodeURIComponent(returnTo).replace(/%2F/gi, '/')}`;
}

export { loginPathFor } from '@shop/shared';

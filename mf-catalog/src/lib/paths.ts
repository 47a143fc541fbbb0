import { LOGIN_PATH } from '@shop/shared';

export const GOODS_LIST_PATH = '/goods/index';

export const goodsViewPath = (id: number) => `/goods/view?id=${id}`;
export const categoryPath = (id: number) => `${GOODS_LIST_PATH}?category_id=${id}`;
export const shopPath = (id: number) => `/shop/index?id=${id}`;
export const searchPath = (q: string) => `/search/index?q=${encodeURIComponent(q)}`;
export const buyNowPath = (skuId: number, quantity: number) => `/cart/confirm?type=buy&sku_id=${skuId}&quantity=${quantity}`;

/** The sign-in page that brings a visitor back to `returnTo` afterwards; slashes stay readable. */
export const loginPathFor = (returnTo: string) => `${LOGIN_PATH}?redirect=${encodeURIComponent(returnTo).replace(/%2F/gi, '/')}`;

/** A positive integer id from the query, or null. */
export function readId(raw: string | null): number | null {
  const id = Number(raw);
  return Number.isInteger(id) && id > 0 ? id : null;
}

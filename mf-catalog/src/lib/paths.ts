export const GOODS_LIST_PATH = '/goods/index';

export const goodsViewPath = (id: number) => `/goods/view?id=${id}`;
export const categoryPath = (id: number) => `${GOODS_LIST_PATH}?category_id=${id}`;
export const shopPath = (id: number) => `/shop/index?id=${id}`;
export const searchPath = (q: string) => `/search/index?q=${encodeURIComponent(q)}`;
export const buyNowPath = (skuId: number, quantity: number) => `/cart/confirm?type=buy&sku_id=${skuId}&quantity=${quantity}`;

export { loginPathFor } from '@shop/shared';

/** A positive integer id from the query, or null. */
export function readId(raw: string | null): number | null {
  const id = Number(raw);
  return Number.isInteger(id) && id > 0 ? id : null;
}

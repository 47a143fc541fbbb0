import type { ActivityBadge, GoodsDetail, GoodsListAnswer, GoodsListItem, GoodsSku } from '@shop/contract';
import { TEE_SPEC_GROUPS } from '@shop/commerce/testing';

export function goodsListItem(id: number, overrides: Partial<GoodsListItem> = {}): GoodsListItem {
  return { id, name: `Goods ${id}`, image: `/img/${id}.png`, sell_price: '12.00', market_price: '20.00', sales: 5, stock: 9, shop_id: 1, shop_name: 'Lumen Official Store', activity: null, ...overrides };
}

export function goodsPage(count: number, overrides: Partial<GoodsListAnswer> = {}): GoodsListAnswer {
  return { list: Array.from({ length: count }, (_, n) => goodsListItem(n + 1)), page: 1, size: 20, total: count, ...overrides };
}

/** The T-shirt's Red/M. */
export const redMedium: GoodsSku = { id: 101, key: '12:31,13:35', sell_price: '99.00', market_price: '159.00', stock: 3, image: '/img/tee-red.png' };

/**
 * A T-shirt in Colour (Red 31, Blue 32) and Size (M 35, L 36):
 * Red/M 99.00 stock 3, Red/L sold out, Blue/M 109.00 stock 10, Blue/L has no SKU.
 */
export const tShirt: GoodsDetail = {
  id: 3,
  name: 'Cotton T-shirt',
  subtitle: 'Soft and breathable',
  image: '/img/tee.png',
  images: ['/img/tee.png', '/img/tee-back.png', '/img/tee-side.png'],
  sell_price: '89.00',
  market_price: '159.00',
  sales: 321,
  stock: 13,
  content: '<p>Pure cotton</p><script>window.hacked = true</script><img src="/img/detail.png" onerror="window.hacked = true">',
  category_id: 5,
  attr: TEE_SPEC_GROUPS,
  skus: [
    redMedium,
    { id: 102, key: '12:31,13:36', sell_price: '99.00', market_price: '159.00', stock: 0, image: '/img/tee-red.png' },
    { id: 103, key: '12:32,13:35', sell_price: '109.00', market_price: '169.00', stock: 10, image: '/img/tee-blue.png' },
  ],
  is_favorite: false,
  comment: { total: 12, good_rate: 92, counts: { all: 12, good: 10, mid: 1, bad: 1, img: 4 } },
  shop: { id: 8, name: 'Cotton House', logo: '/img/shop.png' },
  activity: null,
  now: '2025-06-01T08:00:00.000Z',
};

/** A flash sale selling at 59.00 from 07:00 to 09:00 UTC on the day of tShirt's `now`. */
export const flashSale: ActivityBadge = { id: 41, type: 'second', price: '59.00', points: 0, state: 'selling', starts_at: '2025-06-01T07:00:00.000Z', ends_at: '2025-06-01T09:00:00.000Z' };

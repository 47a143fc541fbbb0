import type { AdminActivity, AdminActivityDetail, AdminActivityListAnswer, GoodsDetail } from '@shop/contract';

/** An activity as admin/activity/index lists it, selling a week in June 2025, with what a test cares about overridden. */
export function adminActivity(id: number, overrides: Partial<AdminActivity> = {}): AdminActivity {
  return {
    id,
    type: 'limit',
    goods_id: 5,
    goods_name: 'Linen shirt',
    image: '/img/shirt.png',
    title: { zh: `活动${id}`, en: `Activity ${id}` },
    starts_at: '2025-06-01T02:00:00.000Z',
    ends_at: '2025-06-08T02:00:00.000Z',
    enabled: true,
    state: 'selling',
    per_member_limit: 2,
    per_order_limit: 0,
    group_size: null,
    window_minutes: null,
    slot_id: null,
    helpers_needed: null,
    price: '79.00',
    stock: 40,
    sold: 6,
    orders: 0,
    ...overrides,
  };
}

export const activityPage = (list: AdminActivity[], total = list.length): AdminActivityListAnswer => ({ list, page: 1, size: 20, total });

/** The shirt's two SKUs: White / M (id 51) and White / L (id 52). */
export function adminActivityDetail(id: number, overrides: Partial<AdminActivityDetail> = {}): AdminActivityDetail {
  return {
    ...adminActivity(id),
    skus: [{ sku_id: 51, sku_text: 'White / M', price: '79.00', floor_price: null, points: 0, stock: 40, sold: 6, original_price: '99.00', sku_stock: 120 }],
    ...overrides,
  };
}

/** Product 5 as goods/view answers it: a shirt in white, M or L. */
export function shirt(overrides: Partial<GoodsDetail> = {}): GoodsDetail {
  return {
    id: 5,
    name: 'Linen shirt',
    subtitle: '',
    image: '/img/shirt.png',
    images: ['/img/shirt.png'],
    sell_price: '99.00',
    market_price: '129.00',
    sales: 10,
    stock: 200,
    content: '',
    category_id: 3,
    attr: [
      { id: 1, name: 'Colour', list: [{ id: 11, value: 'White' }] },
      { id: 2, name: 'Size', list: [{ id: 21, value: 'M' }, { id: 22, value: 'L' }] },
    ],
    skus: [
      { id: 51, key: '1:11,2:21', sell_price: '99.00', market_price: '129.00', stock: 120, image: '' },
      { id: 52, key: '1:11,2:22', sell_price: '109.00', market_price: '139.00', stock: 80, image: '' },
    ],
    is_favorite: false,
    comment: { total: 0, good_rate: 100, counts: { all: 0, good: 0, mid: 0, bad: 0, img: 0 } },
    shop: { id: 1, name: 'Lumen', logo: '' },
    activity: null,
    now: '2025-06-01T00:00:00.000Z',
    ...overrides,
  };
}

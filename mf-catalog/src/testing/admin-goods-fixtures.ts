import type { AdminCategoryTree, AdminGoodsDetail, AdminGoodsListAnswer, AdminGoodsRow, CategoryTree } from '@shop/contract';

export function adminGoodsRow(id: number, overrides: Partial<AdminGoodsRow> = {}): AdminGoodsRow {
  return {
    id,
    image: `/img/${id}.png`,
    name: `Goods ${id}`,
    category: { id: 5, name: 'T-shirts' },
    min_price: '12.00',
    max_price: '12.00',
    stock: 40,
    low_stock: false,
    sales: 3,
    status: 'on',
    created_at: '2025-06-01T08:00:00.000Z',
    ...overrides,
  };
}

export const adminGoodsPage = (list: AdminGoodsRow[], total = list.length): AdminGoodsListAnswer => ({ list, page: 1, size: 20, total });

/** The shop's category tree the filters and the editor offer. */
export const shopCategories: CategoryTree = [{ id: 1, name: 'Clothing', image: '', children: [{ id: 5, name: 'T-shirts', image: '', children: [] }] }];

/** A T-shirt with two options: Red 99.00 (3 in stock) and Blue 109.00 (10). */
export const adminTShirt: AdminGoodsDetail = {
  id: 3,
  name_zh: '纯棉T恤',
  name_en: 'Cotton T-shirt',
  subtitle_zh: '',
  subtitle_en: '',
  content_zh: '<p>纯棉</p>',
  content_en: '<p>Pure cotton</p>',
  category_id: 5,
  brand_id: 2,
  shop: { id: 1, name: 'Lumen store' },
  images: ['/img/tee.png', '/img/tee-back.png'],
  status: 'on',
  sales: 321,
  created_at: '2025-06-01T08:00:00.000Z',
  specs: [{ id: 12, name: { zh: '颜色', en: 'Colour' }, values: [{ id: 31, value: { zh: '红', en: 'Red' }, image: '' }, { id: 32, value: { zh: '蓝', en: 'Blue' }, image: '' }] }],
  skus: [
    { id: 101, key: '12:31', spec_text: { zh: '颜色：红', en: 'Colour: Red' }, sell_price: '99.00', market_price: '159.00', stock: 3, image: '/img/tee-red.png', code: 'TEE-R' },
    { id: 102, key: '12:32', spec_text: { zh: '颜色：蓝', en: 'Colour: Blue' }, sell_price: '109.00', market_price: '169.00', stock: 10, image: '/img/tee-blue.png', code: '' },
  ],
};

export const adminCategories: AdminCategoryTree = {
  list: [
    {
      id: 1,
      parent_id: null,
      name_zh: '服装',
      name_en: 'Clothing',
      image: '',
      sort: 0,
      hidden: false,
      goods: 0,
      children: [{ id: 5, parent_id: 1, name_zh: 'T恤', name_en: 'T-shirts', image: '', sort: 0, hidden: false, goods: 4 }],
    },
  ],
};

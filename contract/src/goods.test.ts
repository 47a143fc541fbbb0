import { describe, expect, it } from '@jest/globals';
import { goodsListQuery } from './goods';
import { shopQuery } from './shop';

describe('goods list filters', () => {
  it('reads numbers from the query string and fills in the defaults', () => {
    expect(goodsListQuery.parse({ category_id: '3', min_price: '9.9' })).toEqual({ category_id: 3, min_price: 9.9, sort: 'default', page: 1, size: 20 });
  });
  it('refuses a price range upside down, naming max_price', () => {
    const refused = goodsListQuery.safeParse({ min_price: '100', max_price: '10' });
    expect(refused.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['max_price', 'price_range_invalid']]);
  });
  it('takes the shop from `id` in shop/index, not from a shop filter', () => {
    expect(shopQuery.parse({ id: '2', shop_id: '5' })).toEqual({ id: 2, sort: 'default', page: 1, size: 20 });
  });
});

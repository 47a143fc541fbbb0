import type { ClaimableCoupon, CouponMineAnswer, FavoriteItem, FavoriteListAnswer, FootprintListAnswer, MemberCoupon, SavedGoods } from '@shop/contract';

/** A coupon the member holds: 20 off orders over 199, every product. */
export function memberCoupon(id: number, extra: Partial<MemberCoupon> = {}): MemberCoupon {
  return {
    id,
    name: `Coupon ${id}`,
    type: 'full',
    denomination: '20.00',
    discount: null,
    min_amount: '199.00',
    start_at: '2025-01-01T00:00:00+08:00',
    end_at: '2030-12-31T23:59:59+08:00',
    scope: null,
    status: 'unused',
    ...extra,
  };
}

export function couponPage(list: MemberCoupon[], extra: Partial<CouponMineAnswer> = {}): CouponMineAnswer {
  return { list, page: 1, size: 12, total: list.length, counts: { unused: 3, used: 1, expired: 2 }, ...extra };
}

/** An offer of the coupon centre: 30 off orders over 299, 80 of 100 left, one per member. */
export function offer(id: number, extra: Partial<ClaimableCoupon> = {}): ClaimableCoupon {
  return {
    id,
    name: `Offer ${id}`,
    type: 'full',
    denomination: '30.00',
    discount: null,
    min_amount: '299.00',
    start_at: '2025-01-01T00:00:00+08:00',
    end_at: '2030-12-31T23:59:59+08:00',
    scope: null,
    total: 100,
    remaining: 80,
    per_member_limit: 1,
    held: 0,
    claim_state: 'open',
    ...extra,
  };
}

/** A product with specs (no single SKU), on sale and in stock. */
export function savedGoods(id: number, name: string, extra: Partial<SavedGoods> = {}): SavedGoods {
  return { goods_id: id, name, image: `/img/${id}.png`, sell_price: '99.00', market_price: '129.00', on_sale: true, stock: 10, sku_id: null, ...extra };
}

export function favoritePage(list: FavoriteItem[], extra: Partial<FavoriteListAnswer> = {}): FavoriteListAnswer {
  return { list, page: 1, size: 20, total: list.length, ...extra };
}

export const favorite = (goods: SavedGoods): FavoriteItem => ({ ...goods, favorited_at: '2025-06-01T08:00:00+08:00' });

export function footprintPage(days: FootprintListAnswer['list'], extra: Partial<FootprintListAnswer> = {}): FootprintListAnswer {
  return { list: days, page: 1, size: 5, total: days.length, today: '2025-06-05', ...extra };
}

export const footprintDay = (date: string, goods: SavedGoods[]) => ({ date, list: goods.map((item) => ({ ...item, visited_at: `${date}T10:00:00` })) });

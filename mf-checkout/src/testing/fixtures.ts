import type { Address, CartAnswer, CartRow, OrderPreview, PaymentInfo, PickupStore } from '@shop/contract';

export function cartRow(id: number, overrides: Partial<CartRow> = {}): CartRow {
  return {
    id,
    goods_id: 100 + id,
    sku_id: 200 + id,
    name: `Goods ${id}`,
    image: `/img/${id}.png`,
    sku_text: 'Red / M',
    sell_price: '10.00',
    quantity: 1,
    stock: 5,
    selected: true,
    invalid: false,
    invalid_reason: null,
    added_price: '10.00',
    price_change: null,
    stock_notice: null,
    ...overrides,
  };
}

/** A cart answer; the total is whatever the test says the server computed. */
export function cart(list: CartRow[], total: Partial<CartAnswer['total']> = {}, hints: Partial<CartAnswer['hints']> = {}): CartAnswer {
  const selected = list.filter((row) => row.selected && !row.invalid);
  return {
    list,
    total: { count: selected.length, selected_count: selected.length, goods_amount: '0.00', ...total },
    hints: { free_shipping: null, best_coupon: null, next_coupon: null, ...hints },
  };
}

export const home: Address = { id: 11, accept_name: 'Lily', mobile: '13800138000', email: '', country: 'China', province: 'Guangdong', city: 'Shenzhen', district: '', region_code: '', address: '1 Tech Road', address2: '', zip: '518000', is_default: true };
export const store: PickupStore = { id: 3, name: 'Futian Store', business_hours: '09:00-21:00', phone: '0755-88888888', address: '8 Shennan Road' };

export function preview(overrides: Partial<OrderPreview> = {}): OrderPreview {
  return {
    items: [{ goods_id: 101, sku_id: 201, name: 'Cotton T-shirt', image: '/img/tee.png', sku_text: 'Red / M', price: '45.00', quantity: 2, amount: '90.00' }],
    goods_amount: '90.00',
    freight: '10.00',
    discount: '0.00',
    payable: '100.00',
    coupons: [
      { id: 1, name: 'Spring', type: 'full', denomination: '5.00', discount: null, min_amount: '50.00', usable: true },
      { id: 2, name: 'Big spender', type: 'full', denomination: '50.00', discount: null, min_amount: '300.00', usable: false, reason: 'Spend ¥210.00 more' },
    ],
    coupon_id: null,
    addresses: [home],
    address_id: 11,
    stores: [store],
    store_id: null,
    balance: '500.00',
    delivery: 'express',
    activity: null,
    points_cost: 0,
    points_balance: 120,
    ...overrides,
  };
}

export function payment(overrides: Partial<PaymentInfo> = {}): PaymentInfo {
  return {
    order_id: 42,
    order_no: 'SO202503020001',
    payable: '100.00',
    status: 0,
    expires_at: new Date(Date.now() + 30 * 60 * 1000).toISOString(),
    balance: '500.00',
    methods: [
      { code: 'balance', name: 'Balance', enabled: true, test_mode: false },
      { code: 'sandbox', name: 'Online payment (sandbox)', enabled: true, test_mode: true },
    ],
    ...overrides,
  };
}

import type { OrderPrintout } from '@shop/contract';

/** A paid express order's packing slip: one mug to Wang Fang in Hangzhou, no invoice, with what a test cares about overridden. */
export function orderPrintout(overrides: Partial<OrderPrintout> = {}): OrderPrintout {
  return {
    kind: 'slip',
    shop_name: 'Lumen Mall',
    order_no: '202506010001',
    status_text: 'Pending shipment',
    created_at: '2025-06-01T08:00:00.000Z',
    paid_at: '2025-06-01T08:05:00.000Z',
    printed_at: '2025-06-02T01:00:00.000Z',
    delivery: 'express',
    address: { accept_name: 'Wang Fang', mobile: '13912345678', email: '', country: 'China', province: 'Zhejiang', city: 'Hangzhou', address: '88 Wensan Road', address2: '', zip: '310000' },
    store: null,
    member_name: 'demo',
    items: [{ name: 'Ceramic coffee mug', sku_text: 'White', price: '39.00', quantity: 1, amount: '39.00' }],
    goods_amount: '39.00',
    freight: '10.00',
    discount: '0.00',
    payable: '49.00',
    paid_amount: '49.00',
    payment_method: 'balance',
    points_spent: 0,
    express: null,
    invoice: null,
    remark: '',
    ...overrides,
  };
}

import type { AdminOrderDetail, AdminOrderListAnswer, AdminOrderRow, AdminRefund } from '@shop/contract';

const member = { id: 5, username: 'demo', nickname: 'Demo', mobile: '13800138000' };
const address = { accept_name: 'Wang Fang', mobile: '13912345678', email: '', country: 'China', province: 'Zhejiang', city: 'Hangzhou', address: '88 Wensan Road', address2: '', zip: '310000' };

export function adminOrderRow(id: number, overrides: Partial<AdminOrderRow> = {}): AdminOrderRow {
  return {
    id,
    order_no: `20250601000${id}`,
    member,
    recipient: 'Wang Fang',
    mobile: '13912345678',
    store_name: null,
    amount: '49.00',
    status: 1,
    status_text: 'Pending shipment',
    delivery: 'express',
    created_at: '2025-06-01T08:00:00.000Z',
    paid_at: '2025-06-01T08:05:00.000Z',
    item_count: 1,
    points_spent: 0,
    group: null,
    ...overrides,
  };
}

export function adminOrderList(list: AdminOrderRow[], total = list.length): AdminOrderListAnswer {
  const statuses = [0, 1, 2, 3, 4, 5, 6] as const;
  return { list, page: 1, size: 20, total, status_counts: statuses.map((status) => ({ status, count: list.filter((row) => row.status === status).length })) };
}

export function adminOrder(overrides: Partial<AdminOrderDetail> = {}): AdminOrderDetail {
  return {
    id: 42,
    order_no: '202506010042',
    status: 1,
    status_text: 'Pending shipment',
    created_at: '2025-06-01T08:00:00.000Z',
    payable: '49.00',
    paid_amount: '49.00',
    items: [{ goods_id: 7, sku_id: 70, name: 'Ceramic coffee mug', image: '/img/mug.png', sku_text: 'White', price: '39.00', quantity: 1, amount: '39.00', refunded_quantity: 0, refunded_amount: '0.00' }],
    delivery: 'express',
    points_spent: 0,
    group: null,
    goods_amount: '39.00',
    freight: '10.00',
    discount: '0.00',
    paid_at: '2025-06-01T08:05:00.000Z',
    expires_at: '2025-06-01T08:30:00.000Z',
    shipped_at: null,
    received_at: null,
    cancelled_at: null,
    payment_method: 'balance',
    address,
    store: null,
    pickup_code: null,
    express: null,
    invoice: null,
    remark: '',
    merchant_remark: '',
    coupon: null,
    member,
    pickup_ready_at: null,
    refunded_amount: '0.00',
    payments: [{ payment_no: 'P20250601000042', method: 'balance', amount: '49.00', status: 'paid', created_at: '2025-06-01T08:05:00.000Z', paid_at: '2025-06-01T08:05:00.000Z' }],
    refunds: [],
    timeline: [
      { event: 'created', at: '2025-06-01T08:00:00.000Z' },
      { event: 'paid', at: '2025-06-01T08:05:00.000Z' },
    ],
    ...overrides,
  };
}

export const pickupStore = { id: 1, name: 'Shanghai flagship store', business_hours: '10:00-22:00', phone: '021-58881234', address: '100 Century Avenue' };

export function adminRefund(id: number, overrides: Partial<AdminRefund> = {}): AdminRefund {
  return {
    id,
    refund_no: `R2025060100${id}`,
    order_id: 42,
    order_no: '202506010042',
    kind: 'refund',
    status: 'pending',
    reason: 'damaged',
    description: 'The handle was broken',
    images: [],
    items: [{ order_item_id: 1, goods_id: 7, sku_id: 70, name: 'Ceramic coffee mug', image: '/img/mug.png', sku_text: 'White', price: '39.00', quantity: 1, amount: '39.00' }],
    amount: '39.00',
    freight: '0.00',
    refund_method: null,
    merchant_note: '',
    created_at: '2025-06-02T08:00:00.000Z',
    handled_at: null,
    cancelled_at: null,
    member,
    order_status: 6,
    order_delivery: 'express',
    ...overrides,
  };
}

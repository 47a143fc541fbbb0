import type { OrderCounts, OrderDetail, OrderItem, OrderPage, OrderSummary } from '@/features/orders/types';

export const scarf: OrderItem = { goods_id: 11, name: 'Wool scarf', image: '/img/scarf.png', sku_text: 'Red / L', price: '59.90', quantity: 2 };

export const counts: OrderCounts = { all: 12, unpaid: 2, unshipped: 1, unreceived: 3, refund: 0, unreviewed: 4, completed: 2 };

const PAID = [1, 2, 3, 4, 6];

/** An order of the list; times without a zone read as local, so dates print the same anywhere. */
export function orderSummary(id: number, status: number, extra: Partial<OrderSummary> = {}): OrderSummary {
  return {
    id,
    order_no: `20250302100000${id}`,
    status,
    status_text: `server status ${status}`,
    created_at: '2025-03-02T10:00:05',
    payable: '129.80',
    paid_amount: PAID.includes(status) ? '129.80' : null,
    items: [scarf],
    delivery: 'express',
    ...extra,
  };
}

export function orderPage(list: OrderSummary[], extra: Partial<OrderPage> = {}): OrderPage {
  return { list, page: 1, size: 10, total: list.length, counts, ...extra };
}

/** A shipped express order with every field filled in. */
export function orderDetail(extra: Partial<OrderDetail> = {}): OrderDetail {
  return {
    ...orderSummary(5, 2),
    items: [scarf, { goods_id: 12, name: 'Leather gloves', image: null, sku_text: null, price: '30.00', quantity: 1 }],
    paid_at: '2025-03-02T10:05:00',
    expires_at: '2025-03-02T10:30:05',
    goods_amount: '149.80',
    freight: '0.00',
    discount: '20.00',
    payable: '129.80',
    paid_amount: '129.80',
    payment_method: 'balance',
    address: { accept_name: 'Li Lei', mobile: '13800138000', country: 'China', province: 'Zhejiang', city: 'Hangzhou', address: '18 West Lake Road', address2: 'Room 301', zip: '310000' },
    store: null,
    pickup_code: null,
    express: { company: 'SF Express', tracking_no: 'SF1234567890' },
    invoice: null,
    remark: 'Please leave it at the door',
    merchant_remark: 'Gift wrapped',
    coupon: { name: 'Spring 20 off' },
    ...extra,
  };
}

export const pickupStore = { name: 'West Lake store', business_hours: '09:00-21:00', phone: '0571-88886666', address: '1 Hubin Road, Hangzhou' };

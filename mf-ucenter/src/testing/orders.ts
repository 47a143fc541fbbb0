import type { OrderCounts, OrderDetail, OrderLine, OrderListAnswer, OrderStatus, OrderSummary, PickupStore } from '@shop/contract';

export const scarf: OrderLine = { goods_id: 11, sku_id: 111, name: 'Wool scarf', image: '/img/scarf.png', sku_text: 'Red / L', price: '59.90', quantity: 2, amount: '119.80' };

export const counts: OrderCounts = { all: 12, unpaid: 2, unshipped: 1, unreceived: 3, refund: 0, unreviewed: 4, completed: 2 };

const PAID: OrderStatus[] = [1, 2, 3, 4, 6];

/** An order of the list; times without a zone read as local, so dates print the same anywhere. */
export function orderSummary(id: number, status: OrderStatus, extra: Partial<OrderSummary> = {}): OrderSummary {
  return {
    id,
    order_no: `20250302100000${id}`,
    status,
    status_text: `server status ${status}`,
    created_at: '2025-03-02T10:00:05+08:00',
    payable: '129.80',
    paid_amount: PAID.includes(status) ? '129.80' : '0.00',
    items: [scarf],
    delivery: 'express',
    points_spent: 0,
    group: null,
    ...extra,
  };
}

export function orderPage(list: OrderSummary[], extra: Partial<OrderListAnswer> = {}): OrderListAnswer {
  return { list, page: 1, size: 10, total: list.length, counts, ...extra };
}

/** A shipped express order with every field filled in. */
export function orderDetail(extra: Partial<OrderDetail> = {}): OrderDetail {
  return {
    ...orderSummary(5, 2),
    items: [scarf, { goods_id: 12, sku_id: 121, name: 'Leather gloves', image: '', sku_text: '', price: '30.00', quantity: 1, amount: '30.00' }],
    paid_at: '2025-03-02T10:05:00+08:00',
    expires_at: '2025-03-02T10:30:05+08:00',
    shipped_at: '2025-03-03T09:00:00+08:00',
    pickup_ready_at: null,
    received_at: null,
    cancelled_at: null,
    goods_amount: '149.80',
    freight: '0.00',
    discount: '20.00',
    payable: '129.80',
    paid_amount: '129.80',
    payment_method: 'balance',
    address: {
      accept_name: 'Li Lei',
      mobile: '13800138000',
      email: '',
      country: 'China',
      province: 'Zhejiang',
      city: 'Hangzhou',
      address: '18 West Lake Road',
      address2: 'Room 301',
      zip: '310000',
    },
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

export const pickupStore: PickupStore = { id: 3, name: 'West Lake store', business_hours: '09:00-21:00', phone: '0571-88886666', address: '1 Hubin Road, Hangzhou' };

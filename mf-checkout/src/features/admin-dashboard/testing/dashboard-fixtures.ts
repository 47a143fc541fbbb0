import type { DashboardAnswer, DashboardDay } from '@shop/contract';

/** 30 days ending 2025-06-01, quiet but for the few given. */
export function series(busy: Record<string, Omit<DashboardDay, 'date'>> = {}): DashboardDay[] {
  const last = Date.parse('2025-06-01T00:00:00Z');
  return Array.from({ length: 30 }, (_, index) => {
    const date = new Date(last - (29 - index) * 86_400_000).toISOString().slice(0, 10);
    return { date, orders: 0, sales: '0.00', ...busy[date] };
  });
}

export function dashboard(overrides: Partial<DashboardAnswer> = {}): DashboardAnswer {
  return {
    today: '2025-06-01',
    orders: { today: 12, yesterday: 10 },
    paid_orders: { today: 9, yesterday: 9 },
    paid_amount: { today: '1300.00', yesterday: '1100.00' },
    refunded_amount: { today: '100.00', yesterday: '100.00' },
    sales: { today: '1200.00', yesterday: '1000.00' },
    pending_shipments: { today: 4, yesterday: 6, express: 3, pickup: 1 },
    open_refunds: { today: 2, yesterday: 0 },
    new_members: { today: 3, yesterday: 5 },
    low_stock: {
      threshold: 10,
      count: 7,
      top: [
        { goods_id: 5, sku_id: 51, goods_name: 'Cloudstep running shoes', sku_text: 'Size: 42', image: '/img/5.jpg', stock: 0, on_shelf: true },
        { goods_id: 8, sku_id: 80, goods_name: 'Linen shirt', sku_text: '', image: '/img/8.jpg', stock: 4, on_shelf: false },
      ],
    },
    series: series({ '2025-05-31': { orders: 10, sales: '1000.00' }, '2025-06-01': { orders: 12, sales: '1200.00' } }),
    ...overrides,
  };
}

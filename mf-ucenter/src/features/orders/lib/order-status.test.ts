import { ORDER_STATUS } from '@shop/contract';
import { isPaid, orderActions, progressLine, statusLabelKey, statusTipKey, tabFromQuery } from './order-status';

describe('order status', () => {
  it('reads the tab from the query and shows every order for anything unknown', () => {
    expect(tabFromQuery('unreceived')).toBe('unreceived');
    expect(tabFromQuery(null)).toBe('all');
    expect(tabFromQuery('shipped')).toBe('all');
    expect(tabFromQuery('constructor')).toBe('all');
  });

  it('labels every known status and leaves unknown ones to the server text', () => {
    expect(Object.values(ORDER_STATUS).map((status) => statusLabelKey(status))).toEqual([
      'orders.status.unpaid',
      'orders.status.unshipped',
      'orders.status.unreceived',
      'orders.status.unreviewed',
      'orders.status.completed',
      'orders.status.cancelled',
      'orders.status.refund',
    ]);
    expect(statusLabelKey(42)).toBeNull();
  });

  it('words paid pickup orders for the store, not for a courier', () => {
    expect(statusLabelKey(1, 'pickup')).toBe('orders.status.pickup.unshipped');
    expect(statusLabelKey(2, 'pickup')).toBe('orders.status.pickup.unreceived');
    expect(statusLabelKey(3, 'pickup')).toBe('orders.status.unreviewed');
    expect(statusTipKey(1, 'pickup')).toBe('orders.tips.pickup.unshipped');
    expect(statusTipKey(1, 'express')).toBe('orders.tips.unshipped');
  });

  it.each([
    [0, ['pay', 'cancel']],
    [1, ['refund']],
    [2, ['confirmReceipt', 'refund']],
    [3, ['review', 'buyAgain', 'refund']],
    [4, ['buyAgain']],
    [5, ['buyAgain']],
    [6, ['afterSales']],
    [42, []],
  ])('offers status %s the actions %j', (status, actions) => {
    expect(orderActions(status)).toEqual(actions);
  });

  it('stops offering a review or a refund once its window has closed, to the millisecond', () => {
    const now = Date.parse('2025-06-10T08:00:00.000Z');
    const windows = { auto_receive_at: null, review_closes_at: '2025-06-10T08:00:00.001Z', after_sales_closes_at: '2025-06-10T08:00:00.000Z' };
    expect(orderActions(3, windows, now)).toEqual(['review', 'buyAgain']);
    expect(orderActions(3, { ...windows, review_closes_at: '2025-06-10T08:00:00.000Z' }, now)).toEqual(['buyAgain']);
    expect(orderActions(3, { ...windows, after_sales_closes_at: '2025-06-10T08:00:00.001Z' }, now)).toEqual(['review', 'buyAgain', 'refund']);
  });

  it('knows which orders were paid', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 42].filter(isPaid)).toEqual([1, 2, 3, 4, 6]);
  });

  it('draws the progress line up to the step reached, or how the order left it', () => {
    const line = ['placed', 'paid', 'shipped', 'received', 'completed'];
    expect(progressLine(0)).toEqual({ steps: line, reached: 0 });
    expect(progressLine(2)).toEqual({ steps: line, reached: 2 });
    expect(progressLine(3)).toEqual({ steps: line, reached: 3 });
    expect(progressLine(4)).toEqual({ steps: line, reached: 4 });
    expect(progressLine(5)).toEqual({ steps: ['placed', 'cancelled'], reached: 1 });
    expect(progressLine(6)).toEqual({ steps: ['placed', 'paid', 'refund'], reached: 2 });
  });
});

import { describe, expect, it } from '@jest/globals';
import { ORDER_STATUS } from '@shop/contract';
import { AppError } from '../../http/errors';
import { DAY_MS, DEFAULT_ORDER_WINDOWS, type OrderItemRow } from '../order';
import { goodsWithMember, lineRefundCents, quoteRefund, refundKinds, refundRefusal, restocks } from './refund-rules';

const line = (id: number, quantity: number, paidCents: number, refunded: { quantity: number; cents: number } = { quantity: 0, cents: 0 }) =>
  ({ id, quantity, paidCents, refundedQuantity: refunded.quantity, refundedCents: refunded.cents }) as OrderItemRow;

describe('who may ask', () => {
  it('lets paid orders that are not complete ask, and says why the others cannot', () => {
    const asked = (status: number, statusBeforeRefund: number | null = null) => refundRefusal({ status: status as never, statusBeforeRefund: statusBeforeRefund as never, receivedAt: null }, DEFAULT_ORDER_WINDOWS, new Date());
    expect([ORDER_STATUS.unshipped, ORDER_STATUS.unreceived, ORDER_STATUS.unreviewed].map((status) => asked(status))).toEqual([null, null, null]);
    expect(asked(ORDER_STATUS.unpaid)).toBe('refund_not_paid');
    expect(asked(ORDER_STATUS.cancelled)).toBe('refund_not_paid');
    expect(asked(ORDER_STATUS.completed)).toBe('refund_order_closed');
    expect(asked(ORDER_STATUS.refund, ORDER_STATUS.unshipped)).toBe('refund_already_open');
    expect(asked(ORDER_STATUS.refund, null)).toBe('refund_all_refunded');
  });

  it('closes after-sales AFTER_SALES_DAYS after receipt, to the millisecond, while the order waits for its review', () => {
    const receivedAt = new Date('2025-06-01T08:00:00.000Z');
    const windows = { ...DEFAULT_ORDER_WINDOWS, afterSalesMs: 7 * DAY_MS };
    const at = (ms: number, status: number = ORDER_STATUS.unreviewed) =>
      refundRefusal({ status: status as never, statusBeforeRefund: null, receivedAt }, windows, new Date(receivedAt.getTime() + ms));
    expect(at(7 * DAY_MS - 1)).toBeNull();
    expect(at(7 * DAY_MS)).toBe('refund_window_closed');
    expect(at(DAY_MS, ORDER_STATUS.completed)).toBe('refund_order_closed');
    expect(at(7 * DAY_MS, ORDER_STATUS.completed)).toBe('refund_order_closed');
    // An open request still says so; the window only stops new ones.
    expect(refundRefusal({ status: ORDER_STATUS.refund, statusBeforeRefund: ORDER_STATUS.unreviewed, receivedAt }, windows, new Date(receivedAt.getTime() + 30 * DAY_MS))).toBe('refund_already_open');
  });

  it('offers a return only once the goods are with the member, and restocks what comes back', () => {
    expect(refundKinds(ORDER_STATUS.unshipped, 'express')).toEqual(['refund']);
    expect(refundKinds(ORDER_STATUS.unreceived, 'express')).toEqual(['refund', 'return']);
    // A pickup order "ready" is still at the store.
    expect(refundKinds(ORDER_STATUS.unreceived, 'pickup')).toEqual(['refund']);
    expect(refundKinds(ORDER_STATUS.unreviewed, 'pickup')).toEqual(['refund', 'return']);
    expect(goodsWithMember(ORDER_STATUS.unshipped, 'pickup')).toBe(false);
    expect(restocks('refund', ORDER_STATUS.unshipped, 'express')).toBe(true);
    expect(restocks('refund', ORDER_STATUS.unreviewed, 'express')).toBe(false);
    expect(restocks('return', ORDER_STATUS.unreviewed, 'express')).toBe(true);
  });
});

describe('what units pay back', () => {
  it('pays a line’s share pro rata, rounded down, the last units taking the rest of it', () => {
    const mugs = line(1, 3, 11158);
    expect(lineRefundCents(mugs, 1)).toBe(3719);
    expect(lineRefundCents(line(1, 3, 11158, { quantity: 1, cents: 3719 }), 1)).toBe(3719);
    expect(lineRefundCents(line(1, 3, 11158, { quantity: 2, cents: 7438 }), 1)).toBe(3720);
    expect(lineRefundCents(line(1, 3, 11158, { quantity: 1, cents: 3719 }), 2)).toBe(7439);
    expect(lineRefundCents(mugs, 3)).toBe(11158);
  });

  it('adds the freight only when everything left of an unshipped order goes back', () => {
    const order = { status: ORDER_STATUS.unshipped, freightCents: 1000, items: [line(1, 2, 7800), line(2, 1, 3900)] };
    expect(quoteRefund(order, [{ order_item_id: 1, quantity: 2 }])).toMatchObject({ goodsCents: 7800, freightCents: 0, amountCents: 7800 });
    expect(
      quoteRefund(order, [
        { order_item_id: 1, quantity: 2 },
        { order_item_id: 2, quantity: 1 },
      ]),
    ).toMatchObject({ goodsCents: 11700, freightCents: 1000, amountCents: 12700 });
    const rest = { ...order, items: [line(1, 2, 7800, { quantity: 2, cents: 7800 }), line(2, 1, 3900)] };
    expect(quoteRefund(rest, [{ order_item_id: 2, quantity: 1 }])).toMatchObject({ freightCents: 1000, amountCents: 4900 });
    expect(quoteRefund({ ...order, status: ORDER_STATUS.unreceived }, [
      { order_item_id: 1, quantity: 2 },
      { order_item_id: 2, quantity: 1 },
    ])).toMatchObject({ freightCents: 0, amountCents: 11700 });
  });

  it('refuses more units than are left, and lines of other orders, naming the field', () => {
    const order = { status: ORDER_STATUS.unshipped, freightCents: 0, items: [line(1, 3, 11158, { quantity: 1, cents: 3719 })] };
    expect(quoteRefund(order, [{ order_item_id: 1, quantity: 2 }]).amountCents).toBe(7439);
    const refusal = (wanted: Array<{ order_item_id: number; quantity: number }>) => {
      try {
        quoteRefund(order, wanted);
      } catch (error) {
        return error instanceof AppError ? [error.messageKey, error.options.field, error.options.params] : error;
      }
      return null;
    };
    expect(refusal([{ order_item_id: 1, quantity: 3 }])).toEqual(['refund_quantity_exceeded', 'items.0.quantity', { max: 2 }]);
    expect(refusal([{ order_item_id: 9, quantity: 1 }])).toEqual(['refund_item_unknown', 'items.0.order_item_id', undefined]);
  });
});

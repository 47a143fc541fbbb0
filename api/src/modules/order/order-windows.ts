import type { OrderRow } from './find-own-order';

/**
 * How long an order's after-delivery steps stay open (AUTO_RECEIVE_DAYS, REVIEW_WINDOW_DAYS,
 * AFTER_SALES_DAYS): a shipped or ready-for-pickup order not confirmed is received by itself after
 * `autoReceiveMs`; a received order can be reviewed for `reviewMs` and asked back for `afterSalesMs`.
 */
export type OrderWindows = {
  autoReceiveMs: number;
  reviewMs: number;
  afterSalesMs: number;
};

export const DAY_MS = 24 * 60 * 60 * 1000;

export const DEFAULT_ORDER_WINDOWS: OrderWindows = {
  autoReceiveMs: 10 * DAY_MS,
  reviewMs: 15 * DAY_MS,
  afterSalesMs: 7 * DAY_MS,
};

type Received = Pick<OrderRow, 'receivedAt'>;

/** When the review window of a received order closes; null before receipt. */
export const reviewClosesAt = (order: Received, windows: OrderWindows): Date | null => (order.receivedAt ? new Date(order.receivedAt.getTime() + windows.reviewMs) : null);

/** When the after-sales window of a received order closes; null before receipt (a refund stays open until then). */
export const afterSalesClosesAt = (order: Received, windows: OrderWindows): Date | null =>
  order.receivedAt ? new Date(order.receivedAt.getTime() + windows.afterSalesMs) : null;

export const reviewWindowClosed = (order: Received, windows: OrderWindows, now: Date) => (reviewClosesAt(order, windows)?.getTime() ?? Infinity) <= now.getTime();

export const afterSalesClosed = (order: Received, windows: OrderWindows, now: Date) => (afterSalesClosesAt(order, windows)?.getTime() ?? Infinity) <= now.getTime();

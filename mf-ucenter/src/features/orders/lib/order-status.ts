import { ORDER_STATUS, ORDER_TABS, type Delivery, type OrderStatusName, type OrderTab, type OrderWindowDates } from '@shop/contract';

// What the member centre makes of the contract's order status codes: the list tab a status belongs
// to, its label (a `ucenter` message key) and what the member may do with the order.

/** `refund` asks for a refund; `afterSales` follows the requests of an order in refund. */
export type OrderAction = 'pay' | 'cancel' | 'confirmReceipt' | 'review' | 'buyAgain' | 'refund' | 'afterSales';

const STATUS_KEYS = Object.fromEntries(Object.entries(ORDER_STATUS).map(([key, code]) => [code, key])) as Record<number, OrderStatusName>;

function isOrderTab(value: unknown): value is OrderTab {
  return typeof value === 'string' && (ORDER_TABS as readonly string[]).includes(value);
}

/** The tab of a `?status=` query value; anything unknown shows every order. */
export function tabFromQuery(raw: string | null): OrderTab {
  return isOrderTab(raw) ? raw : 'all';
}

export const tabLabelKey = (tab: OrderTab) => `orders.tabs.${tab}`;

/** The name of a status code (`unpaid`...); `null` for a code this client does not know. */
function statusName(status: number): OrderStatusName | null {
  return STATUS_KEYS[status] ?? null;
}

/** Paid pickup orders wait at a store, not for a courier, so their words differ from an express order's. */
const PICKUP_WORDING = new Set<number>([ORDER_STATUS.unshipped, ORDER_STATUS.unreceived]);

function wordingKey(group: 'status' | 'tips', status: number, delivery: Delivery): string | null {
  const name = statusName(status);
  if (!name) return null;
  return delivery === 'pickup' && PICKUP_WORDING.has(status) ? `orders.${group}.pickup.${name}` : `orders.${group}.${name}`;
}

/** The label of a status; `null` for a code this client does not know (the server's text is shown). */
export const statusLabelKey = (status: number, delivery: Delivery = 'express') => wordingKey('status', status, delivery);

/** The sentence under the status on the detail page: what happens next. */
export const statusTipKey = (status: number, delivery: Delivery) => wordingKey('tips', status, delivery);

// Refunds are asked from the paid states before completion (docs/api/after-sales.md).
const ACTIONS: Record<number, OrderAction[]> = {
  [ORDER_STATUS.unpaid]: ['pay', 'cancel'],
  [ORDER_STATUS.unshipped]: ['refund'],
  [ORDER_STATUS.unreceived]: ['confirmReceipt', 'refund'],
  [ORDER_STATUS.unreviewed]: ['review', 'buyAgain', 'refund'],
  [ORDER_STATUS.completed]: ['buyAgain'],
  [ORDER_STATUS.cancelled]: ['buyAgain'],
  [ORDER_STATUS.refund]: ['afterSales'],
};

const closedBy = (closesAt: string | null | undefined, now: number) => closesAt != null && Date.parse(closesAt) <= now;

/**
 * What the member may do with an order besides viewing it; with the order's window dates (the
 * detail has them), a review or a refund is not offered once its window has closed.
 */
export function orderActions(status: number, windows?: OrderWindowDates, now = Date.now()): OrderAction[] {
  const actions = ACTIONS[status] ?? [];
  return actions.filter((action) => !(action === 'review' && closedBy(windows?.review_closes_at, now)) && !(action === 'refund' && closedBy(windows?.after_sales_closes_at, now)));
}

/** Whether money was taken: the amount paid is shown instead of the amount payable. */
export function isPaid(status: number): boolean {
  return status !== ORDER_STATUS.unpaid && status !== ORDER_STATUS.cancelled && status in STATUS_KEYS;
}

export type ProgressStep = 'placed' | 'paid' | 'shipped' | 'received' | 'completed' | 'cancelled' | 'refund';

const LINE: ProgressStep[] = ['placed', 'paid', 'shipped', 'received', 'completed'];

const REACHED: Record<number, number> = {
  [ORDER_STATUS.unpaid]: 0,
  [ORDER_STATUS.unshipped]: 1,
  [ORDER_STATUS.unreceived]: 2,
  [ORDER_STATUS.unreviewed]: 3,
  [ORDER_STATUS.completed]: 4,
};

/**
 * The progress line of the detail page and the index of the step the order has reached: placed →
 * paid → shipped → received → completed, or the way it left that line (cancelled, refund).
 */
export function progressLine(status: number): { steps: ProgressStep[]; reached: number } {
  if (status === ORDER_STATUS.cancelled) return { steps: ['placed', 'cancelled'], reached: 1 };
  if (status === ORDER_STATUS.refund) return { steps: ['placed', 'paid', 'refund'], reached: 2 };
  return { steps: LINE, reached: REACHED[status] ?? 0 };
}

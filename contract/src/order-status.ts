/** Order status codes as the API answers them (`status` in order/list, order/detail, order/payment). */
export const ORDER_STATUS = {
  unpaid: 0,
  unshipped: 1,
  unreceived: 2,
  unreviewed: 3,
  completed: 4,
  cancelled: 5,
  refund: 6,
} as const;

export type OrderStatusName = keyof typeof ORDER_STATUS;
export type OrderStatus = (typeof ORDER_STATUS)[OrderStatusName];

/** Every status code, lowest first. */
export const ORDER_STATUSES = Object.values(ORDER_STATUS) as OrderStatus[];

/** The tabs of order/list (`status`); each tab but `all` shows the orders of one status. */
export const ORDER_TABS = ['all', 'unpaid', 'unshipped', 'unreceived', 'refund', 'unreviewed', 'completed'] as const;
export type OrderTab = (typeof ORDER_TABS)[number];

export const ORDER_TAB_STATUS: Record<Exclude<OrderTab, 'all'>, OrderStatus> = {
  unpaid: ORDER_STATUS.unpaid,
  unshipped: ORDER_STATUS.unshipped,
  unreceived: ORDER_STATUS.unreceived,
  refund: ORDER_STATUS.refund,
  unreviewed: ORDER_STATUS.unreviewed,
  completed: ORDER_STATUS.completed,
};

export const DELIVERY_TYPES = ['express', 'pickup'] as const;
export type Delivery = (typeof DELIVERY_TYPES)[number];

/** The ways to pay online: the sandbox (test mode), Alipay, WeChat Pay. */
export const ONLINE_PAYMENT_METHODS = ['sandbox', 'alipay', 'wechat'] as const;
export type OnlinePaymentMethod = (typeof ONLINE_PAYMENT_METHODS)[number];
export const PAYMENT_METHODS = ['balance', ...ONLINE_PAYMENT_METHODS] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
/**
 * How an online payment stands: pending until the provider says paid; closed at the provider when
 * the order or top-up could no longer be paid; late when money arrived after that, refunded once the
 * shop gave it back by itself.
 */
export const PAYMENT_STATUSES = ['pending', 'paid', 'closed', 'late', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

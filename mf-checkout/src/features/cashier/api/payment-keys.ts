/** Query keys of order/payment: what the cashier knows about one order. */
export const paymentKeys = {
  all: ['order-payment'] as const,
  detail: (orderId: number) => [...paymentKeys.all, orderId] as const,
};

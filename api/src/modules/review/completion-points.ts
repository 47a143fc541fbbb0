/** The fewest points a completed order grants, however little it paid. */
export const MIN_COMPLETION_POINTS = 10;

/**
 * The points an order grants when it completes (every line reviewed): one per whole yuan the
 * member paid for it and kept (refunds taken off), at least MIN_COMPLETION_POINTS.
 */
export function completionPoints(order: { paidCents: number; refundedCents: number }): number {
  const keptCents = Math.max(0, order.paidCents - order.refundedCents);
  return Math.max(MIN_COMPLETION_POINTS, Math.floor(keptCents / 100));
}

/** How the points log words a completion grant, in the wallet's words ("订单支付 …" / "Payment for order …"). */
export const orderCompletedDescription = (orderNo: string) => ({ zh: `订单完成 ${orderNo}`, en: `Order completed ${orderNo}` });

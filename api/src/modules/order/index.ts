// The order module's public entry: what other modules may use of it. Everything else in this folder is
// the module's own; the lint refuses a deep import into it (ADR 0027).
export { type ActivityCheckoutBody, type ActivityOrderPlan, type ActivityOrders, activityOrders, registerActivityOrders } from './activity-orders';
export { type CheckoutPolicy, DEFAULT_CHECKOUT_POLICY } from './checkout-policy';
export { formatOrderNo, nextSerialId, orderItemRows } from './checkout-service';
export { countOrdersByDay, countOrdersByStatus, foldOrderCounts, paymentTimeBounds } from './day-counts-service';
export { cancelExpiredOrders, cancelUnpaid } from './expiry-service';
export { findOwnOrder, findOwnOrderRow, type OrderItemRow, type OrderRow } from './find-own-order';
export { isPayable, markOrderPaid, markOwnOrderPaid, whyUnpayable } from './lifecycle-service';
export { moveStatus } from './move-status';
export { moveGoodsSales } from './goods-sales';
export { groupOfOrder, groupsOfOrders } from './order-groups';
export { priceOrder } from './pricing-service';
export { printOrderForStaff } from './print-service';
export { describeOrder } from './query-service';
export { afterSalesClosed, afterSalesClosesAt, DAY_MS, DEFAULT_ORDER_WINDOWS, type OrderWindows, reviewClosesAt, reviewWindowClosed } from './order-windows';
export { closeReviewWindows, receiveOverdueOrders } from './window-jobs-service';

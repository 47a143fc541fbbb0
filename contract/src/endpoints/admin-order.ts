import type { adminOrderDetail, adminOrderDetailQuery, adminOrderListAnswer, adminOrderListQuery, adminPickupReadyBody, adminPickupVerifyBody, adminRefund, adminRefundDetailQuery, adminRefundListAnswer, adminRefundListQuery, adminShipBody, orderPrintQuery, orderPrintout } from '../admin-order';
import type { Endpoint } from '../endpoint';

export const listOrdersForStaff: Endpoint<typeof adminOrderListQuery, typeof adminOrderListAnswer> = { operationId: 'listOrdersForStaff', method: 'GET', path: '/admin/order/index' };
export const getOrderForStaff: Endpoint<typeof adminOrderDetailQuery, typeof adminOrderDetail> = { operationId: 'getOrderForStaff', method: 'GET', path: '/admin/order/detail' };
export const shipOrder: Endpoint<typeof adminShipBody, typeof adminOrderDetail> = { operationId: 'shipOrder', method: 'POST', path: '/admin/order/ship' };
export const markPickupReady: Endpoint<typeof adminPickupReadyBody, typeof adminOrderDetail> = { operationId: 'markPickupReady', method: 'POST', path: '/admin/order/pickup/ready' };
export const verifyPickup: Endpoint<typeof adminPickupVerifyBody, typeof adminOrderDetail> = { operationId: 'verifyPickup', method: 'POST', path: '/admin/order/pickup/verify' };
export const printOrderForStaff: Endpoint<typeof orderPrintQuery, typeof orderPrintout> = { operationId: 'printOrderForStaff', method: 'GET', path: '/admin/order/print' };
export const listRefundsForStaff: Endpoint<typeof adminRefundListQuery, typeof adminRefundListAnswer> = { operationId: 'listRefundsForStaff', method: 'GET', path: '/admin/refund/index' };
export const getRefundForStaff: Endpoint<typeof adminRefundDetailQuery, typeof adminRefund> = { operationId: 'getRefundForStaff', method: 'GET', path: '/admin/refund/detail' };

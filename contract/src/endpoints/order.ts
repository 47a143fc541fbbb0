import type { z } from 'zod';
import type { orderPrintQuery, orderPrintout } from '../admin-order';
import type { cartCountAnswer } from '../cart';
import type { checkoutBody, createdOrder, orderDetail, orderDetailQuery, orderIdBody, orderListAnswer, orderListQuery, orderPreview } from '../order';
import type { Endpoint } from '../endpoint';

export const previewOrder: Endpoint<typeof checkoutBody, typeof orderPreview> = { operationId: 'previewOrder', method: 'POST', path: '/order/confirm' };
export const placeOrder: Endpoint<typeof checkoutBody, typeof createdOrder> = { operationId: 'placeOrder', method: 'POST', path: '/order/create' };
export const listOrders: Endpoint<typeof orderListQuery, typeof orderListAnswer> = { operationId: 'listOrders', method: 'GET', path: '/order/list' };
export const getOrder: Endpoint<typeof orderDetailQuery, typeof orderDetail> = { operationId: 'getOrder', method: 'GET', path: '/order/detail' };
export const cancelOrder: Endpoint<typeof orderIdBody, z.ZodNull> = { operationId: 'cancelOrder', method: 'POST', path: '/order/cancel' };
export const confirmReceipt: Endpoint<typeof orderIdBody, z.ZodNull> = { operationId: 'confirmReceipt', method: 'POST', path: '/order/confirm_receipt' };
export const orderAgain: Endpoint<typeof orderIdBody, typeof cartCountAnswer> = { operationId: 'orderAgain', method: 'POST', path: '/order/again' };
export const printOrder: Endpoint<typeof orderPrintQuery, typeof orderPrintout> = { operationId: 'printOrder', method: 'GET', path: '/order/print' };

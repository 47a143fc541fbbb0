import type { refundApplyBody, refundApproveBody, refundDetailQuery, refundIdBody, refundListAnswer, refundListQuery, refundOrderQuery, refundPreviewBody, refundQuote, refundRejectBody, refundRequest, refundableOrder } from '../refund';
import type { Endpoint } from '../endpoint';

export const getRefundableOrder: Endpoint<typeof refundOrderQuery, typeof refundableOrder> = { operationId: 'getRefundableOrder', method: 'GET', path: '/refund/order' };
export const previewRefund: Endpoint<typeof refundPreviewBody, typeof refundQuote> = { operationId: 'previewRefund', method: 'POST', path: '/refund/preview' };
export const applyForRefund: Endpoint<typeof refundApplyBody, typeof refundRequest> = { operationId: 'applyForRefund', method: 'POST', path: '/refund/apply' };
export const listRefunds: Endpoint<typeof refundListQuery, typeof refundListAnswer> = { operationId: 'listRefunds', method: 'GET', path: '/refund/index' };
export const getRefund: Endpoint<typeof refundDetailQuery, typeof refundRequest> = { operationId: 'getRefund', method: 'GET', path: '/refund/detail' };
export const cancelRefund: Endpoint<typeof refundIdBody, typeof refundRequest> = { operationId: 'cancelRefund', method: 'POST', path: '/refund/cancel' };
export const approveRefund: Endpoint<typeof refundApproveBody, typeof refundRequest> = { operationId: 'approveRefund', method: 'POST', path: '/admin/refund/approve' };
export const rejectRefund: Endpoint<typeof refundRejectBody, typeof refundRequest> = { operationId: 'rejectRefund', method: 'POST', path: '/admin/refund/reject' };

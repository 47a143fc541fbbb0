import type { commentMineAnswer, commentMineQuery, doEvaluateBody, evaluateAnswer, evaluateQuery, evaluateResult } from '../review';
import type { Endpoint } from '../endpoint';

export const getOrderToReview: Endpoint<typeof evaluateQuery, typeof evaluateAnswer> = { operationId: 'getOrderToReview', method: 'GET', path: '/order/evaluate' };
export const reviewOrder: Endpoint<typeof doEvaluateBody, typeof evaluateResult> = { operationId: 'reviewOrder', method: 'POST', path: '/order/do_evaluate' };
export const listMyReviews: Endpoint<typeof commentMineQuery, typeof commentMineAnswer> = { operationId: 'listMyReviews', method: 'GET', path: '/comment/mine' };

import type { noInput } from '../field-rules';
import type { pointsLogAnswer, pointsLogQuery, recharge, rechargeCreateBody, rechargeDetailQuery, rechargeOptions, walletLogAnswer, walletLogQuery, walletSummary } from '../wallet';
import type { Endpoint } from '../endpoint';

export const getWallet: Endpoint<typeof noInput, typeof walletSummary> = { operationId: 'getWallet', method: 'GET', path: '/wallet/index' };
export const listWalletLog: Endpoint<typeof walletLogQuery, typeof walletLogAnswer> = { operationId: 'listWalletLog', method: 'GET', path: '/wallet/log' };
export const listPointsLog: Endpoint<typeof pointsLogQuery, typeof pointsLogAnswer> = { operationId: 'listPointsLog', method: 'GET', path: '/wallet/points' };
export const getRechargeOptions: Endpoint<typeof noInput, typeof rechargeOptions> = { operationId: 'getRechargeOptions', method: 'GET', path: '/recharge/index' };
export const createRecharge: Endpoint<typeof rechargeCreateBody, typeof recharge> = { operationId: 'createRecharge', method: 'POST', path: '/recharge/create' };
export const getRecharge: Endpoint<typeof rechargeDetailQuery, typeof recharge> = { operationId: 'getRecharge', method: 'GET', path: '/recharge/detail' };

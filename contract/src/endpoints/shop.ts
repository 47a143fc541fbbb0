import type { shopAnswer, shopQuery } from '../shop';
import type { Endpoint } from '../endpoint';

export const getShop: Endpoint<typeof shopQuery, typeof shopAnswer> = { operationId: 'getShop', method: 'GET', path: '/shop/index' };

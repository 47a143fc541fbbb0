import type { storeIndexQuery, storeListAnswer } from '../store';
import type { Endpoint } from '../endpoint';

export const listPickupStores: Endpoint<typeof storeIndexQuery, typeof storeListAnswer> = { operationId: 'listPickupStores', method: 'GET', path: '/store/index' };

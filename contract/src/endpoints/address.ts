import type { z } from 'zod';
import type { address, addressIdBody, addressIndexQuery, addressListAnswer, addressSaveBody } from '../address';
import type { Endpoint } from '../endpoint';

export const listAddresses: Endpoint<typeof addressIndexQuery, typeof addressListAnswer> = { operationId: 'listAddresses', method: 'GET', path: '/address/index' };
export const saveAddress: Endpoint<typeof addressSaveBody, typeof address> = { operationId: 'saveAddress', method: 'POST', path: '/address/save' };
export const deleteAddress: Endpoint<typeof addressIdBody, z.ZodNull> = { operationId: 'deleteAddress', method: 'POST', path: '/address/delete' };
export const setDefaultAddress: Endpoint<typeof addressIdBody, z.ZodNull> = { operationId: 'setDefaultAddress', method: 'POST', path: '/address/default' };

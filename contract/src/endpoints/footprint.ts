import type { z } from 'zod';
import type { footprintDeleteBody, footprintIndexQuery, footprintListAnswer } from '../footprint';
import type { Endpoint } from '../endpoint';

export const listFootprints: Endpoint<typeof footprintIndexQuery, typeof footprintListAnswer> = { operationId: 'listFootprints', method: 'GET', path: '/footprint/index' };
export const deleteFootprint: Endpoint<typeof footprintDeleteBody, z.ZodNull> = { operationId: 'deleteFootprint', method: 'POST', path: '/footprint/delete' };
export const clearFootprints: Endpoint<undefined, z.ZodNull> = { operationId: 'clearFootprints', method: 'POST', path: '/footprint/clear' };

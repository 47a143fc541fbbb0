import type { z } from 'zod';
import type { favoriteDeleteBody, favoriteIndexQuery, favoriteListAnswer } from '../favorite';
import type { Endpoint } from '../endpoint';

export const listFavorites: Endpoint<typeof favoriteIndexQuery, typeof favoriteListAnswer> = { operationId: 'listFavorites', method: 'GET', path: '/favorite/index' };
export const deleteFavorites: Endpoint<typeof favoriteDeleteBody, z.ZodNull> = { operationId: 'deleteFavorites', method: 'POST', path: '/favorite/delete' };

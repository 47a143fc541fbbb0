import type { cartAddBody, cartAnswer, cartChangeBody, cartCount, cartCountAnswer, cartCountQuery, cartDeleteBody, cartFavoriteBody, cartIndexQuery, cartRefreshBody, cartSelectBody } from '../cart';
import type { Endpoint } from '../endpoint';

export const countCartRows: Endpoint<typeof cartCountQuery, typeof cartCount> = { operationId: 'countCartRows', method: 'GET', path: '/cart/count' };
export const addToCart: Endpoint<typeof cartAddBody, typeof cartCountAnswer> = { operationId: 'addToCart', method: 'POST', path: '/cart/add' };
export const getCart: Endpoint<typeof cartIndexQuery, typeof cartAnswer> = { operationId: 'getCart', method: 'GET', path: '/cart/index' };
export const changeCartQuantity: Endpoint<typeof cartChangeBody, typeof cartAnswer> = { operationId: 'changeCartQuantity', method: 'POST', path: '/cart/change' };
export const selectCartRows: Endpoint<typeof cartSelectBody, typeof cartAnswer> = { operationId: 'selectCartRows', method: 'POST', path: '/cart/select' };
export const deleteCartRows: Endpoint<typeof cartDeleteBody, typeof cartAnswer> = { operationId: 'deleteCartRows', method: 'POST', path: '/cart/delete' };
export const moveCartRowsToFavorites: Endpoint<typeof cartFavoriteBody, typeof cartAnswer> = { operationId: 'moveCartRowsToFavorites', method: 'POST', path: '/cart/favorite' };
export const refreshCartRows: Endpoint<typeof cartRefreshBody, typeof cartAnswer> = { operationId: 'refreshCartRows', method: 'POST', path: '/cart/refresh' };

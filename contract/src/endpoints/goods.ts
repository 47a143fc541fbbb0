import type { favoriteAnswer, goodsCommentAnswer, goodsCommentQuery, goodsDetail, goodsFacetsAnswer, goodsFacetsQuery, goodsFavoriteBody, goodsListAnswer, goodsListQuery, goodsViewQuery } from '../goods';
import type { goodsDeliveryAnswer, goodsDeliveryQuery } from '../goods-delivery';
import type { Endpoint } from '../endpoint';

export const listGoods: Endpoint<typeof goodsListQuery, typeof goodsListAnswer> = { operationId: 'listGoods', method: 'GET', path: '/goods/index' };
export const listGoodsFacets: Endpoint<typeof goodsFacetsQuery, typeof goodsFacetsAnswer> = { operationId: 'listGoodsFacets', method: 'GET', path: '/goods/facets' };
export const getGoods: Endpoint<typeof goodsViewQuery, typeof goodsDetail> = { operationId: 'getGoods', method: 'GET', path: '/goods/view' };
export const listGoodsComments: Endpoint<typeof goodsCommentQuery, typeof goodsCommentAnswer> = { operationId: 'listGoodsComments', method: 'GET', path: '/goods/comment' };
export const toggleFavorite: Endpoint<typeof goodsFavoriteBody, typeof favoriteAnswer> = { operationId: 'toggleFavorite', method: 'POST', path: '/goods/favorite' };
export const getGoodsDelivery: Endpoint<typeof goodsDeliveryQuery, typeof goodsDeliveryAnswer> = { operationId: 'getGoodsDelivery', method: 'GET', path: '/goods/delivery' };

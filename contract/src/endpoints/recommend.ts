import type { recommendFeedAnswer, recommendFeedQuery, recommendGoodsAnswer, recommendGoodsQuery } from '../recommend';
import type { Endpoint } from '../endpoint';

export const listRecommendedFeed: Endpoint<typeof recommendFeedQuery, typeof recommendFeedAnswer> = { operationId: 'listRecommendedFeed', method: 'GET', path: '/recommend/feed' };
export const listGoodsRecommendations: Endpoint<typeof recommendGoodsQuery, typeof recommendGoodsAnswer> = { operationId: 'listGoodsRecommendations', method: 'GET', path: '/recommend/goods' };

import type { z } from 'zod';
import type { noInput } from '../field-rules';
import type { relatedSearchAnswer, relatedSearchQuery, searchAnswer, searchHistoryAnswer, searchHotAnswer, searchQuery, searchSuggestAnswer, suggestQuery } from '../search';
import type { Endpoint } from '../endpoint';

export const searchGoods: Endpoint<typeof searchQuery, typeof searchAnswer> = { operationId: 'searchGoods', method: 'GET', path: '/search/index' };
export const getHotKeywords: Endpoint<typeof noInput, typeof searchHotAnswer> = { operationId: 'getHotKeywords', method: 'GET', path: '/search/hot' };
export const listRelatedSearches: Endpoint<typeof relatedSearchQuery, typeof relatedSearchAnswer> = { operationId: 'listRelatedSearches', method: 'GET', path: '/search/related' };
export const suggestGoodsNames: Endpoint<typeof suggestQuery, typeof searchSuggestAnswer> = { operationId: 'suggestGoodsNames', method: 'GET', path: '/search/suggest' };
export const listSearchHistory: Endpoint<typeof noInput, typeof searchHistoryAnswer> = { operationId: 'listSearchHistory', method: 'GET', path: '/search/history' };
export const clearSearchHistory: Endpoint<undefined, z.ZodNull> = { operationId: 'clearSearchHistory', method: 'POST', path: '/search/history/clear' };

import { z } from 'zod';
import { listOf } from './answer-fields';
import { goodsFilterShape, goodsListAnswer, withPriceRange } from './goods';
import { SEARCH_MAX_LENGTH } from './limits';

export const searchQuery = withPriceRange(z.object({ q: z.string().trim().min(1).max(SEARCH_MAX_LENGTH), ...goodsFilterShape }));
export type SearchQuery = z.infer<typeof searchQuery>;

export const suggestQuery = z.object({ q: z.string().trim().max(SEARCH_MAX_LENGTH).default('') });

/** search/hot: hot keywords, and the member's recent keywords (empty for visitors), newest first. */
export const searchHotAnswer = z.object({ hot: z.array(z.string()), history: z.array(z.string()) });
export type SearchHotAnswer = z.infer<typeof searchHotAnswer>;

/** search/index: one page of matching goods, with the hot keywords and the member's history. */
export const searchAnswer = goodsListAnswer.extend(searchHotAnswer.shape);
export type SearchAnswer = z.infer<typeof searchAnswer>;

/** search/related: what shoppers who searched `q` also searched and bought with. */
export const relatedSearchQuery = z.object({ q: z.string().trim().min(1).max(SEARCH_MAX_LENGTH) });
export type RelatedSearchQuery = z.infer<typeof relatedSearchQuery>;

/** search/related: other keywords, the most telling first. */
export const relatedSearchAnswer = listOf(z.string());
export type RelatedSearchAnswer = z.infer<typeof relatedSearchAnswer>;

/** search/suggest: goods names matching the text typed so far. */
export const searchSuggestAnswer = listOf(z.string());
export type SearchSuggestAnswer = z.infer<typeof searchSuggestAnswer>;

/** search/history: the member's recent keywords, newest first. */
export const searchHistoryAnswer = listOf(z.string());
export type SearchHistoryAnswer = z.infer<typeof searchHistoryAnswer>;

// The goods module's public entry: what other modules may use of it. Everything else in this folder is
// the module's own; the lint refuses a deep import into it (ADR 0027).
export { goodsMatchingText, keywordRelevance, nameHoldsText } from './keyword-match';
export { respellKeywords } from './respell-keywords';
export { type GoodsFilters, listGoods } from './listing-service';

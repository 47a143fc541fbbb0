/** The query keys of the search domain: results per query and filters, and the keywords offered without one. */
export const searchKeys = {
  all: ['search'] as const,
  results: (params: Record<string, string | number>) => [...searchKeys.all, 'results', params] as const,
  keywords: () => [...searchKeys.all, 'keywords'] as const,
  /** Not under `all`: it is nobody's own (clearing one's history leaves it), and its answer is a list, not a search answer. */
  related: (q: string) => ['search-related', q] as const,
};

/** The help centre's query keys (answers are in the page's language; switching it reloads the page). */
export const helpKeys = {
  all: ['help'] as const,
  index: () => [...helpKeys.all, 'index'] as const,
  article: (id: number) => [...helpKeys.all, 'article', id] as const,
  search: (q: string, page: number) => [...helpKeys.all, 'search', { q, page }] as const,
};

/** The query keys of the shop domain: a shop with one page of its goods per set of list filters. */
export const shopKeys = {
  all: ['shop'] as const,
  page: (id: number, filters: Record<string, string | number>) => [...shopKeys.all, id, filters] as const,
};

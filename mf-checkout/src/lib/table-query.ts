/** The filters of a table that are set: the request, the URL and the query key carry only those. */
export const setFilters = (filters: Record<string, string>) => Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== ''));

/** The URL's sort when the table can be sorted by it, else the table's default (a hand-edited URL asks nothing the server refuses). */
export const knownSort = <Key extends string>(sort: string, keys: readonly Key[], fallback: Key): Key => (keys.includes(sort as Key) ? (sort as Key) : fallback);

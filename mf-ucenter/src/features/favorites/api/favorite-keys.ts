/** The member's favourites, by page. A removal reads the pages again. */
export const favoriteKeys = {
  all: ['favorites'] as const,
  lists: () => [...favoriteKeys.all, 'list'] as const,
  list: (page: number) => [...favoriteKeys.lists(), { page }] as const,
};

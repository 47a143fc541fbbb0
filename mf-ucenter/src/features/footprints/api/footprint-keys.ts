/** The member's footprints: pages of days. A removal reads the pages again. */
export const footprintKeys = {
  all: ['footprints'] as const,
  lists: () => [...footprintKeys.all, 'list'] as const,
  list: (page: number) => [...footprintKeys.lists(), { page }] as const,
};

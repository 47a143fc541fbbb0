import type { AdminActivityListQuery } from '@shop/contract';

/**
 * The back office's activity reads. They start with `admin`, so that signing out of the back office
 * drops them; a save or a start/stop refreshes the lists and replaces the activity it answers.
 */
export const adminActivityKeys = {
  all: ['admin', 'activities'] as const,
  lists: () => [...adminActivityKeys.all, 'list'] as const,
  list: (query: AdminActivityListQuery) => [...adminActivityKeys.lists(), query] as const,
  detail: (id: number) => [...adminActivityKeys.all, 'detail', id] as const,
  slots: () => [...adminActivityKeys.all, 'slots'] as const,
  goods: (id: number) => [...adminActivityKeys.all, 'goods', id] as const,
};

import type { ActivityListQuery, ActivityType } from '@shop/contract';
import { sharedQueryKeys } from '@shop/shared';

/**
 * The query keys of the activity pages, one root per type, so that a change of one type (a group
 * joined, a bargain cut) invalidates that type's lists and pages only. A type's own calls hang
 * under `activityKeys.of(type)`, e.g. `[...activityKeys.of('group'), 'groups', id]`.
 */
export const activityKeys = {
  all: sharedQueryKeys.activities,
  of: (type: ActivityType) => [...activityKeys.all, type] as const,
  lists: (type: ActivityType) => [...activityKeys.of(type), 'list'] as const,
  list: (type: ActivityType, query: ActivityListQuery) => [...activityKeys.lists(type), query] as const,
  views: (type: ActivityType) => [...activityKeys.of(type), 'view'] as const,
  view: (type: ActivityType, id: number) => [...activityKeys.views(type), id] as const,
};

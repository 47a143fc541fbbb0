import { activityKeys } from '@/lib/activity-keys';

/** A group's own page, under the type's root: buying into a group refreshes the group pages only. */
export const groupKeys = {
  details: () => [...activityKeys.of('group'), 'detail'] as const,
  detail: (groupId: number) => [...groupKeys.details(), groupId] as const,
};

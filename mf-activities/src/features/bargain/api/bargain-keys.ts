import { activityKeys } from '@/lib/activity-keys';

/** The bargain's own calls, under the type's root: a cut or a start refreshes the bargain pages only. */
export const bargainKeys = {
  details: () => [...activityKeys.of('bargain'), 'detail'] as const,
  detail: (bargainId: number) => [...bargainKeys.details(), bargainId] as const,
};

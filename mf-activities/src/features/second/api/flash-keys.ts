import { activityKeys } from '@/lib/activity-keys';

/** The flash sale's own call: today's slots, under the type's root so a refresh of the type covers it. */
export const flashKeys = {
  slots: () => [...activityKeys.of('second'), 'slots'] as const,
};

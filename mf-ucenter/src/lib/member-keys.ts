import { sharedQueryKeys } from '@shop/shared';

/**
 * The signed-in member's profile (`user/center`). Kept outside the features: the member centre reads
 * it, and signing in or binding a phone writes the answer into it.
 */
export const memberKeys = {
  all: sharedQueryKeys.member,
  current: () => [...memberKeys.all, 'current'] as const,
};

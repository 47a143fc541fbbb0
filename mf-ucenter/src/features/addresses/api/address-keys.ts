import { sharedQueryKeys } from '@shop/shared';

/** The member's address book; a change invalidates the list (checkout reads its own preview). */
export const addressKeys = {
  all: sharedQueryKeys.addresses,
  list: () => [...addressKeys.all, 'list'] as const,
};

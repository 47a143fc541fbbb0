/** The member's address book; a change invalidates the list (checkout reads its own preview). */
export const addressKeys = {
  all: ['addresses'] as const,
  list: () => [...addressKeys.all, 'list'] as const,
  regions: () => [...addressKeys.all, 'regions'] as const,
};

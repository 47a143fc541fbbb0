/**
 * Query keys of what the shell's layout reads. Under their own root, so that no remote's
 * invalidation of its `cart` keys (the rows) asks for the badge count again.
 */
export const layoutKeys = {
  all: ['shell-layout'] as const,
  global: (language: string) => [...layoutKeys.all, 'global', language] as const,
  /** The member's id, 'member' while the signed-in member is not known yet, or 'visitor'. */
  cartCount: (holder: number | 'member' | 'visitor') => [...layoutKeys.all, 'cart-count', holder] as const,
};

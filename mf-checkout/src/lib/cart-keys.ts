/**
 * Query keys of the cart. In lib, not in the cart feature, because placing a cart order (the
 * confirm feature) also changes the cart.
 */
export const cartKeys = {
  all: ['cart'] as const,
  detail: () => [...cartKeys.all, 'detail'] as const,
  changes: () => [...cartKeys.all, 'change'] as const,
};

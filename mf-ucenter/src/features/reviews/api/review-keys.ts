/** The review box's queries: one order's lines to review, and the member's own reviews by page. */
export const reviewKeys = {
  all: ['reviews'] as const,
  evaluation: (orderId: number) => [...reviewKeys.all, 'evaluate', orderId] as const,
  mine: () => [...reviewKeys.all, 'mine'] as const,
  minePage: (page: number) => [...reviewKeys.mine(), page] as const,
};

/** The query keys of the home page: its design, and the signed-in member's unused coupons. */
export const homeKeys = {
  all: ['home'] as const,
  design: () => [...homeKeys.all, 'design'] as const,
  unusedCoupons: () => [...homeKeys.all, 'coupons', 'unused'] as const,
};

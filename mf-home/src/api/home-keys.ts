/** The query keys of the home page: its design, the signed-in member's unused coupons and the flash-sale strip. */
export const homeKeys = {
  all: ['home'] as const,
  design: () => [...homeKeys.all, 'design'] as const,
  unusedCoupons: () => [...homeKeys.all, 'coupons', 'unused'] as const,
  flashSale: () => [...homeKeys.all, 'flash-sale'] as const,
};

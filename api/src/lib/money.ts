/** Money is stored in integer cents; the storefront shows yuan with two decimals. */
export const centsToYuan = (cents: number) =>
  `${cents < 0 ? '-' : ''}${Math.floor(Math.abs(cents) / 100)}.${String(Math.abs(cents) % 100).padStart(2, '0')}`;

import type { SpecGroup } from '@shop/contract';

/** The T-shirt's spec groups in every app's tests: Colour (Red 31, Blue 32) and Size (M 35, L 36). */
export const TEE_SPEC_GROUPS: SpecGroup[] = [
  { id: 12, name: 'Colour', list: [{ id: 31, value: 'Red' }, { id: 32, value: 'Blue' }] },
  { id: 13, name: 'Size', list: [{ id: 35, value: 'M' }, { id: 36, value: 'L' }] },
];

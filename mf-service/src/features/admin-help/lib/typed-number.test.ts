import { typedNumber } from './typed-number';

test('a number typed is a number, and an empty box is none', () => {
  expect(typedNumber('12')).toBe(12);
  expect(typedNumber('-3')).toBe(-3);
  expect(typedNumber('')).toBeNull();
  expect(typedNumber('  ')).toBeNull();
  expect(typedNumber(0)).toBe(0);
  expect(typedNumber(null)).toBeNull();
});

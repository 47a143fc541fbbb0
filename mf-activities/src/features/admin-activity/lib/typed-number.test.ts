import { typedNumber } from './typed-number';

test('a count typed is a number, and an empty box or letters are none', () => {
  expect(typedNumber('40')).toBe(40);
  expect(typedNumber('-1')).toBe(-1);
  expect(typedNumber('1.5')).toBe(1.5);
  expect(typedNumber('')).toBeNull();
  expect(typedNumber('many')).toBeNull();
  expect(typedNumber(7)).toBe(7);
  expect(typedNumber(null)).toBeNull();
});

import { titleRepeatsName } from './title-repeats-name';

it('tells a title that only repeats the product’s name from one that says more', () => {
  expect(titleRepeatsName('Flash deal · Linen shirt', 'Linen shirt')).toBe(true);
  expect(titleRepeatsName('Linen shirt', 'Linen shirt')).toBe(true);
  expect(titleRepeatsName('  ', 'Linen shirt')).toBe(true);
  expect(titleRepeatsName('Summer clearance', 'Linen shirt')).toBe(false);
  expect(titleRepeatsName('整点秒杀', '亚麻衬衫')).toBe(false);
});

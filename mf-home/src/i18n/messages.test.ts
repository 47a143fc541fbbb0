import { homeMessages } from './messages';

const keys = (messages: object, prefix = ''): string[] =>
  Object.entries(messages).flatMap(([key, value]) => (typeof value === 'object' ? keys(value, `${prefix}${key}.`) : [`${prefix}${key}`]));

it('has every home string in both languages', () => {
  expect(keys(homeMessages['zh-cn']).sort()).toEqual(keys(homeMessages['en-us']).sort());
});

import { messageParityProblems } from '@shop/shared/testing';
import { catalogMessages } from './messages';

it('has every catalog string in both languages, with the same variables', () => {
  expect(messageParityProblems(catalogMessages)).toEqual([]);
});

it('uses the spec wording for an empty search', () => {
  expect(catalogMessages['en-us'].search.prompt).toBe('Please enter search content');
  expect(catalogMessages['zh-cn'].search.prompt).toBe('请输入搜索内容');
});

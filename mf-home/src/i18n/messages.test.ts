import { messageParityProblems } from '@shop/shared/testing';
import { homeMessages } from './messages';

it('has every home string in both languages, with the same variables', () => {
  expect(messageParityProblems(homeMessages)).toEqual([]);
});

import { messageParityProblems } from '@shop/shared/testing';
import { serviceMessages } from './messages';

it('has every service string in both languages, with the same variables', () => {
  expect(messageParityProblems(serviceMessages)).toEqual([]);
});

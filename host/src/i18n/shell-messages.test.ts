import { messageParityProblems } from '@shop/shared/testing';
import { shellMessages } from './shell-messages';

it('has every shell string in both languages, with the same variables', () => {
  expect(messageParityProblems(shellMessages)).toEqual([]);
});

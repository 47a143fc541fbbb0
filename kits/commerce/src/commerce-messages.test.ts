import { messageParityProblems } from '@shop/shared/testing';
import { commerceMessages } from './commerce-messages';

test('the kit says everything in both languages with the same placeholders', () => {
  expect(messageParityProblems(commerceMessages)).toEqual([]);
});

import { messageParityProblems } from '@shop/shared/testing';
import { formMessages } from './form-messages';

test('the kit says everything in both languages with the same placeholders', () => {
  expect(messageParityProblems(formMessages)).toEqual([]);
});

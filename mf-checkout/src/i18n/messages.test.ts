import { messageParityProblems } from '@shop/shared/testing';
import { checkoutMessages } from './messages';

it('has every checkout string in both languages, with the same variables', () => {
  expect(messageParityProblems(checkoutMessages)).toEqual([]);
});

it('uses the spec wording for a wrong phone number', () => {
  expect(checkoutMessages['en-us'].validation.mobile).toBe('The phone number you provided is incorrect');
});

import { messageParityProblems } from '@shop/shared/testing';
import { adminAccountMessages } from './admin-account-messages';
import { backOfficeMessages } from './back-office-messages';

it('has every back-office string in both languages, with the same variables', () => {
  expect(messageParityProblems(backOfficeMessages)).toEqual([]);
  expect(messageParityProblems(adminAccountMessages)).toEqual([]);
});

import { messageParityProblems } from '@shop/shared/testing';
import { adminOrderMessages } from './admin-order-messages';

it('has every back-office order string in both languages, with the same variables', () => {
  expect(messageParityProblems(adminOrderMessages)).toEqual([]);
});

import { messageParityProblems } from '@shop/shared/testing';
import { activitiesMessages } from './messages';

it('has every activities string in both languages, with the same variables', () => {
  expect(messageParityProblems(activitiesMessages)).toEqual([]);
});

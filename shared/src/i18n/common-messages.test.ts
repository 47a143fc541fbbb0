import { messageParityProblems } from '../../testing/message-parity';
import { commonMessages } from './common-messages';

it('has every common string in both languages, with the same variables', () => {
  expect(messageParityProblems(commonMessages)).toEqual([]);
});

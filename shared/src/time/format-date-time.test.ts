import { formatDateTime } from './format-date-time';

it('prints times as the mall does', () => {
  expect(formatDateTime('2025-03-02T09:05:07')).toBe('2025-03-02 09:05:07');
  expect(formatDateTime(null)).toBe('');
  expect(formatDateTime('soon')).toBe('soon');
});

import { dayBefore, dayKind } from './day-label';

it('names the shop’s today and yesterday, across months and years', () => {
  expect(dayKind('2025-06-05', '2025-06-05')).toBe('today');
  expect(dayKind('2025-05-31', '2025-06-01')).toBe('yesterday');
  expect(dayKind('2024-12-31', '2025-01-01')).toBe('yesterday');
  expect(dayKind('2024-02-28', '2024-03-01')).toBe('date');
  expect(dayBefore('2024-03-01')).toBe('2024-02-29');
});

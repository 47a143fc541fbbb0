import { ACTIVITY_POINTS_MAX, ACTIVITY_STOCK_MAX, GROUP_WINDOW_MAX_MINUTES } from '@shop/contract';
import { COUNT_MAX, countProblem } from './count-problem';

test('the most of each count is the contract’s', () => {
  expect(COUNT_MAX).toEqual({
    per_member_limit: ACTIVITY_STOCK_MAX,
    per_order_limit: ACTIVITY_STOCK_MAX,
    group_size: 100,
    window_minutes: GROUP_WINDOW_MAX_MINUTES,
    helpers_needed: 100,
    stock: ACTIVITY_STOCK_MAX,
    points: ACTIVITY_POINTS_MAX,
  });
});

test('a refused count is too large above its most, and otherwise to be checked', () => {
  expect(countProblem(101, 100)).toBe('tooBig');
  expect(countProblem(100.5, 100)).toBe('invalid');
  expect(countProblem(-1, 100)).toBe('invalid');
  expect(countProblem(1, 100)).toBe('invalid');
  expect(countProblem(null, 100)).toBe('invalid');
});

import { activityKeys } from './activity-keys';

it('roots every key of a type under the type, so one type’s change leaves the others’ caches alone', () => {
  const group = activityKeys.of('group');
  expect(activityKeys.list('group', { page: 2, size: 20 }).slice(0, group.length)).toEqual(group);
  expect(activityKeys.view('group', 5).slice(0, group.length)).toEqual(group);
  expect(activityKeys.view('second', 5)).not.toEqual(activityKeys.view('group', 5));
});

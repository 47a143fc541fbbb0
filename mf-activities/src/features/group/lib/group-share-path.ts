import { activityViewPath } from '@shop/shared';

/** The page a friend opens to join a group: its activity's page with `group_id`. */
export function groupSharePath(group: { id: number; activity_id: number }): string {
  return `${activityViewPath('group', group.activity_id)}&group_id=${group.id}`;
}

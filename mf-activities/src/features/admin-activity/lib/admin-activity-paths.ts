import type { ActivityType } from '@shop/contract';

export const ADMIN_ACTIVITY_LIST_PATH = '/admin/marketing/activity';

/** The edit page of an activity, or (no id) of a new one, of `type` when given. */
export function activityEditPath(id: number | null, type?: ActivityType): string {
  const params = new URLSearchParams();
  if (id !== null) params.set('id', String(id));
  else if (type) params.set('type', type);
  const query = params.toString();
  return `${ADMIN_ACTIVITY_LIST_PATH}/edit${query ? `?${query}` : ''}`;
}

/** The list, on the tab of `type`. */
export const activityListPath = (type: ActivityType) => `${ADMIN_ACTIVITY_LIST_PATH}?type=${type}`;

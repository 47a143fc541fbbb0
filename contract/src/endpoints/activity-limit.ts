import type { activityListQuery, activityViewQuery } from '../activity';
import type { limitDetail, limitListAnswer } from '../activity-limit';
import type { Endpoint } from '../endpoint';

export const listLimitActivities: Endpoint<typeof activityListQuery, typeof limitListAnswer> = { operationId: 'listLimitActivities', method: 'GET', path: '/activity/limit/index' };
export const viewLimitActivity: Endpoint<typeof activityViewQuery, typeof limitDetail> = { operationId: 'viewLimitActivity', method: 'GET', path: '/activity/limit/view' };

import type { activityListQuery, activityViewQuery } from '../activity';
import type { pointDetail, pointListAnswer } from '../activity-point';
import type { Endpoint } from '../endpoint';

export const listPointActivities: Endpoint<typeof activityListQuery, typeof pointListAnswer> = { operationId: 'listPointActivities', method: 'GET', path: '/activity/point/index' };
export const viewPointActivity: Endpoint<typeof activityViewQuery, typeof pointDetail> = { operationId: 'viewPointActivity', method: 'GET', path: '/activity/point/view' };

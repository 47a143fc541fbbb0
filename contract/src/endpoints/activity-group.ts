import type { activityListQuery, activityViewQuery } from '../activity';
import type { groupDetail, groupDetailQuery, groupListAnswer, groupView } from '../activity-group';
import type { Endpoint } from '../endpoint';

export const listGroupActivities: Endpoint<typeof activityListQuery, typeof groupListAnswer> = { operationId: 'listGroupActivities', method: 'GET', path: '/activity/group/index' };
export const viewGroupActivity: Endpoint<typeof activityViewQuery, typeof groupView> = { operationId: 'viewGroupActivity', method: 'GET', path: '/activity/group/view' };
export const viewGroup: Endpoint<typeof groupDetailQuery, typeof groupDetail> = { operationId: 'viewGroup', method: 'GET', path: '/activity/group/detail' };

import type { activityListQuery, activityViewQuery } from '../activity';
import type { bargainDetail, bargainDetailQuery, bargainHelpAnswer, bargainHelpBody, bargainListAnswer, bargainStartBody, bargainView } from '../activity-bargain';
import type { Endpoint } from '../endpoint';

export const listBargainActivities: Endpoint<typeof activityListQuery, typeof bargainListAnswer> = { operationId: 'listBargainActivities', method: 'GET', path: '/activity/bargain/index' };
export const viewBargainActivity: Endpoint<typeof activityViewQuery, typeof bargainView> = { operationId: 'viewBargainActivity', method: 'GET', path: '/activity/bargain/view' };
export const startBargain: Endpoint<typeof bargainStartBody, typeof bargainDetail> = { operationId: 'startBargain', method: 'POST', path: '/activity/bargain/start' };
export const helpBargain: Endpoint<typeof bargainHelpBody, typeof bargainHelpAnswer> = { operationId: 'helpBargain', method: 'POST', path: '/activity/bargain/help' };
export const getBargain: Endpoint<typeof bargainDetailQuery, typeof bargainDetail> = { operationId: 'getBargain', method: 'GET', path: '/activity/bargain/detail' };

import type { activityViewQuery } from '../activity';
import type { flashDetail, flashListAnswer, flashListQuery, flashSlotsAnswer } from '../activity-second';
import type { noInput } from '../field-rules';
import type { Endpoint } from '../endpoint';

export const listFlashSlots: Endpoint<typeof noInput, typeof flashSlotsAnswer> = { operationId: 'listFlashSlots', method: 'GET', path: '/activity/second/slots' };
export const listFlashActivities: Endpoint<typeof flashListQuery, typeof flashListAnswer> = { operationId: 'listFlashActivities', method: 'GET', path: '/activity/second/index' };
export const viewFlashActivity: Endpoint<typeof activityViewQuery, typeof flashDetail> = { operationId: 'viewFlashActivity', method: 'GET', path: '/activity/second/view' };

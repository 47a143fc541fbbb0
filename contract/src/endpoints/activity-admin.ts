import type { adminActivityDetail, adminActivityDetailQuery, adminActivityIdBody, adminActivityListAnswer, adminActivityListQuery, adminActivitySaveBody, adminFlashSlotListAnswer } from '../activity-admin';
import type { noInput } from '../field-rules';
import type { Endpoint } from '../endpoint';

export const listAdminActivities: Endpoint<typeof adminActivityListQuery, typeof adminActivityListAnswer> = { operationId: 'listAdminActivities', method: 'GET', path: '/admin/activity/index' };
export const getAdminActivity: Endpoint<typeof adminActivityDetailQuery, typeof adminActivityDetail> = { operationId: 'getAdminActivity', method: 'GET', path: '/admin/activity/detail' };
export const saveAdminActivity: Endpoint<typeof adminActivitySaveBody, typeof adminActivityDetail> = { operationId: 'saveAdminActivity', method: 'POST', path: '/admin/activity/save' };
export const startAdminActivity: Endpoint<typeof adminActivityIdBody, typeof adminActivityDetail> = { operationId: 'startAdminActivity', method: 'POST', path: '/admin/activity/start' };
export const stopAdminActivity: Endpoint<typeof adminActivityIdBody, typeof adminActivityDetail> = { operationId: 'stopAdminActivity', method: 'POST', path: '/admin/activity/stop' };
export const listAdminFlashSlots: Endpoint<typeof noInput, typeof adminFlashSlotListAnswer> = { operationId: 'listAdminFlashSlots', method: 'GET', path: '/admin/activity/slots' };

import type { dashboardAnswer } from '../admin-dashboard';
import type { noInput } from '../field-rules';
import type { Endpoint } from '../endpoint';

export const showDashboard: Endpoint<typeof noInput, typeof dashboardAnswer> = { operationId: 'showDashboard', method: 'GET', path: '/admin/dashboard/index' };

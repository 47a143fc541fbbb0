import type { Endpoint } from '../endpoint';
import type { adminOrderTracking, adminTrackingEventBody, orderTracking, orderTrackingQuery } from '../tracking';

export const getOrderTracking: Endpoint<typeof orderTrackingQuery, typeof orderTracking> = { operationId: 'getOrderTracking', method: 'GET', path: '/order/express' };
export const getOrderTrackingForStaff: Endpoint<typeof orderTrackingQuery, typeof adminOrderTracking> = { operationId: 'getOrderTrackingForStaff', method: 'GET', path: '/admin/order/express' };
export const addTrackingEvent: Endpoint<typeof adminTrackingEventBody, typeof adminOrderTracking> = { operationId: 'addTrackingEvent', method: 'POST', path: '/admin/order/express/add' };

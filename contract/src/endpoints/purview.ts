import type { purview, purviewQuery } from '../purview';
import type { Endpoint } from '../endpoint';

export const getPurview: Endpoint<typeof purviewQuery, typeof purview> = { operationId: 'getPurview', method: 'GET', path: '/purview/index' };

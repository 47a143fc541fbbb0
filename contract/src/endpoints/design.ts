import type { designInput, homeDesign, layoutDesign } from '../design';
import type { Endpoint } from '../endpoint';

export const getLayoutDesign: Endpoint<typeof designInput, typeof layoutDesign> = { operationId: 'getLayoutDesign', method: 'GET', path: '/index/global' };
export const getHomeDesign: Endpoint<typeof designInput, typeof homeDesign> = { operationId: 'getHomeDesign', method: 'GET', path: '/index/index' };

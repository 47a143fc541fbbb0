import type { commonInitInput, siteSettings } from '../common';
import type { Endpoint } from '../endpoint';

export const getSiteSettings: Endpoint<typeof commonInitInput, typeof siteSettings> = { operationId: 'getSiteSettings', method: 'GET', path: '/common/init' };

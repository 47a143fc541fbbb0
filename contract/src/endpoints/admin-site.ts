import type { adminMediaPage, adminMediaQuery, adminSiteSaveBody, adminSiteSettingsDetail, mediaPicture } from '../admin-site';
import type { noInput } from '../field-rules';
import type { Endpoint } from '../endpoint';

export const getAdminSiteSettings: Endpoint<typeof noInput, typeof adminSiteSettingsDetail> = { operationId: 'getAdminSiteSettings', method: 'GET', path: '/admin/site/detail' };
export const saveAdminSiteSettings: Endpoint<typeof adminSiteSaveBody, typeof adminSiteSettingsDetail> = { operationId: 'saveAdminSiteSettings', method: 'POST', path: '/admin/site/save' };
export const listAdminMedia: Endpoint<typeof adminMediaQuery, typeof adminMediaPage> = { operationId: 'listAdminMedia', method: 'GET', path: '/admin/media/index' };
export const uploadAdminMedia: Endpoint<undefined, typeof mediaPicture> = { operationId: 'uploadAdminMedia', method: 'POST', path: '/admin/media/upload' };

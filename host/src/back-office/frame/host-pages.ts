import { lazy, type ComponentType } from 'react';

/**
 * The back-office pages the host renders itself (`remote: 'host'` in purview/index), by the module
 * name the page catalogue gives them. Loaded on first use, like a remote's page.
 */
export const HOST_PAGES: Record<string, ComponentType> = {
  './admin-role-page': lazy(() => import('../../pages/admin-role-page')),
  './admin-staff-page': lazy(() => import('../../pages/admin-staff-page')),
  './admin-audit-page': lazy(() => import('../../pages/admin-audit-page')),
};

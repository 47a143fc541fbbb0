import '@shop/shared/styles/standalone.css';
import { mountStandalone } from '@shop/shared';
import AdminHelpPage from './exposes/admin-help-page';
import AdminServiceDeskPage from './exposes/admin-service-desk-page';
import HelpPage from './exposes/help-page';
import ServiceConsolePage from './exposes/service-console-page';
import ServiceOnlinePage from './exposes/service-online-page';

mountStandalone([
  { path: '/service/online', Page: ServiceOnlinePage },
  { path: '/service/console', Page: ServiceConsolePage },
  { path: '/page/view', Page: HelpPage },
  { path: '/admin/content/help', Page: AdminHelpPage },
  { path: '/admin/service/desk', Page: AdminServiceDeskPage },
]);

import '@shop/shared/styles/standalone.css';
import { mountStandalone } from '@shop/shared';
import AdminActivityEditPage from './exposes/admin-activity-edit-page';
import AdminActivityListPage from './exposes/admin-activity-list-page';
import BargainIndexPage from './exposes/bargain-index-page';
import BargainViewPage from './exposes/bargain-view-page';
import GroupIndexPage from './exposes/group-index-page';
import GroupViewPage from './exposes/group-view-page';
import LimitIndexPage from './exposes/limit-index-page';
import LimitViewPage from './exposes/limit-view-page';
import PointIndexPage from './exposes/point-index-page';
import PointViewPage from './exposes/point-view-page';
import SecondIndexPage from './exposes/second-index-page';
import SecondViewPage from './exposes/second-view-page';

mountStandalone([
  { path: '/activity/group/index', Page: GroupIndexPage },
  { path: '/activity/group/view', Page: GroupViewPage },
  { path: '/activity/second/index', Page: SecondIndexPage },
  { path: '/activity/second/view', Page: SecondViewPage },
  { path: '/activity/bargain/index', Page: BargainIndexPage },
  { path: '/activity/bargain/view', Page: BargainViewPage },
  { path: '/activity/point/index', Page: PointIndexPage },
  { path: '/activity/point/view', Page: PointViewPage },
  { path: '/activity/limit/index', Page: LimitIndexPage },
  { path: '/activity/limit/view', Page: LimitViewPage },
  { path: '/admin/marketing/activity', Page: AdminActivityListPage },
  { path: '/admin/marketing/activity/edit', Page: AdminActivityEditPage },
]);

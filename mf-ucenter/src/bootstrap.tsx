import '@shop/shared/styles/standalone.css';
import { mountStandalone } from '@shop/shared';
import BindPage from './exposes/bind-page';
import CenterPage from './exposes/center-page';
import ForgetPage from './exposes/forget-page';
import LoginPage from './exposes/login-page';
import OrderDetailPage from './exposes/order-detail-page';
import OrderListPage from './exposes/order-list-page';
import RegisterPage from './exposes/register-page';

mountStandalone([
  { path: '/user/login', Page: LoginPage },
  { path: '/user/register', Page: RegisterPage },
  { path: '/user/forget', Page: ForgetPage },
  { path: '/user/bind', Page: BindPage },
  { path: '/ucenter/index', Page: CenterPage },
  { path: '/ucenter/order/index', Page: OrderListPage },
  { path: '/ucenter/order/detail', Page: OrderDetailPage },
]);

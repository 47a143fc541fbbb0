import '@shop/shared/styles/standalone.css';
import { mountStandalone } from '@shop/shared';
import CartPage from './exposes/cart-page';
import CashierPage from './exposes/cashier-page';
import ConfirmPage from './exposes/confirm-page';

mountStandalone([
  { path: '/cart/index', Page: CartPage },
  { path: '/cart/confirm', Page: ConfirmPage },
  { path: '/cart/cashier', Page: CashierPage },
]);

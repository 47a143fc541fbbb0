/**
 * Which remote module renders each spec route. Grows as remotes land; the remotes' URLs come from
 * /home/remotes.json at runtime, never from this build.
 */
export interface RemoteRoute {
  path: string;
  remote: string;
  module: string;
  /** Key of the translated page title in the shell namespace. */
  title: string;
  /** The home page uses ctitle-title instead of the usual title rule. */
  home?: boolean;
}

export const remoteRoutes: RemoteRoute[] = [
  { path: '/index', remote: 'home', module: './home-page', title: 'titles.home', home: true },
  { path: '/user/login', remote: 'ucenter', module: './login-page', title: 'titles.login' },
  { path: '/user/register', remote: 'ucenter', module: './register-page', title: 'titles.register' },
  { path: '/user/forget', remote: 'ucenter', module: './forget-page', title: 'titles.forget' },
  { path: '/user/bind', remote: 'ucenter', module: './bind-page', title: 'titles.bind' },
  { path: '/ucenter/index', remote: 'ucenter', module: './center-page', title: 'titles.ucenter' },
  { path: '/goods/index', remote: 'catalog', module: './goods-list-page', title: 'titles.goodsList' },
  { path: '/goods/view', remote: 'catalog', module: './goods-detail-page', title: 'titles.goodsView' },
  { path: '/search/index', remote: 'catalog', module: './search-page', title: 'titles.search' },
  { path: '/shop/index', remote: 'catalog', module: './shop-page', title: 'titles.shop' },
  { path: '/cart/index', remote: 'checkout', module: './cart-page', title: 'titles.cart' },
  { path: '/cart/confirm', remote: 'checkout', module: './confirm-page', title: 'titles.confirm' },
  { path: '/cart/cashier', remote: 'checkout', module: './cashier-page', title: 'titles.cashier' },
  { path: '/ucenter/order/index', remote: 'ucenter', module: './order-list-page', title: 'titles.orders' },
  { path: '/ucenter/order/detail', remote: 'ucenter', module: './order-detail-page', title: 'titles.orderDetail' },
];

/** The route that renders an in-app path, if any (query and trailing slash ignored). */
export function findRemoteRoute(path: string): RemoteRoute | undefined {
  const pathname = path.split(/[?#]/)[0].replace(/\/+$/, '') || '/';
  return remoteRoutes.find((route) => route.path === pathname);
}

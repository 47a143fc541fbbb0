import '@shop/shared/styles/standalone.css';
import { mountStandalone } from '@shop/shared';
import AdminCategoryPage from './exposes/admin-category-page';
import AdminGoodsEditPage from './exposes/admin-goods-edit-page';
import AdminGoodsListPage from './exposes/admin-goods-list-page';
import GoodsDetailPage from './exposes/goods-detail-page';
import GoodsListPage from './exposes/goods-list-page';
import SearchPage from './exposes/search-page';
import ShopPage from './exposes/shop-page';

mountStandalone([
  { path: '/goods/index', Page: GoodsListPage },
  { path: '/goods/view', Page: GoodsDetailPage },
  { path: '/search/index', Page: SearchPage },
  { path: '/shop/index', Page: ShopPage },
  { path: '/admin/goods/index', Page: AdminGoodsListPage },
  { path: '/admin/goods/edit', Page: AdminGoodsEditPage },
  { path: '/admin/goods/category', Page: AdminCategoryPage },
]);

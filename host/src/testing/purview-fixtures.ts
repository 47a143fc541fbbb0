// Test data for the back office (never bundled): what purview/index answers two roles.
import type { Purview, StaffProfile } from '@shop/contract';

export const warehouseUser: StaffProfile = { id: 3, username: 'warehouse', name: 'Wang Warehouse', role: { id: 3, code: 'warehouse', name: 'Warehouse' } };

const page = (path: string, remote: string, module: string, en: string, zh: string, permission: string, parent: string | null = null) => ({
  path,
  name: path.slice(1).replace(/\//g, '-'),
  remote,
  module,
  title: { 'en-us': en, 'zh-cn': zh },
  permission,
  parent,
});

/** What purview/index answers the seeded warehouse role (in English): dashboard, orders without refunds, goods. */
export const warehousePurview: Purview = {
  sidebar: [
    { title: 'Dashboard', path: '/admin/dashboard', icon: 'dashboard', children: [] },
    { title: 'Orders', path: '/admin/order', icon: 'order', children: [{ title: 'Order list', path: '/admin/order/index', icon: 'list', children: [] }] },
    { title: 'Goods', path: '/admin/goods', icon: 'goods', children: [{ title: 'Goods list', path: '/admin/goods/index', icon: 'list', children: [] }] },
  ],
  auth: ['dashboard.view', 'order.view', 'order.ship', 'order.pickup', 'goods.view'],
  routes: [
    page('/admin/dashboard', 'checkout', './admin-dashboard-page', 'Dashboard', '概况', 'dashboard.view'),
    page('/admin/order/index', 'checkout', './admin-order-list-page', 'Order list', '订单列表', 'order.view'),
    page('/admin/order/detail', 'checkout', './admin-order-detail-page', 'Order detail', '订单详情', 'order.view', '/admin/order/index'),
    page('/admin/goods/index', 'catalog', './admin-goods-list-page', 'Goods list', '商品列表', 'goods.view'),
  ],
  status: 1,
  user: warehouseUser,
};

/** What purview/index answers a role with the system pages only (no dashboard). */
export const accountsPurview: Purview = {
  sidebar: [
    {
      title: 'System',
      path: '/admin/system',
      icon: 'setting',
      children: [
        { title: 'Roles', path: '/admin/system/role', icon: 'role', children: [] },
        { title: 'Audit log', path: '/admin/system/audit', icon: 'log', children: [] },
      ],
    },
  ],
  auth: ['account.view', 'audit.view'],
  routes: [
    page('/admin/system/role', 'host', './admin-role-page', 'Roles', '角色管理', 'account.view'),
    page('/admin/system/audit', 'host', './admin-audit-page', 'Audit log', '操作日志', 'audit.view'),
  ],
  status: 1,
  user: { id: 9, username: 'auditor', name: 'Li Audit', role: { id: 9, code: 'custom_1', name: 'Auditor' } },
};

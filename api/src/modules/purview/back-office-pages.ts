import type { Permission } from '@shop/contract';
import type { Bilingual } from '../../lib/bilingual';

/**
 * A back-office page: where it lives, which remote's exposed module renders it (`host` for the
 * frame's own pages) and the permission it needs. Pages under a sidebar group appear in it unless
 * they have a `parent` (detail pages, reached from their list).
 */
export type BackOfficePage = {
  path: string;
  remote: string;
  module: string;
  title: Bilingual;
  permission: Permission;
  icon: string;
  parent?: string;
};

export type BackOfficeGroup = { title: Bilingual; path: string; icon: string; pages: BackOfficePage[] };

/** The back office's sidebar, in order: single pages and groups of pages. */
export const BACK_OFFICE: Array<BackOfficePage | BackOfficeGroup> = [
  { path: '/admin/dashboard', remote: 'checkout', module: './admin-dashboard-page', title: { en: 'Dashboard', zh: '概况' }, permission: 'dashboard.view', icon: 'dashboard' },
  {
    title: { en: 'Orders', zh: '订单' },
    path: '/admin/order',
    icon: 'order',
    pages: [
      { path: '/admin/order/index', remote: 'checkout', module: './admin-order-list-page', title: { en: 'Order list', zh: '订单列表' }, permission: 'order.view', icon: 'list' },
      { path: '/admin/order/detail', remote: 'checkout', module: './admin-order-detail-page', title: { en: 'Order detail', zh: '订单详情' }, permission: 'order.view', icon: 'list', parent: '/admin/order/index' },
      { path: '/admin/order/refund', remote: 'checkout', module: './admin-refund-list-page', title: { en: 'Refunds', zh: '售后退款' }, permission: 'refund.view', icon: 'refund' },
    ],
  },
  {
    title: { en: 'Goods', zh: '商品' },
    path: '/admin/goods',
    icon: 'goods',
    pages: [
      { path: '/admin/goods/index', remote: 'catalog', module: './admin-goods-list-page', title: { en: 'Goods list', zh: '商品列表' }, permission: 'goods.view', icon: 'list' },
      { path: '/admin/goods/edit', remote: 'catalog', module: './admin-goods-edit-page', title: { en: 'Edit goods', zh: '编辑商品' }, permission: 'goods.view', icon: 'list', parent: '/admin/goods/index' },
      { path: '/admin/goods/category', remote: 'catalog', module: './admin-category-page', title: { en: 'Categories', zh: '商品分类' }, permission: 'category.view', icon: 'category' },
    ],
  },
  {
    title: { en: 'Members', zh: '会员' },
    path: '/admin/member',
    icon: 'user',
    pages: [
      { path: '/admin/member/index', remote: 'ucenter', module: './admin-member-list-page', title: { en: 'Member list', zh: '会员列表' }, permission: 'member.view', icon: 'list' },
      { path: '/admin/member/detail', remote: 'ucenter', module: './admin-member-detail-page', title: { en: 'Member detail', zh: '会员详情' }, permission: 'member.view', icon: 'list', parent: '/admin/member/index' },
      { path: '/admin/member/coupon', remote: 'ucenter', module: './admin-coupon-page', title: { en: 'Coupons', zh: '优惠券' }, permission: 'coupon.view', icon: 'coupon' },
    ],
  },
  {
    title: { en: 'Marketing', zh: '营销' },
    path: '/admin/marketing',
    icon: 'marketing',
    pages: [
      { path: '/admin/marketing/activity', remote: 'activities', module: './admin-activity-list-page', title: { en: 'Activities', zh: '营销活动' }, permission: 'activity.view', icon: 'activity' },
      { path: '/admin/marketing/activity/edit', remote: 'activities', module: './admin-activity-edit-page', title: { en: 'Edit activity', zh: '编辑活动' }, permission: 'activity.view', icon: 'activity', parent: '/admin/marketing/activity' },
    ],
  },
  { path: '/admin/design/index', remote: 'home', module: './admin-design-page', title: { en: 'Store design', zh: '店铺装修' }, permission: 'design.view', icon: 'design' },
  { path: '/admin/service/desk', remote: 'service', module: './admin-service-desk-page', title: { en: 'Chat desk', zh: '客服工作台' }, permission: 'chat.answer', icon: 'chat' },
  { path: '/admin/media/index', remote: 'home', module: './admin-media-page', title: { en: 'Media library', zh: '图片库' }, permission: 'media.edit', icon: 'category' },
  { path: '/admin/content/help', remote: 'service', module: './admin-help-page', title: { en: 'Help articles', zh: '帮助文章' }, permission: 'help.edit', icon: 'help' },
  {
    title: { en: 'System', zh: '系统' },
    path: '/admin/system',
    icon: 'setting',
    pages: [
      { path: '/admin/system/role', remote: 'host', module: './admin-role-page', title: { en: 'Roles', zh: '角色管理' }, permission: 'account.view', icon: 'role' },
      { path: '/admin/system/user', remote: 'host', module: './admin-staff-page', title: { en: 'Back-office users', zh: '管理员' }, permission: 'account.view', icon: 'user' },
      { path: '/admin/system/site', remote: 'home', module: './admin-site-page', title: { en: 'Site settings', zh: '站点设置' }, permission: 'site.edit', icon: 'setting' },
      { path: '/admin/system/audit', remote: 'host', module: './admin-audit-page', title: { en: 'Audit log', zh: '操作日志' }, permission: 'audit.view', icon: 'log' },
    ],
  },
];

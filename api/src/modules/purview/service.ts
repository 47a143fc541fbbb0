import type { MenuEntry, Purview } from '@shop/contract';
import type { Lang } from '../../http/i18n';
import { pick, type Bilingual } from '../../lib/bilingual';
import type { Member } from '../user/session-service';

type BilingualMenuEntry = { title: Bilingual; path: string; icon: string; children?: BilingualMenuEntry[] };

/** The back-office menu; every admin sees all of it until roles with narrower rights exist. */
const adminMenu: BilingualMenuEntry[] = [
  { title: { en: 'Dashboard', zh: '概况' }, path: '/admin/dashboard', icon: 'dashboard' },
  {
    title: { en: 'Goods', zh: '商品' },
    path: '/admin/goods',
    icon: 'goods',
    children: [
      { title: { en: 'Goods list', zh: '商品列表' }, path: '/admin/goods/index', icon: 'list' },
      { title: { en: 'Categories', zh: '商品分类' }, path: '/admin/goods/category', icon: 'category' },
    ],
  },
  {
    title: { en: 'Orders', zh: '订单' },
    path: '/admin/order',
    icon: 'order',
    children: [
      { title: { en: 'Order list', zh: '订单列表' }, path: '/admin/order/index', icon: 'list' },
      { title: { en: 'Refunds', zh: '售后退款' }, path: '/admin/order/refund', icon: 'refund' },
    ],
  },
  { title: { en: 'Members', zh: '会员' }, path: '/admin/member/index', icon: 'user' },
  { title: { en: 'Store design', zh: '店铺装修' }, path: '/admin/design/index', icon: 'design' },
  { title: { en: 'Settings', zh: '设置' }, path: '/admin/setting/index', icon: 'setting' },
];

const localizeMenu = (lang: Lang, entries: BilingualMenuEntry[]): MenuEntry[] =>
  entries.map((entry) => ({
    title: pick(lang, entry.title),
    path: entry.path,
    icon: entry.icon,
    children: localizeMenu(lang, entry.children ?? []),
  }));

const leafEntries = (entries: BilingualMenuEntry[]): BilingualMenuEntry[] =>
  entries.flatMap((entry) => (entry.children?.length ? leafEntries(entry.children) : [entry]));

/** Sidebar, permission list and routes of the back office; plain members get none of it. */
export function describePurview(member: Member, lang: Lang): Purview {
  if (member.role !== 'admin') return { sidebar: [], auth: [], routes: [], status: 0 };
  return {
    sidebar: localizeMenu(lang, adminMenu),
    auth: ['*'],
    routes: leafEntries(adminMenu).map((entry) => ({
      path: entry.path,
      name: entry.path.slice(1).replace(/\//g, '-'),
      component: entry.path.slice(1),
    })),
    status: 1,
  };
}
